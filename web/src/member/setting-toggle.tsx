import { useSwitchSetting, type SwitchSettingName } from './member-settings';
import { failureReason, reportWriteFailure } from './library-writes';
import styles from './setting-toggle.module.css';

export interface SettingToggleProps {
  setting: SwitchSettingName;
  /** The checkbox's name, also in its failure ("Couldn't change Hide watched: …"). */
  label: string;
}

/**
 * "Hide watched" and "Only my services" on browse and search (and the latter on the watchlist):
 * the member's setting, kept by the server so it follows them to every device. It changes at once,
 * and back with the reason if the server refuses.
 */
export function SettingToggle({ setting, label }: SettingToggleProps) {
  const toggle = useSwitchSetting(setting);
  return (
    <div className={styles.toggle}>
      <label>
        <input
          type="checkbox"
          checked={toggle.checked}
          // Until the setting is in, a change could undo one made on another device.
          disabled={!toggle.isLoaded && !toggle.isError}
          onChange={(event) => toggle.set(event.target.checked, { onError: reportWriteFailure })}
        />
        {label}
      </label>
      {toggle.error && (
        <p role="alert" className={styles.failure}>
          Couldn't change {label}: {failureReason(toggle.error)}.
        </p>
      )}
    </div>
  );
}
