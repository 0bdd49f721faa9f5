import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { watchRegionName, watchRegionsQueryOptions } from '../lib/watch-regions-query';
import type { BrowseFilters } from './browse-query';
import { movieCertificationsQueryOptions } from './certification-list-query';
import { FilterSelect } from './filter-select';
import type { FiltersChange } from './list-filters';

export interface CertificationFilterProps {
  filters: BrowseFilters;
  /** The country shown while the URL names none: the member's, else the visitor's. */
  defaultCountry: string | undefined;
  onChange: FiltersChange;
}

/** A movie's certification in a country: exactly one rating, or up to one. */
export function CertificationFilter({
  filters,
  defaultCountry,
  onChange,
}: CertificationFilterProps) {
  const intl = useIntl();
  const id = useId();
  const { data } = useQuery(movieCertificationsQueryOptions());
  const { data: regions } = useQuery(watchRegionsQueryOptions());
  const systems = data?.certifications ?? {};
  // The member's or visitor's country when it rates films, else TMDB's default.
  const country =
    filters.certCountry ??
    (defaultCountry !== undefined && systems[defaultCountry] ? defaultCountry : 'US');
  const ratings = [...(systems[country] ?? [])]
    .sort((a, b) => a.order - b.order)
    .map((rating) => ({ value: rating.certification, label: rating.certification }));
  const countries = Object.keys(systems)
    .map((code) => ({ value: code, label: watchRegionName(regions, code) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));

  // The country goes into the URL with a rating, which means nothing without it.
  function rate(name: 'cert' | 'cert_max', value: string) {
    const other = name === 'cert' ? filters.certMax : filters.cert;
    onChange({ cert_country: value !== '' || other ? country : '', [name]: value });
  }

  return (
    <>
      <FilterSelect
        id={`${id}-country`}
        label={intl.formatMessage({ id: 'browse.certification.country' })}
        anyLabel={intl.formatMessage({ id: 'browse.certification.chooseCountry' })}
        options={countries}
        value={country}
        unlisted={(code) => watchRegionName(regions, code)}
        // Another country rates with other words.
        onChange={(next) => onChange({ cert_country: next, cert: '', cert_max: '' })}
      />
      <FilterSelect
        id={`${id}-cert`}
        label={intl.formatMessage({ id: 'browse.certification.label' })}
        anyLabel={intl.formatMessage({ id: 'browse.filters.any' })}
        options={ratings}
        value={filters.cert}
        onChange={(value) => rate('cert', value)}
      />
      <FilterSelect
        id={`${id}-cert-max`}
        label={intl.formatMessage({ id: 'browse.certification.atMost' })}
        anyLabel={intl.formatMessage({ id: 'browse.filters.any' })}
        options={ratings}
        value={filters.certMax}
        onChange={(value) => rate('cert_max', value)}
      />
    </>
  );
}
