import { useHideWatchedSetting } from './member-settings';
import { failureReason, reportWriteFailure } from './library-writes';
import styles from './hide-watched-toggle.module.css';

/**
 * "Hide watched" on browse and search: the member's setting, kept by the server so it follows
 * them to every device. It changes at once, and back with the reason if the server refuses.
 */
export function HideWatchedToggle() {
  const hideWatched = useHideWatchedSetting();
  return (
    <div className={styles.toggle}>
      <label>
        <input
          type="checkbox"
          checked={hideWatched.checked}
          // Until the setting is in, a change could undo one made on another device.
          disabled={!hideWatched.isLoaded && !hideWatched.isError}
          onChange={(event) =>
            hideWatched.set(event.target.checked, { onError: reportWriteFailure })
          }
        />
        Hide watched
      </label>
      {hideWatched.error && (
        <p role="alert" className={styles.failure}>
          Couldn't change Hide watched: {failureReason(hideWatched.error)}.
        </p>
      )}
    </div>
  );
}
