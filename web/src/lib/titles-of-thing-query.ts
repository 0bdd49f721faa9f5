import type { CompanyDetails, NetworkDetails } from '@marquee/tmdb-types/company';
import type { Keyword } from '@marquee/tmdb-types/keyword';
import { queryOptions } from '@tanstack/react-query';
import { fetchCatalogue } from './catalogue-client';

/** What a list of titles can be of: a studio's, a network's, a keyword's. */
export type TitlesOfKind = 'company' | 'network' | 'keyword';

export interface TitlesOfThings {
  company: CompanyDetails;
  network: NetworkDetails;
  keyword: Keyword;
}

export type TitlesOfThing = TitlesOfThings[TitlesOfKind];

/**
 * `3/company/{id}`, `3/network/{id}`, `3/keyword/{id}`: members only, as discover is. Their pages
 * and browse's chips (their names) share it.
 */
export function titlesOfThingQueryOptions(kind: TitlesOfKind, id: number) {
  return queryOptions({
    queryKey: [kind, id] as const,
    queryFn: ({ signal, client }) =>
      fetchCatalogue<TitlesOfThing>(`3/${kind}/${id}`, {}, { signal, client, member: true }),
    // No such company, network or keyword: the page says Not Found.
    meta: { expectsNotFound: true },
  });
}
