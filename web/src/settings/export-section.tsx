import { FormAlert } from '../ui/form-alert';
import { SettingsSection } from './settings-section';
import { useExportDownload } from './use-export-download';
import styles from './settings-page.module.css';

/** Taking the library out: all of it as JSON, or the films as Letterboxd imports them. */
export function ExportSection() {
  const exporter = useExportDownload();
  return (
    <SettingsSection title="Export">
      <p className={styles.hint}>
        The JSON export holds your whole library and imports back into Marquee exactly. The
        Letterboxd CSV holds your watched and rated films for Letterboxd's importer.
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.button}
          onClick={() => void exporter.download('json')}
          disabled={exporter.busy !== null}
          aria-busy={exporter.busy === 'json'}
        >
          Export (JSON)
        </button>
        <button
          type="button"
          className={styles.button}
          onClick={() => void exporter.download('letterboxd')}
          disabled={exporter.busy !== null}
          aria-busy={exporter.busy === 'letterboxd'}
        >
          Export for Letterboxd (CSV)
        </button>
      </div>
      <p className={styles.hint}>
        TV shows, the watchlist and lists are not in the Letterboxd CSV (Letterboxd keeps films
        only); the JSON export has them.
      </p>
      {exporter.saved && <p role="status">Saved {exporter.saved}.</p>}
      {exporter.failure && <FormAlert>{exporter.failure}</FormAlert>}
    </SettingsSection>
  );
}
