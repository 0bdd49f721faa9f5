import type { Workload } from './api-workloads.js';

// A member's usual choice: a few services in one region, streamed or free (rent and buy left out).
const SERVICES =
  'with_watch_providers=9001|9002|9003&watch_region=US&with_watch_monetization_types=flatrate|free|ads';

// Browse's lists as the page asks for them (web/src/browse/browse-query.ts), on a few pages each.
const LISTS = [
  '/3/discover/movie?sort_by=popularity.desc',
  '/3/discover/movie?sort_by=vote_average.desc&vote_count.gte=50',
  '/3/discover/movie?sort_by=primary_release_date.desc',
  '/3/discover/movie?sort_by=popularity.desc&with_genres=18',
  '/3/discover/movie?sort_by=popularity.desc&primary_release_year=2015',
  '/3/discover/tv?sort_by=popularity.desc',
  '/3/discover/tv?sort_by=vote_average.desc&vote_count.gte=50&with_genres=18',
];
const PAGES = [1, 2, 3, 4];

/**
 * Issue 23's "Only my services adds ≤ 20%": each browse list without and then with a member's
 * services, side by side, so every pair is timed at the same moment of the run. Even paths are the
 * lists alone, odd ones the same lists narrowed (myServicesPairs reads them so).
 */
export function myServicesWorkload(): Workload {
  const paths = LISTS.flatMap((list) =>
    PAGES.flatMap((page) => [`${list}&page=${page}`, `${list}&${SERVICES}&page=${page}`]),
  );
  return { name: 'my-services', label: 'browse lists with and without Only my services', paths };
}

/** The cold times of myServicesWorkload as [without, with] pairs. */
export function myServicesPairs(times: readonly number[]): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  for (let index = 0; index + 1 < times.length; index += 2)
    pairs.push([times[index]!, times[index + 1]!]);
  return pairs;
}
