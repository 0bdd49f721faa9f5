import { useId, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import filterStyles from '../../ui/filter-field.module.css';
import { useHydrated } from '../../ui/use-hydrated';
import styles from '../settings-page.module.css';

/** The browser's zone and every zone it knows; none on the server, where neither is the person's. */
function zoneChoices(hydrated: boolean): { browser: string; zones: readonly string[] } {
  if (!hydrated) return { browser: '', zones: [] };
  const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return { browser, zones: Intl.supportedValuesOf('timeZone') };
}

/**
 * The zone the person lived in while they kept their history: TV Time's export gives times with
 * no zone, and every watch's day is its day there. '' is the browser's own zone.
 */
export function TimeZoneField({
  value,
  disabled,
  onChange,
}: {
  value: string;
  disabled: boolean;
  onChange(zone: string): void;
}) {
  const intl = useIntl();
  const id = useId();
  const hintId = useId();
  const hydrated = useHydrated();
  const { browser, zones } = useMemo(() => zoneChoices(hydrated), [hydrated]);
  return (
    <div className={`${filterStyles.field} ${styles.stackedField}`}>
      <label htmlFor={id}>
        <FormattedMessage id="import.timeZone.label" />
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">
          {browser === ''
            ? intl.formatMessage({ id: 'import.timeZone.browser' })
            : intl.formatMessage({ id: 'import.timeZone.browserNamed' }, { zone: browser })}
        </option>
        {zones
          .filter((zone) => zone !== browser)
          .map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
      </select>
      <p id={hintId} className={styles.hint}>
        <FormattedMessage id="import.timeZone.hint" />
      </p>
    </div>
  );
}
