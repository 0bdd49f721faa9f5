import type { CompanyDetails, NetworkDetails } from '@marquee/tmdb-types/company';
import type { Keyword } from '@marquee/tmdb-types/keyword';
import { queryOptions } from '@tanstack/react-query';
import { fetchCatalogue } from '../lib/catalogue-client';
import { discoverPageQueryOptions } from '../lib/discover-query';
import { titlesOfKinds, type TitlesOfAddress, type TitlesOfKind } from './titles-of-address';

export interface TitlesOfThings {
  company: CompanyDetails;
  network: NetworkDetails;
  keyword: Keyword;
}

export type TitlesOfThing = TitlesOfThings[TitlesOfKind];

/** `3/company/{id}`, `3/network/{id}`, `3/keyword/{id}`: members only, as discover is. */
export function titlesOfThingQueryOptions(kind: TitlesOfKind, id: number) {
  return queryOptions({
    queryKey: [kind, id] as const,
    queryFn: ({ signal, client }) =>
      fetchCatalogue<TitlesOfThing>(`3/${kind}/${id}`, {}, { signal, client, member: true }),
    // No such company, network or keyword: the page says Not Found.
    meta: { expectsNotFound: true },
  });
}

/** A page of the thing's titles of one media type, most popular first. */
export function titlesOfListQueryOptions({ kind, id, mediaType }: TitlesOfAddress, page: number) {
  return discoverPageQueryOptions(
    mediaType,
    { sort_by: 'popularity.desc', [titlesOfKinds[kind].filter]: id },
    page,
  );
}
