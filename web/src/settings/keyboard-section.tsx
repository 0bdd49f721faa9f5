import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { keepShortcutsOn, shortcutsOn } from '../lib/shortcuts-preference';
import { useBrowserChoice } from '../ui/use-browser-choice';
import { SettingsSection } from './settings-section';
import styles from './settings-page.module.css';

/**
 * "Keyboard": shortcuts on or off for this browser, kept at once. Shortcuts need the page's
 * scripts, so the box is live once they run; the server draws it as on, the default.
 */
export function KeyboardSection() {
  const intl = useIntl();
  const checkboxId = useId();
  const hintId = useId();
  const [on, setOn, hydrated] = useBrowserChoice(() => shortcutsOn(), true);
  return (
    <SettingsSection title={intl.formatMessage({ id: 'settings.keyboard.title' })} id="keyboard">
      <div className={styles.checkbox}>
        <input
          id={checkboxId}
          type="checkbox"
          checked={on}
          disabled={!hydrated}
          aria-describedby={hintId}
          onChange={(event) => {
            keepShortcutsOn(event.target.checked);
            setOn(event.target.checked);
          }}
        />
        <label htmlFor={checkboxId}>
          <FormattedMessage id="settings.keyboard.shortcuts" />
        </label>
      </div>
      <p id={hintId} className={styles.hint}>
        <FormattedMessage id="settings.keyboard.hint" />
      </p>
    </SettingsSection>
  );
}
