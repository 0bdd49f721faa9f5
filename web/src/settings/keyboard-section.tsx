import { useId, useState } from 'react';
import { keepShortcutsOn, shortcutsOn } from '../lib/shortcuts-preference';
import { useHydrated } from '../ui/use-hydrated';
import { SettingsSection } from './settings-section';
import styles from './settings-page.module.css';

/**
 * "Keyboard": shortcuts on or off for this browser, kept at once. Shortcuts need the page's
 * scripts, so the box is live once they run; the server draws it as on, the default.
 */
export function KeyboardSection() {
  const hydrated = useHydrated();
  const checkboxId = useId();
  const hintId = useId();
  // Read when the scripts run; the server has no say in it.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const on = chosen ?? (hydrated ? shortcutsOn() : true);
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
            setChosen(event.target.checked);
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
