import type { LibraryTitle } from '@marquee/tmdb-types/account';
import type {
  ImportBody,
  ImportDiaryEntry,
  ImportList,
  ImportRating,
  ImportTitle,
  ImportWatched,
} from '@marquee/tmdb-types/library-transfer';
import type { ImportListHead, ImportRecord } from './import-records';
import { candidateValue, type ImportChoices, type ImportPreview } from './import-preview';
import { matchKey } from './match-import';

/** The catalogue title a record comes to: its match, or the candidate the person picked. */
function resolvedTitle(
  preview: ImportPreview,
  choices: ImportChoices,
  record: ImportRecord,
): LibraryTitle | undefined {
  const key = matchKey(record.title.match);
  const result = preview.results.get(key);
  if (result?.status === 'matched') return result.title;
  if (result?.status === 'ambiguous') {
    const choice = choices[key];
    return result.candidates.find((candidate) => candidateValue(candidate) === choice);
  }
  return undefined;
}

// Plain assignments, not spreads: this runs for every row of up to 50,000, on the main thread.
function importTitle(title: LibraryTitle, addedAt: string | undefined): ImportTitle {
  const entry: ImportTitle = { media_type: title.media_type, media_id: title.id };
  if (addedAt !== undefined) entry.added_at = addedAt;
  return entry;
}

/**
 * The body of POST /import from the matched rows and the picked candidates: a title once on the
 * watchlist, favourites, a list or as watched (the first row; for watched, the earliest day);
 * one rating a title (the latest); every diary row, each a watch of its own.
 */
export function buildImportBody(preview: ImportPreview, choices: ImportChoices): ImportBody {
  const watchlist = new Map<string, ImportTitle>();
  const favorites = new Map<string, ImportTitle>();
  const ratings = new Map<string, ImportRating>();
  const watched = new Map<string, ImportWatched>();
  const diary: ImportDiaryEntry[] = [];
  const listItems = new Map<ImportListHead, Map<string, ImportTitle>>(
    preview.parsed.lists.map((list) => [list, new Map()]),
  );

  for (const record of preview.parsed.records) {
    const title = resolvedTitle(preview, choices, record);
    if (!title) continue;
    const slug = candidateValue(title);
    switch (record.kind) {
      case 'watchlist':
      case 'favorites': {
        const shelf = record.kind === 'watchlist' ? watchlist : favorites;
        if (!shelf.has(slug)) shelf.set(slug, importTitle(title, record.added_at));
        break;
      }
      case 'ratings': {
        const before = ratings.get(slug);
        if (!before || (record.rated_at ?? '') >= (before.rated_at ?? '')) {
          const rating: ImportRating = {
            media_type: title.media_type,
            media_id: title.id,
            rating: record.rating,
          };
          if (record.rated_at !== undefined) rating.rated_at = record.rated_at;
          ratings.set(slug, rating);
        }
        break;
      }
      case 'diary': {
        const entry: ImportDiaryEntry = {
          media_type: title.media_type,
          media_id: title.id,
          watched_on: record.watched_on,
          rating: record.rating,
          note: record.note,
        };
        if (record.logged_at !== undefined) entry.logged_at = record.logged_at;
        diary.push(entry);
        break;
      }
      case 'watched': {
        const before = watched.get(slug);
        if (!before || record.watched_on < before.watched_on)
          watched.set(slug, {
            media_type: title.media_type,
            media_id: title.id,
            watched_on: record.watched_on,
          });
        break;
      }
      case 'list-item': {
        const items = listItems.get(record.list);
        if (items && !items.has(slug)) items.set(slug, importTitle(title, record.added_at));
        break;
      }
    }
  }

  const lists: ImportList[] = [...listItems].map(([list, items]) => ({
    name: list.name,
    ...(list.description === '' ? {} : { description: list.description }),
    ...(list.created_at === undefined ? {} : { created_at: list.created_at }),
    items: [...items.values()],
  }));
  const body: ImportBody = {};
  if (watchlist.size > 0) body.watchlist = [...watchlist.values()];
  if (favorites.size > 0) body.favorites = [...favorites.values()];
  if (ratings.size > 0) body.ratings = [...ratings.values()];
  if (diary.length > 0) body.diary = diary;
  if (watched.size > 0) body.watched = [...watched.values()];
  if (lists.length > 0) body.lists = lists;
  return body;
}
