import type { CertificationList } from '@marquee/tmdb-types/certifications';
import { queryOptions } from '@tanstack/react-query';
import { fetchCatalogue } from '../lib/catalogue-client';

/** `3/certification/movie/list`: each country's ratings for films, members only. */
export function movieCertificationsQueryOptions() {
  return queryOptions({
    queryKey: ['certifications', 'movie'] as const,
    queryFn: ({ signal, client }) =>
      fetchCatalogue<CertificationList>(
        '3/certification/movie/list',
        {},
        { signal, client, member: true },
      ),
    // A country's rating system changes about once a decade.
    staleTime: Infinity,
  });
}
