import { FormattedMessage, useIntl } from 'react-intl';
import { FormAlert } from '../ui/form-alert';
import { SettingsSection } from './settings-section';
import { useExportDownload } from './use-export-download';
import styles from './settings-page.module.css';

/** Taking the library out: all of it as JSON, or the films as Letterboxd imports them. */
export function ExportSection() {
  const intl = useIntl();
  const exporter = useExportDownload();
  return (
    <SettingsSection title={intl.formatMessage({ id: 'settings.export.title' })}>
      <p className={styles.hint}>
        <FormattedMessage id="settings.export.hint" />
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.button}
          onClick={() => void exporter.download('json')}
          disabled={exporter.busy !== null}
          aria-busy={exporter.busy === 'json'}
        >
          <FormattedMessage id="settings.export.json" />
        </button>
        <button
          type="button"
          className={styles.button}
          onClick={() => void exporter.download('letterboxd')}
          disabled={exporter.busy !== null}
          aria-busy={exporter.busy === 'letterboxd'}
        >
          <FormattedMessage id="settings.export.letterboxd" />
        </button>
      </div>
      <p className={styles.hint}>
        <FormattedMessage id="settings.export.letterboxdHint" />
      </p>
      {exporter.saved && (
        <p role="status">
          <FormattedMessage id="settings.export.saved" values={{ file: exporter.saved }} />
        </p>
      )}
      {exporter.failure && <FormAlert>{exporter.failure}</FormAlert>}
    </SettingsSection>
  );
}
