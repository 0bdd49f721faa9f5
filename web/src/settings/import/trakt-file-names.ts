/*
 * The names in Trakt's "Export your data" zip (FORMATS.md 1.1): one file per endpoint of Trakt's
 * API, `<base>.json`, or `<base>-<page>.json` when the endpoint took more than one page, with or
 * without a `-1` file; and one `lists-list-<trakt id>-<slug>[-<page>].json` per custom list.
 */

/** The files whose entries come in, each read its own way. */
export type TraktReadKind =
  | 'watched-history'
  | 'ratings-movies'
  | 'ratings-shows'
  | 'ratings-seasons'
  | 'ratings-episodes'
  | 'lists-watchlist'
  /** The custom lists themselves: only their names and descriptions are read. */
  | 'lists-lists';

const readKinds: ReadonlySet<string> = new Set<TraktReadKind>([
  'watched-history',
  'ratings-movies',
  'ratings-shows',
  'ratings-seasons',
  'ratings-episodes',
  'lists-watchlist',
  'lists-lists',
]);

/** Trakt's files that hold personal data Marquee does not need: the e-mail address. */
const personalBases: ReadonlySet<string> = new Set(['user-settings']);

/**
 * Trakt's files that Marquee leaves alone, unopened. `watched-movies` and `watched-shows` only
 * count what `watched-history` lists play by play.
 */
const ignoredBases: ReadonlySet<string> = new Set([
  'user-profile',
  'user-last-activities',
  'user-stats',
  'user-saved-filters',
  'hidden-calendar',
  'hidden-progress-watched',
  'hidden-progress-watched-reset',
  'hidden-progress-collected',
  'hidden-recommendations',
  'network-followers-requests',
  'network-followers',
  'network-following',
  'network-friends',
  'likes-comments',
  'likes-lists',
  'comments-movies',
  'comments-shows',
  'comments-seasons',
  'comments-episodes',
  'comments-lists',
  'notes-movies',
  'notes-shows',
  'notes-seasons',
  'notes-episodes',
  'notes-people',
  'notes-activities',
  'notes-collection_items',
  'notes-ratings',
  'watched-movies',
  'watched-shows',
  'watched-playback',
  'collection-movies',
  'collection-shows',
  'collection-episodes',
  'lists-favorites',
  'lists-collaborations',
  // The endpoints that failed, written by the exporter itself.
  '_errors',
]);

export type TraktFileName =
  | { role: 'read'; kind: TraktReadKind; page: number }
  /** `rest` is the slug, and the page when there is one: only the list's files together tell. */
  | { role: 'read'; kind: 'lists-list'; listId: number; rest: string }
  | { role: 'ignored' | 'personal' };

/*
 * A page number is 1 to 999 with no leading zero: at 250 plays a page (1,000 before June 2026)
 * that is 250,000 plays, five times what one import takes. A longer number belongs to the name,
 * so `lists-watchlist-2025.json` is not page 2025 of the watchlist (FORMATS.md 1.6): Trakt writes
 * custom lists as `lists-list-…`, and that name is none of its files.
 */
const pagedName = /^(.+?)(?:-([1-9]\d{0,2}))?\.json$/;
const pageNumber = /^[1-9]\d{0,2}$/;
const customListName = /^lists-list-(\d+)-(.+)\.json$/;

/** What a file of Trakt's export is, by its name; undefined for a name Trakt does not write. */
export function traktFileName(name: string): TraktFileName | undefined {
  const list = customListName.exec(name);
  if (list)
    return { role: 'read', kind: 'lists-list', listId: Number(list[1]), rest: list[2] ?? '' };
  const paged = pagedName.exec(name);
  if (!paged) return undefined;
  const base = paged[1] ?? '';
  if (readKinds.has(base))
    return { role: 'read', kind: base as TraktReadKind, page: Number(paged[2] ?? 1) };
  if (personalBases.has(base)) return { role: 'personal' };
  if (ignoredBases.has(base)) return { role: 'ignored' };
  return undefined;
}

/**
 * A custom list's slug from the rest of its files' names (after `lists-list-<id>-`). One file is
 * the whole slug; with pages, either `x` + `x-2` … (no `-1`) or `x-1` + `x-2` …. A slug may end in
 * a number itself ("top-10"), so it is told from the page by the other files, never alone.
 */
export function customListSlug(rests: readonly string[]): string {
  const [shortest] = [...rests].sort((a, b) => a.length - b.length);
  if (shortest === undefined) return '';
  const pagesOfShortest = rests.every(
    (rest) =>
      rest === shortest ||
      (rest.startsWith(`${shortest}-`) && pageNumber.test(rest.slice(shortest.length + 1))),
  );
  if (pagesOfShortest) return shortest;
  return shortest.replace(/-[1-9]\d{0,2}$/, '');
}

/** The page of one of a custom list's files, once its slug is known. */
export function customListPage(rest: string, slug: string): number {
  return rest === slug ? 1 : Number(rest.slice(slug.length + 1)) || 1;
}
