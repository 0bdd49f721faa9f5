import { useSwitchSetting, type SwitchSettingName } from './member-settings';
import { FormattedMessage, useIntl } from 'react-intl';
import { failureReasonMessage, reportWriteFailure } from './library-writes';
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
  const intl = useIntl();
  const toggle = useSwitchSetting(setting);
  const reason = toggle.error && failureReasonMessage(toggle.error);
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
      {reason && (
        <p role="alert" className={styles.failure}>
          <FormattedMessage
            id="member.settingToggle.failure"
            values={{ label, reason: intl.formatMessage({ id: reason.id }, reason.values) }}
          />
        </p>
      )}
    </div>
  );
}
