import { useState } from 'react';
import { useMemberSettings, useUpdateMemberSettings } from '../settings/member-settings';
import { failureReason, reportWriteFailure } from './page/library-writes';
import styles from './hide-watched-toggle.module.css';

/**
 * "Hide watched" on browse and search: the member's setting, kept by the server so it follows
 * them to every device. It changes at once, and back with the reason if the server refuses.
 */
export function HideWatchedToggle() {
  const { settings, isLoaded, isError } = useMemberSettings();
  const update = useUpdateMemberSettings();
  // The cache has the change at once, but tells its readers a task later; meanwhile React would
  // put the box back as it was, and the browser may paint that. What was asked shows until the
  // server answers; then the cache, read afresh on that render, has the answer or the old value.
  const [asked, setAsked] = useState<boolean | null>(null);
  return (
    <div className={styles.toggle}>
      <label>
        <input
          type="checkbox"
          checked={asked ?? settings.hide_watched}
          // Until the setting is in, a change could undo one made on another device.
          disabled={!isLoaded && !isError}
          onChange={(event) => {
            const hide = event.target.checked;
            setAsked(hide);
            update.mutate(
              { hide_watched: hide },
              { onError: reportWriteFailure, onSettled: () => setAsked(null) },
            );
          }}
        />
        Hide watched
      </label>
      {update.isError && (
        <p role="alert" className={styles.failure}>
          Couldn't change Hide watched: {failureReason(update.error)}.
        </p>
      )}
    </div>
  );
}
