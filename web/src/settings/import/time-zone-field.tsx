import { useId, useMemo } from 'react';
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
  const id = useId();
  const hintId = useId();
  const hydrated = useHydrated();
  const { browser, zones } = useMemo(() => zoneChoices(hydrated), [hydrated]);
  return (
    <div className={`${filterStyles.field} ${styles.stackedField}`}>
      <label htmlFor={id}>Time zone of your watch history</label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">
          {browser === '' ? "This browser's zone" : `${browser} (this browser's)`}
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
        TV Time's export gives times without a zone: they are read in this one. Each watch is dated
        on its day in it.
      </p>
    </div>
  );
}
