import { FormattedMessage } from 'react-intl';
import type { ExportDownload } from './use-export-download';
import styles from './settings-page.module.css';

/** Inside a deletion's question: the JSON export, to keep a copy before anything goes. */
export function ExportFirst({
  exporter,
  disabled,
}: {
  exporter: ExportDownload;
  disabled: boolean;
}) {
  return (
    <>
      <p>
        <FormattedMessage id="settings.export.keepCopyFirst" />
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.button}
          onClick={() => void exporter.download('json')}
          disabled={disabled || exporter.busy !== null}
          aria-busy={exporter.busy === 'json'}
        >
          <FormattedMessage id="settings.export.json" />
        </button>
      </div>
      {exporter.saved && (
        <p role="status">
          <FormattedMessage id="settings.export.saved" values={{ file: exporter.saved }} />
        </p>
      )}
    </>
  );
}
