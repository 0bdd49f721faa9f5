import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { isLanguage, LANGUAGES, type Language } from '../i18n/languages';
import { choosePageLanguage } from '../i18n/page-language';
import styles from './language-picker.module.css';
import { useHydrated } from './use-hydrated';

/**
 * The language the app speaks, for this browser: each named in itself, so anybody finds theirs.
 * Applied by a button rather than on change, as it draws the page again (the server renders it
 * in the new language); live once the page's scripts run.
 */
export function LanguagePicker() {
  const intl = useIntl();
  const current = intl.locale as Language;
  const [chosen, setChosen] = useState<Language>(current);
  const hydrated = useHydrated();
  const selectId = useId();

  function apply(event: FormEvent) {
    event.preventDefault();
    if (chosen !== current) choosePageLanguage(chosen);
  }

  return (
    <form className={styles.picker} onSubmit={apply}>
      <label htmlFor={selectId}>{intl.formatMessage({ id: 'language.label' })}</label>
      <select
        id={selectId}
        value={chosen}
        disabled={!hydrated}
        onChange={(event) => {
          if (isLanguage(event.target.value)) setChosen(event.target.value);
        }}
      >
        {LANGUAGES.map(({ tag, name }) => (
          <option key={tag} value={tag} lang={tag}>
            {name}
          </option>
        ))}
      </select>
      <button type="submit" className={styles.apply} disabled={!hydrated || chosen === current}>
        {intl.formatMessage({ id: 'language.apply' })}
      </button>
    </form>
  );
}
