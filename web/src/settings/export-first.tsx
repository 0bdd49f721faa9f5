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
      <p>Keep a copy first: Marquee's JSON export holds all of it, and imports back exactly.</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.button}
          onClick={() => void exporter.download('json')}
          disabled={disabled || exporter.busy !== null}
          aria-busy={exporter.busy === 'json'}
        >
          Export (JSON)
        </button>
      </div>
      {exporter.saved && <p role="status">Saved {exporter.saved}.</p>}
    </>
  );
}
