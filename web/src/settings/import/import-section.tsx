import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/load-messages';
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
  const intl = useIntl();
  const { phase } = state;
  const running = isImportRunning(phase);
  const cancellable =
    phase.name === 'reading' ||
    phase.name === 'matching' ||
    phase.name === 'numbering' ||
    phase.name === 'preview';
  return (
    <SettingsSection title={intl.formatMessage({ id: 'import.section.title' })}>
      <div className={formStyles.field}>
        <label htmlFor={inputId}>
          <FormattedMessage id="import.section.fileLabel" />
        </label>
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
        <FormattedMessage id="import.section.fileHint" />
      </p>
      {state.files.length > 0 && (
        <p className={styles.hint}>
          <FormattedMessage
            id="import.section.chosen"
            values={{
              files: intl.formatList(
                state.files.map((file) => file.name),
                { type: 'unit', style: 'short' },
              ),
            }}
          />
        </p>
      )}
      <div className={formStyles.field}>
        <label htmlFor={passwordId}>
          <FormattedMessage id="import.section.passwordLabel" />
        </label>
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
        <FormattedMessage id="import.section.passwordHint" />
      </p>
      <TimeZoneField value={state.timeZone} disabled={running} onChange={setTimeZone} />
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.button}
          onClick={preview}
          disabled={state.files.length === 0 || running}
        >
          <FormattedMessage id="import.section.preview" />
        </button>
        {cancellable && (
          <button type="button" className={styles.button} onClick={cancel}>
            <FormattedMessage id="import.section.cancel" />
          </button>
        )}
      </div>
      {state.failure && (
        <FormAlert>{intl.formatMessage(state.failure, state.failure.values)}</FormAlert>
      )}
      {phase.name === 'reading' && (
        <p role="status">
          <FormattedMessage id="import.section.reading" />
        </p>
      )}
      {phase.name === 'matching' && (
        <MatchProgress
          label="import.progress.matchingTitles"
          counted="import.progress.titles"
          done={phase.done}
          total={phase.total}
        />
      )}
      {phase.name === 'numbering' && (
        <MatchProgress
          label="import.progress.matchingEpisodes"
          counted="import.progress.episodes"
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
          <FormNotice>{importCountsText(intl, phase.added)}</FormNotice>
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
  counted,
  done,
  total,
}: {
  label: MessageId;
  /** "{percent} ({done} of {total} titles)", with the step's noun. */
  counted: MessageId;
  done: number;
  total: number;
}) {
  const id = useId();
  const shown = Math.min(done, total);
  // Floored, so 99.6% is not yet 100%.
  const percent = total === 0 ? 0 : Math.floor((shown / total) * 100) / 100;
  return (
    <div className={styles.progress}>
      <label htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <progress id={id} value={shown} max={Math.max(total, 1)} />
      <span>
        <FormattedMessage id={counted} values={{ percent, done: shown, total }} />
      </span>
    </div>
  );
}
