import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import type { Message } from '../../i18n/message';
import { useImport, type ImportPhase } from './import-provider';
import styles from './import-status.module.css';

export const settingsPagePath = '/settings';

function statusText(phase: ImportPhase): Message | null {
  switch (phase.name) {
    case 'reading':
      return { id: 'import.status.reading' };
    case 'matching': {
      // Floored, so 99.6% is not yet 100%.
      const percent = phase.total === 0 ? 0 : Math.floor((phase.done / phase.total) * 100) / 100;
      return { id: 'import.status.matching', values: { percent } };
    }
    case 'preview':
      return { id: 'import.status.ready' };
    case 'importing':
      return { id: 'import.status.saving' };
    default:
      return null;
  }
}

/** On every page but Settings, while an import is under way or waits for review: where it is. */
export function ImportStatus() {
  const intl = useIntl();
  const { state } = useImport();
  const { pathname } = useLocation();
  const text = statusText(state.phase);
  if (text === null || pathname === settingsPagePath) return null;
  return (
    <div role="status" className={styles.status}>
      <Link to={settingsPagePath} className={styles.link}>
        {intl.formatMessage(text, text.values)}
      </Link>
    </div>
  );
}
