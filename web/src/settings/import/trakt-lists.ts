import type { Message } from '../../i18n/message';
import {
  type ImportListHead,
  matchLabel,
  type ParsedImport,
  type RowLabel,
  type RowSource,
  type SourceTitle,
} from './import-records';
import { instantOf } from './import-times';
import { eachTraktEntry, type TraktFile } from './trakt-pages';
import {
  episodeCode,
  episodeNumber,
  objectOf,
  showPartLabel,
  showSeasonLabel,
  traktId,
  traktMatchRow,
  type JsonObject,
} from './trakt-titles';

/*
 * lists-watchlist and each custom list (lists-list-<id>-<slug>): entries `{rank, id, listed_at,
 * notes, type, movie|show|season|episode|person}`. Movies and shows come in; the rest is listed
 * as left out. lists-lists names the custom lists: `{name, description, created_at, ids: {trakt,
 * slug}, …}`.
 */

/** A list entry's own id: the same entry on two overlapping pages counts once. */
function itemKey(entry: JsonObject): string | undefined {
  return typeof entry.id === 'number' ? String(entry.id) : undefined;
}

/** What else a Trakt list may hold, in words. */
const notTitles: ReadonlySet<string> = new Set(['season', 'episode', 'person']);

/** What Marquee has that holds titles only, to say why an entry that is none is left out. */
type TitlesOnly = 'watchlist' | 'lists';

interface ListedTitle {
  title: SourceTitle;
  added_at?: string;
  rank: number;
}

/**
 * Reads a list's entries: its movies and shows in the list's order (by rank; ranks may repeat,
 * then the file's order), the rest left out with `holds` ("Marquee's watchlist holds") saying why.
 */
async function readListEntries(
  pages: readonly TraktFile[],
  holds: TitlesOnly,
  parsed: ParsedImport,
): Promise<ListedTitle[]> {
  const titles: ListedTitle[] = [];
  function skip(source: RowSource, label: RowLabel, reason: Message) {
    parsed.skipped.push({ source, label, reason });
  }
  await eachTraktEntry(pages, 'list entries', itemKey, (value, source) => {
    const entry = objectOf(value);
    const type = entry?.type;
    if (entry && (type === 'movie' || type === 'show')) {
      const match = traktMatchRow(entry[type], type === 'movie' ? 'movie' : 'tv');
      const label: RowLabel = { id: type === 'movie' ? 'import.label.movie' : 'import.label.show' };
      if (!match) return skip(source, label, { id: 'import.trakt.noTitle' });
      const addedAt = typeof entry.listed_at === 'string' ? instantOf(entry.listed_at) : undefined;
      titles.push({
        title: { match, source },
        ...(addedAt === undefined ? {} : { added_at: addedAt }),
        rank: typeof entry.rank === 'number' ? entry.rank : Infinity,
      });
      return;
    }
    if (!entry || typeof type !== 'string' || !notTitles.has(type))
      return skip(source, { id: 'import.label.entry' }, { id: 'import.trakt.notTitle' });
    skip(source, notTitleLabel(entry, type), {
      id: holds === 'watchlist' ? 'import.trakt.watchlistHolds' : 'import.trakt.listsHold',
      values: { type },
    });
  });
  // Stable: entries of one rank keep the file's order.
  return titles.sort((a, b) => (a.rank === b.rank ? 0 : a.rank < b.rank ? -1 : 1));
}

/** "Friends (1994) season 4", "Friends (1994) S01E02", "Bong Joon-ho". */
function notTitleLabel(entry: JsonObject, type: string): RowLabel {
  if (type === 'person') {
    const name = objectOf(entry.person)?.name;
    return typeof name === 'string' && name.trim() !== ''
      ? name.trim()
      : { id: 'import.label.person' };
  }
  const show = traktMatchRow(entry.show, 'tv');
  const part = objectOf(entry[type]);
  if (type === 'season') return showSeasonLabel(show, episodeNumber(part?.number));
  const season = episodeNumber(part?.season);
  const number = episodeNumber(part?.number);
  if (season !== undefined && number !== undefined)
    return showPartLabel(show, episodeCode(season, number));
  return show === undefined
    ? { id: 'import.label.episode' }
    : { id: 'import.label.showEpisode', values: { show: matchLabel(show) } };
}

export async function readTraktWatchlist(
  pages: readonly TraktFile[],
  parsed: ParsedImport,
): Promise<void> {
  for (const { title, added_at } of await readListEntries(pages, 'watchlist', parsed))
    parsed.records.push({
      kind: 'watchlist',
      title,
      ...(added_at === undefined ? {} : { added_at }),
    });
}

export async function readTraktCustomList(
  pages: readonly TraktFile[],
  list: ImportListHead,
  parsed: ParsedImport,
): Promise<void> {
  parsed.lists.push(list);
  for (const { title, added_at } of await readListEntries(pages, 'lists', parsed))
    parsed.records.push({
      kind: 'list-item',
      title,
      list,
      ...(added_at === undefined ? {} : { added_at }),
    });
}

/** The custom lists' names and descriptions, by Trakt's id of the list. */
export async function readTraktListHeads(
  pages: readonly TraktFile[],
): Promise<Map<number, ImportListHead>> {
  const heads = new Map<number, ImportListHead>();
  await eachTraktEntry(
    pages,
    'lists',
    () => undefined,
    (value) => {
      const entry = objectOf(value);
      const id = traktId(entry);
      const name = typeof entry?.name === 'string' ? entry.name.trim() : '';
      // Only names what the list's own file brings: a list without a name gets its slug's.
      if (!entry || id === undefined || name === '') return;
      const description = typeof entry.description === 'string' ? entry.description : '';
      const createdAt =
        typeof entry.created_at === 'string' ? instantOf(entry.created_at) : undefined;
      heads.set(id, {
        name,
        description,
        ...(createdAt === undefined ? {} : { created_at: createdAt }),
      });
    },
  );
  return heads;
}

/** "my-top-10" → "My top 10": a list's name when lists-lists.json does not give it. */
export function listNameOfSlug(slug: string, listId: number): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words === '' ? `Trakt list ${listId}` : words.charAt(0).toUpperCase() + words.slice(1);
}
