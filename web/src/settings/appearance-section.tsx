import type { Theme } from '@marquee/tmdb-types/page-preferences';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../i18n/load-messages';
import { choosePageTheme, pageTheme, THEMES } from '../lib/page-theme';
import { useBrowserChoice } from '../ui/use-browser-choice';
import { SettingsSection } from './settings-section';
import styles from './settings-page.module.css';

const themeNames: Record<Theme, MessageId> = {
  dark: 'settings.appearance.theme.dark',
  light: 'settings.appearance.theme.light',
  system: 'settings.appearance.theme.system',
};

/**
 * "Appearance": the theme, for this browser, turned at once. The server renders every page in it
 * from then on; the choices are live once the page's scripts run.
 */
export function AppearanceSection() {
  const intl = useIntl();
  // The server draws no choice; once the scripts run, the page's own theme shows.
  const [theme, setTheme, hydrated] = useBrowserChoice<Theme | null>(pageTheme, null);
  return (
    <SettingsSection
      title={intl.formatMessage({ id: 'settings.appearance.title' })}
      id="appearance"
    >
      <fieldset className={styles.themes} disabled={!hydrated}>
        <legend>
          <FormattedMessage id="settings.appearance.theme.legend" />
        </legend>
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
            <FormattedMessage id={themeNames[each]} />
          </label>
        ))}
      </fieldset>
    </SettingsSection>
  );
}
