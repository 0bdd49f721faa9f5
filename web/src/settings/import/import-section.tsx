import { useId } from 'react';
import { FormAlert, FormNotice } from '../../ui/form-alert';
import formStyles from '../../ui/form.module.css';
import { SettingsSection } from '../settings-section';
import { importCountsText } from './import-counts-text';
import { ImportPreviewView } from './import-preview-view';
import { isImportRunning, useImport } from './import-provider';
import styles from '../settings-page.module.css';

/** Bringing a library in: files, a preview, then one import. Its state lives above the routes. */
export function ImportSection() {
  const { state, chooseFiles, preview, choose, commit, cancel } = useImport();
  const inputId = useId();
  const hintId = useId();
  const { phase } = state;
  const running = isImportRunning(phase);
  const cancellable =
    phase.name === 'reading' || phase.name === 'matching' || phase.name === 'preview';
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
        Letterboxd's export as the .zip it downloads as, or its files (watched.csv, ratings.csv,
        watchlist.csv, diary.csv and the files in lists/, several at once), a CSV in Letterboxd's
        import format, IMDb's ratings or watchlist CSV, or Marquee's JSON export. Up to 50 MB a zip,
        10 MB a file (unzipped; 64 MB for Marquee's export) and 50,000 rows in all, episode watches
        aside.
      </p>
      {state.files.length > 0 && (
        <p className={styles.hint}>Chosen: {state.files.map((file) => file.name).join(', ')}</p>
      )}
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
      {phase.name === 'matching' && <MatchProgress done={phase.done} total={phase.total} />}
      {(phase.name === 'preview' || phase.name === 'importing') && (
        <ImportPreviewView
          preview={phase.preview}
          choices={state.choices}
          importing={phase.name === 'importing'}
          onChoose={choose}
          onImport={commit}
        />
      )}
      {phase.name === 'done' && <FormNotice>{importCountsText(phase.added)}</FormNotice>}
    </SettingsSection>
  );
}

function MatchProgress({ done, total }: { done: number; total: number }) {
  const id = useId();
  const percent = total === 0 ? 0 : Math.floor((done / total) * 100);
  return (
    <div className={styles.progress}>
      <label htmlFor={id}>Matching titles</label>
      <progress id={id} value={done} max={Math.max(total, 1)} />
      <span>
        {percent}% ({done.toLocaleString('en-US')} of {total.toLocaleString('en-US')} titles)
      </span>
    </div>
  );
}
