import type { Theme } from '@marquee/tmdb-types/page-preferences';
import { choosePageTheme, pageTheme, THEMES } from '../lib/page-theme';
import { useBrowserChoice } from '../ui/use-browser-choice';
import { SettingsSection } from './settings-section';
import styles from './settings-page.module.css';

const themeNames: Record<Theme, string> = {
  dark: 'Dark',
  light: 'Light',
  system: "Follow this device's setting",
};

/**
 * "Appearance": the theme, for this browser, turned at once. The server renders every page in it
 * from then on; the choices are live once the page's scripts run.
 */
export function AppearanceSection() {
  // The server draws no choice; once the scripts run, the page's own theme shows.
  const [theme, setTheme, hydrated] = useBrowserChoice<Theme | null>(pageTheme, null);
  return (
    <SettingsSection title="Appearance" id="appearance">
      <fieldset className={styles.themes} disabled={!hydrated}>
        <legend>Theme</legend>
        {THEMES.map((each) => (
          <label key={each} className={styles.themeChoice}>
            <input
              type="radio"
              name="theme"
              value={each}
              checked={theme === each}
              onChange={() => {
                choosePageTheme(each);
                setTheme(each);
              }}
            />
            {themeNames[each]}
          </label>
        ))}
      </fieldset>
    </SettingsSection>
  );
}
