import { useIntl } from 'react-intl';
import { LanguagePicker } from '../ui/language-picker';
import { SettingsSection } from './settings-section';

/** "Language": the app's language for this browser; every page is rendered in it from then on. */
export function LanguageSection() {
  const intl = useIntl();
  return (
    <SettingsSection title={intl.formatMessage({ id: 'settings.language.title' })} id="language">
      <LanguagePicker />
    </SettingsSection>
  );
}
