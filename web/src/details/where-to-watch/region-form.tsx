import type { WatchRegion } from '@marquee/tmdb-types/watch-providers';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Form, useLocation, useSubmit } from 'react-router-dom';
import { useHydrated } from '../../ui/use-hydrated';
import { WATCH_REGION_PARAM, WHERE_TO_WATCH_ID } from './watch-region';
import styles from './where-to-watch.module.css';
import filterStyles from '../../ui/filter-field.module.css';

export interface RegionFormProps {
  region: string;
  /** The countries to choose from, in the order shown; one not among them still shows, by code. */
  regions: readonly WatchRegion[];
}

function regionLabel({ english_name, native_name }: WatchRegion): string {
  return native_name === '' || native_name === english_name
    ? english_name
    : `${english_name} (${native_name})`;
}

/**
 * The region as a GET form of the address's `watch_region`: a choice changes the address at once
 * (and the page with it, keeping its place); before the scripts run, Show sends the form and the
 * new page opens at the section.
 */
export function RegionForm({ region, regions }: RegionFormProps) {
  const id = useId();
  const submit = useSubmit();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const known = regions.some((entry) => entry.iso_3166_1 === region);
  return (
    <Form
      method="get"
      action={`#${WHERE_TO_WATCH_ID}`}
      preventScrollReset
      className={styles.regionForm}
    >
      <div className={filterStyles.field}>
        <label htmlFor={id}>
          <FormattedMessage id="details.watch.region" />
        </label>
        <select
          id={id}
          name={WATCH_REGION_PARAM}
          value={region}
          // The address without the form's #where-to-watch: the page stays where it is.
          onChange={(event) =>
            void submit(event.currentTarget.form, { action: pathname, preventScrollReset: true })
          }
        >
          {!known && <option value={region}>{region}</option>}
          {regions.map((entry) => (
            <option key={entry.iso_3166_1} value={entry.iso_3166_1}>
              {regionLabel(entry)}
            </option>
          ))}
        </select>
      </div>
      {!hydrated && (
        <button type="submit" className={styles.show}>
          <FormattedMessage id="details.watch.show" />
        </button>
      )}
    </Form>
  );
}
