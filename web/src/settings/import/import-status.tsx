import { Link, useLocation } from 'react-router-dom';
import { useImport, type ImportPhase } from './import-provider';
import styles from './import-status.module.css';

export const settingsPagePath = '/settings';

function statusText(phase: ImportPhase): string | null {
  switch (phase.name) {
    case 'reading':
      return 'Importing… reading the files';
    case 'matching':
      return `Importing… ${phase.total === 0 ? 0 : Math.floor((phase.done / phase.total) * 100)}%`;
    case 'preview':
      return 'Import ready to review';
    case 'importing':
      return 'Importing… saving';
    default:
      return null;
  }
}

/** On every page but Settings, while an import is under way or waits for review: where it is. */
export function ImportStatus() {
  const { state } = useImport();
  const { pathname } = useLocation();
  const text = statusText(state.phase);
  if (text === null || pathname === settingsPagePath) return null;
  return (
    <div role="status" className={styles.status}>
      <Link to={settingsPagePath} className={styles.link}>
        {text}
      </Link>
    </div>
  );
}
