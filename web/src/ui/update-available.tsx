import { useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import { onUpdateWaiting, waitingUpdate } from '../lib/update-waiting';
import styles from './update-available.module.css';

/** "A new version is ready", with the button that reloads into it; nothing until one waits. */
export function UpdateAvailable() {
  const use = useSyncExternalStore(onUpdateWaiting, waitingUpdate, () => undefined);
  if (use === undefined) return null;
  return (
    <div role="status" className={styles.update}>
      <FormattedMessage id="app.update.ready" />
      <button type="button" className={styles.reload} onClick={use}>
        <FormattedMessage id="app.update.reload" />
      </button>
    </div>
  );
}
