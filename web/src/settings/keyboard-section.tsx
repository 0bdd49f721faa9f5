import { useId } from 'react';
import { keepShortcutsOn, shortcutsOn } from '../lib/shortcuts-preference';
import { useBrowserChoice } from '../ui/use-browser-choice';
import { SettingsSection } from './settings-section';
import styles from './settings-page.module.css';

/**
 * "Keyboard": shortcuts on or off for this browser, kept at once. Shortcuts need the page's
 * scripts, so the box is live once they run; the server draws it as on, the default.
 */
export function KeyboardSection() {
  const checkboxId = useId();
  const hintId = useId();
  const [on, setOn, hydrated] = useBrowserChoice(() => shortcutsOn(), true);
  return (
    <SettingsSection title="Keyboard" id="keyboard">
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
        <label htmlFor={checkboxId}>Keyboard shortcuts</label>
      </div>
      <p id={hintId} className={styles.hint}>
        Press ? anywhere to see them: / to search, g then h for Home, w for the watchlist… They
        never act while you type in a field.
      </p>
    </SettingsSection>
  );
}
