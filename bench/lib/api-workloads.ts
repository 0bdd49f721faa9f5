import type { AnyListItem } from '@marquee/tmdb-types/media';
import type { Page } from '@marquee/tmdb-types/page';

export type WorkloadName =
  | 'trending-1'
  | 'trending-pages'
  | 'details'
  | 'search'
  | 'search-last-letter'
  | 'seasons'
  | 'episodes'
  | 'airing'
  | 'image'
  | 'library-watchlist'
  | 'library-states'
  | 'progress-up-next'
  | 'progress-calendar'
  | 'progress-show'
  | 'discover-filters'
  | 'my-services';

export interface Workload {
  name: WorkloadName;
  label: string;
  /** Every path the workload may ask for; each request picks one at random. */
  paths: string[];
}

export interface Snapshot {
  status: number;
  contentType: string;
  body: Buffer;
}

const MAX_TRENDING_PAGES = 100;
const LIST_PAGES = { movie: 8, tv: 4, person: 4 } as const;
const MAX_PREFIXES = 120;
// A generated show has season 1 and at least six episodes in it on any day.
const EPISODES_IN_EVERY_SEASON = 6;
const AIRING_PAGES = 5;

/**
 * Builds the workloads from what the server actually holds: valid pages, ids and title prefixes,
 * fetched once, so every randomised request is a 200.
 */
export async function discoverWorkloads(
  origin: string,
  headers: Record<string, string>,
): Promise<Workload[]> {
  const getJson = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${origin}${path}`, { headers });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const first = await getJson<Page<AnyListItem>>('/3/trending/movie/day');
  const pageCount = Math.min(first.total_pages, MAX_TRENDING_PAGES);
  const trendingPages = range(1, pageCount).map((page) => `/3/trending/movie/day?page=${page}`);

  const detailPaths: string[] = [];
  const titles: string[] = [];
  for (const media of ['movie', 'tv', 'person'] as const) {
    for (const page of range(1, LIST_PAGES[media])) {
      const list = await getJson<Page<AnyListItem>>(`/3/${media}/popular?page=${page}`);
      for (const item of list.results) {
        detailPaths.push(`/3/${media}/${item.id}`);
        titles.push(titleOf(item));
      }
    }
  }

  const poster = first.results.find((item) => 'poster_path' in item && item.poster_path);
  if (!poster || !('poster_path' in poster)) throw new Error('No trending movie has a poster');

  return [
    { name: 'trending-1', label: 'trending page 1', paths: ['/3/trending/movie/day'] },
    { name: 'trending-pages', label: 'random trending pages', paths: trendingPages },
    { name: 'details', label: 'random movie/tv/person details', paths: unique(detailPaths) },
    { name: 'search', label: 'random search prefixes', paths: searchPaths(titles) },
    { name: 'image', label: 'image (w500 poster)', paths: [`/t/p/w500${poster.poster_path}`] },
  ];
}

/** Every response body of every workload, as Marquee sends it: what the peers will serve. */
export async function snapshotWorkloads(
  origin: string,
  workloads: readonly Workload[],
  headers: Record<string, string>,
): Promise<Map<string, Snapshot>> {
  const snapshots = new Map<string, Snapshot>();
  for (const path of workloads.flatMap((workload) => workload.paths)) {
    const response = await fetch(`${origin}${path}`, { headers });
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    snapshots.set(path, {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      body,
    });
  }
  return snapshots;
}

/**
 * Searches whose last word is one letter, as a person types past a word ("Broken T"), asked for
 * once each and timed cold (no rounds: their cached answers cost what any other's do). Also "the a"
 * to "the z", the broadest such searches, and pairs of one-letter words ("a b", "x y").
 */
export async function discoverLastLetterSearches(
  origin: string,
  headers: Record<string, string>,
): Promise<Workload> {
  const titles: string[] = [];
  for (const media of ['movie', 'tv'] as const) {
    const response = await fetch(`${origin}/3/${media}/popular`, { headers });
    if (!response.ok) throw new Error(`/3/${media}/popular answered ${response.status}`);
    titles.push(...((await response.json()) as Page<AnyListItem>).results.map(titleOf));
  }
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const queries = new Set<string>();
  for (const title of titles) {
    const [first, second] = title.toLowerCase().split(/[^\p{L}\p{N}]+/u);
    if (first && first.length >= 2 && second) queries.add(`${first} ${second[0]}`);
  }
  for (const letter of letters) queries.add(`the ${letter}`);
  for (let index = 0; index + 1 < letters.length; index += 2)
    queries.add(`${letters[index]} ${letters[index + 1]}`);
  return {
    name: 'search-last-letter',
    label: 'searches whose last word is one letter',
    paths: [...queries].map((query) => `/3/search/multi?query=${encodeURIComponent(query)}`),
  };
}

/**
 * Of the calendar's workloads, the answers a show's pages ask for: run in the 1,000,000-title
 * server's rounds too, after their cold answers, so their cached answers are measured as well.
 */
export const SEASON_WORKLOADS: readonly WorkloadName[] = ['seasons', 'episodes'];

/**
 * Seasons, episodes and the airing lists, made from the shows' plans on the server's day (nothing
 * stored), asked for once each and timed cold like the last-letter searches. Paths are built from
 * the popular shows' ids alone, so no answer they time is fetched before. A list's first page
 * makes the day's list; its other pages are served from it.
 */
export async function discoverCalendarWorkloads(
  origin: string,
  headers: Record<string, string>,
): Promise<Workload[]> {
  const shows: number[] = [];
  for (const page of range(1, LIST_PAGES.tv)) {
    const response = await fetch(`${origin}/3/tv/popular?page=${page}`, { headers });
    if (!response.ok) throw new Error(`/3/tv/popular answered ${response.status}`);
    shows.push(...((await response.json()) as Page<AnyListItem>).results.map((item) => item.id));
  }
  const pages = range(1, AIRING_PAGES);
  return [
    {
      name: 'seasons',
      label: 'seasons of popular shows',
      paths: shows.map((id) => `/3/tv/${id}/season/1`),
    },
    {
      name: 'episodes',
      label: 'episodes of popular shows',
      paths: shows.map(
        (id, index) => `/3/tv/${id}/season/1/episode/${1 + (index % EPISODES_IN_EVERY_SEASON)}`,
      ),
    },
    {
      name: 'airing',
      label: 'airing today and on the air pages',
      paths: [
        ...pages.map((page) => `/3/tv/airing_today?page=${page}`),
        ...pages.map((page) => `/3/tv/on_the_air?page=${page}`),
      ],
    },
  ];
}

// Prefixes of 2–4 letters of real title words, the way a person starts typing.
function searchPaths(titles: readonly string[]): string[] {
  const prefixes = new Set<string>();
  titles.forEach((title, index) => {
    const word = title
      .toLowerCase()
      .split(/[^a-z]+/)
      .find((part) => part.length >= 4);
    if (word) prefixes.add(word.slice(0, 2 + (index % 3)));
  });
  return [...prefixes]
    .slice(0, MAX_PREFIXES)
    .map((prefix) => `/3/search/multi?query=${encodeURIComponent(prefix)}`);
}

function titleOf(item: AnyListItem): string {
  if ('title' in item && typeof item.title === 'string') return item.title;
  if ('name' in item && typeof item.name === 'string') return item.name;
  return '';
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

export type ColdTimes = Partial<Record<WorkloadName, number[]>>;

/**
 * Asks for every path once, one at a time, timing each: answers computed from the catalogue
 * before the server has cached any. Afterwards the rounds measure the steady state.
 */
export async function warmUp(
  origin: string,
  workloads: readonly Workload[],
  headers: Record<string, string>,
): Promise<ColdTimes> {
  const times: ColdTimes = {};
  for (const workload of workloads) {
    for (const path of workload.paths) {
      const started = performance.now();
      const response = await fetch(`${origin}${path}`, { headers });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      (times[workload.name] ??= []).push(performance.now() - started);
    }
  }
  return times;
}
