import { useId } from 'react';
import { FormAlert, FormNotice } from '../../ui/form-alert';
import formStyles from '../../ui/form.module.css';
import { SettingsSection } from '../settings-section';
import { importCountsText } from './import-counts-text';
import { ImportPreviewView } from './import-preview-view';
import { isImportRunning, useImport } from './import-provider';
import { TimeZoneField } from './time-zone-field';
import { UnmatchedDownload } from './unmatched-download';
import styles from '../settings-page.module.css';

/** Bringing a library in: files, a preview, then one import. Its state lives above the routes. */
export function ImportSection() {
  const { state, chooseFiles, setTimeZone, setPassword, preview, choose, commit, cancel } =
    useImport();
  const inputId = useId();
  const hintId = useId();
  const passwordId = useId();
  const passwordHintId = useId();
  const { phase } = state;
  const running = isImportRunning(phase);
  const cancellable =
    phase.name === 'reading' ||
    phase.name === 'matching' ||
    phase.name === 'numbering' ||
    phase.name === 'preview';
  return (
    <SettingsSection title="Import">
      <div className={formStyles.field}>
        <label htmlFor={inputId}>Import file</label>
        <input
          id={inputId}
          type="file"
          accept=".zip,.csv,.json"
          multiple
          disabled={running}
          aria-describedby={hintId}
          onChange={(event) => chooseFiles([...(event.target.files ?? [])])}
        />
      </div>
      <p id={hintId} className={styles.hint}>
        Trakt's export (the trakt-export .zip), TV Time's data export (its .zip, with the password
        TV Time sends, or the CSV files in it), Simkl's backup (JSON or CSV), Letterboxd's export
        (its .zip, or watched.csv, ratings.csv, watchlist.csv, diary.csv and the files in lists/), a
        CSV in Letterboxd's import format, IMDb's ratings or watchlist CSV, or Marquee's JSON
        export; several files at once. Up to 50 MB a zip, 10 MB a Letterboxd or IMDb file (64 MB for
        the others) and 50,000 rows in all, episode watches aside.
      </p>
      {state.files.length > 0 && (
        <p className={styles.hint}>Chosen: {state.files.map((file) => file.name).join(', ')}</p>
      )}
      <div className={formStyles.field}>
        <label htmlFor={passwordId}>Zip password (if it has one)</label>
        <input
          id={passwordId}
          type="password"
          autoComplete="off"
          value={state.password}
          disabled={running}
          aria-describedby={passwordHintId}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <p id={passwordHintId} className={styles.hint}>
        TV Time sends its export as a zip with a password, in a separate e-mail.
      </p>
      <TimeZoneField value={state.timeZone} disabled={running} onChange={setTimeZone} />
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.button}
          onClick={preview}
          disabled={state.files.length === 0 || running}
        >
          Preview
        </button>
        {cancellable && (
          <button type="button" className={styles.button} onClick={cancel}>
            Cancel
          </button>
        )}
      </div>
      {state.failure && <FormAlert>{state.failure}</FormAlert>}
      {phase.name === 'reading' && <p role="status">Reading the files…</p>}
      {phase.name === 'matching' && (
        <MatchProgress
          label="Matching titles"
          noun="titles"
          done={phase.done}
          total={phase.total}
        />
      )}
      {phase.name === 'numbering' && (
        <MatchProgress
          label="Matching episodes"
          noun="episodes"
          done={phase.done}
          total={phase.total}
        />
      )}
      {(phase.name === 'preview' || phase.name === 'importing') && (
        <ImportPreviewView
          preview={phase.preview}
          choices={state.choices}
          importing={phase.name === 'importing'}
          onChoose={choose}
          onImport={commit}
        />
      )}
      {phase.name === 'done' && (
        <>
          <FormNotice>{importCountsText(phase.added)}</FormNotice>
          <div className={styles.actions}>
            <UnmatchedDownload preview={phase.preview} choices={state.choices} />
          </div>
        </>
      )}
    </SettingsSection>
  );
}

/** A step's progress: done of total, as a percentage that never passes 100. */
function MatchProgress({
  label,
  noun,
  done,
  total,
}: {
  label: string;
  noun: string;
  done: number;
  total: number;
}) {
  const id = useId();
  const shown = Math.min(done, total);
  const percent = total === 0 ? 0 : Math.floor((shown / total) * 100);
  return (
    <div className={styles.progress}>
      <label htmlFor={id}>{label}</label>
      <progress id={id} value={shown} max={Math.max(total, 1)} />
      <span>
        {percent}% ({shown.toLocaleString('en-US')} of {total.toLocaleString('en-US')} {noun})
      </span>
    </div>
  );
}
