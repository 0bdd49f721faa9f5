import type { LibraryTitle } from '@marquee/tmdb-types/account';
import type { AnyListItem } from '@marquee/tmdb-types/media';
import type { Page } from '@marquee/tmdb-types/page';
import {
  createLibraryStore,
  openLibraryDatabase,
  MAX_TITLES_REMEMBERED_AT_ONCE,
  type TitleRef,
} from '../../server/src/testing.js';
import type { Workload } from './api-workloads.js';
import { fillLibraries, itemsIn } from './library-fill.js';
import type { Mix } from './library-fill.js';

const CARDS_PER_PAGE = 20;

/** The member's uid, as the server reads it from the ID token (its `user_id` claim). */
export function uidOfToken(idToken: string): string {
  const claims = idToken.split('.')[1];
  let uid: unknown;
  try {
    uid = (
      JSON.parse(Buffer.from(claims ?? '', 'base64url').toString('utf8')) as { user_id?: unknown }
    ).user_id;
  } catch {
    uid = undefined;
  }
  if (typeof uid !== 'string' || uid === '') throw new Error('The ID token carries no user id');
  return uid;
}

/**
 * What the web app asks of a member's library most: the Library page's first tab (the watchlist,
 * newest first) and, for every page of cards anywhere, the states of its 20 titles in one request.
 */
export function libraryWorkloads(uid: string, titles: readonly TitleRef[]): Workload[] {
  const account = `/3/account/${encodeURIComponent(uid)}`;
  const pages: string[] = [];
  for (let start = 0; start + CARDS_PER_PAGE <= titles.length; start += CARDS_PER_PAGE) {
    const items = titles
      .slice(start, start + CARDS_PER_PAGE)
      .map((title) => `${title.mediaType}:${title.mediaId}`)
      .join(',');
    pages.push(`${account}/account_states?items=${items}`);
  }
  return [
    {
      name: 'library-watchlist',
      label: 'library: watchlist page 1, newest first',
      paths: [`${account}/watchlist?page=1&sort_by=created_at.desc`],
    },
    { name: 'library-states', label: 'library: account_states of 20 cards', paths: pages },
  ];
}

/**
 * Real titles of the catalogue in the order of its popular lists, two movies to each show (the
 * default catalogue's proportion), as list items: what a library remembers of each.
 */
export async function catalogueTitles(
  origin: string,
  headers: Record<string, string>,
  count: number,
): Promise<LibraryTitle[]> {
  const popular = async <T extends 'movie' | 'tv'>(media: T, wanted: number) => {
    const items: AnyListItem[] = [];
    for (let page = 1; items.length < wanted; page += 1) {
      const response = await fetch(`${origin}/3/${media}/popular?page=${page}`, { headers });
      if (!response.ok) throw new Error(`/3/${media}/popular answered ${response.status}`);
      const { results, total_pages: totalPages } = (await response.json()) as Page<AnyListItem>;
      items.push(...results);
      if (page >= totalPages) break;
    }
    return items.slice(0, wanted).map((item) => ({ ...item, media_type: media }) as LibraryTitle);
  };
  const shows = await popular('tv', Math.ceil(count / 3));
  const movies = await popular('movie', count - shows.length);
  const titles: LibraryTitle[] = [];
  while (titles.length < count && (movies.length > 0 || shows.length > 0)) {
    const next =
      titles.length % 3 === 2
        ? (shows.shift() ?? movies.shift())
        : (movies.shift() ?? shows.shift());
    if (next) titles.push(next);
  }
  if (titles.length < count)
    throw new Error(`The catalogue has only ${titles.length} titles, not ${count}`);
  return titles;
}

export const refOf = (title: LibraryTitle): TitleRef => ({
  mediaType: title.media_type,
  mediaId: title.id,
});

/**
 * Fills a running server's library (its SQLite file: WAL lets the server go on reading) for one
 * member: the titles' details as adding them would remember them, then `mix` rows of them. Checks
 * through the API that the server sees them.
 */
export async function fillMemberLibrary(
  server: { origin: string; libraryDb: string },
  idToken: string,
  titles: readonly LibraryTitle[],
  mix: Mix,
): Promise<void> {
  const uid = uidOfToken(idToken);
  const needed = Math.max(...Object.values(mix));
  if (titles.length < needed)
    throw new Error(`A library of this mix needs ${needed} distinct titles, not ${titles.length}`);
  const database = await openLibraryDatabase({ engine: 'sqlite', file: server.libraryDb });
  try {
    const store = createLibraryStore(database);
    for (let start = 0; start < titles.length; start += MAX_TITLES_REMEMBERED_AT_ONCE)
      await store.rememberTitles(titles.slice(start, start + MAX_TITLES_REMEMBERED_AT_ONCE));
    await fillLibraries(
      database,
      [{ uid, titleAt: (index) => refOf(titles[index] as LibraryTitle) }],
      mix,
    );
  } finally {
    await database.close();
  }
  const response = await fetch(`${server.origin}/3/account/${encodeURIComponent(uid)}/watchlist`, {
    headers: { authorization: `Bearer ${idToken}` },
  });
  const page = (await response.json()) as Page<LibraryTitle>;
  if (!response.ok || page.total_results !== mix.watchlist)
    throw new Error(
      `After filling ${itemsIn(mix)} library items the server's watchlist answered ${response.status} ` +
        `with ${page.total_results} titles, not ${mix.watchlist}`,
    );
}
