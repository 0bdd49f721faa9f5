import type { Insertable, Transaction } from 'kysely';
import {
  checkedImport,
  episodeWatchKey,
  titleKey,
  type CheckedDiaryEntry,
  type CheckedEpisodeWatch,
  type CheckedImport,
  type CheckedList,
  type CheckedShow,
  type TimedTitle,
} from './import-plan-check.js';
import { LibraryError } from './library-error.js';
import {
  checkUid,
  MAX_DIARY_ENTRIES_PER_USER,
  MAX_EPISODE_WATCHES_PER_USER,
  MAX_ITEMS_PER_LIST,
  MAX_LISTS_PER_USER,
} from './library-limits.js';
import type { ImportCounts, LibraryStore } from './library-store.js';
import type { LibraryTables, ListItemTable, ShowProgressTable } from './library-tables.js';
import { lockUserRows, type StoreContext } from './store-context.js';

type Trx = Transaction<LibraryTables>;

/**
 * Rows per insert: one statement per thousand rows rather than one per row, so a large import is
 * tens of round trips to PostgreSQL, and at eight columns at most (an episode watch's) well inside
 * either engine's limit on a statement's parameters (SQLite 32,766, PostgreSQL 65,535).
 */
export const IMPORT_CHUNK_ROWS = 1_000;

function chunksOf<T>(rows: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += IMPORT_CHUNK_ROWS)
    chunks.push(rows.slice(start, start + IMPORT_CHUNK_ROWS));
  return chunks;
}

/** What makes two diary entries the same to an import: title, day, rating and note. */
function diaryKey(entry: {
  media_type: string;
  media_id: number;
  watched_on: string;
  rating_halves: number | null;
  note: string | null;
}): string {
  return JSON.stringify([
    entry.media_type,
    entry.media_id,
    entry.watched_on,
    entry.rating_halves,
    entry.note,
  ]);
}

/**
 * The diary entries the import adds: each of its entries beyond as many of the same already
 * there, then an entry for each `watched` title that has none after that. Throws 'diary-full'
 * when the diary would outgrow its limit.
 */
async function newDiaryEntries(
  trx: Trx,
  uid: string,
  { diary, watched }: CheckedImport,
): Promise<CheckedDiaryEntry[]> {
  const existing = await trx
    .selectFrom('diary_entries')
    .select(['media_type', 'media_id', 'watched_on', 'rating_halves', 'note'])
    .where('uid', '=', uid)
    .execute();
  const unmatched = new Map<string, number>();
  const watchedTitles = new Set<string>();
  for (const row of existing) {
    const key = diaryKey(row);
    unmatched.set(key, (unmatched.get(key) ?? 0) + 1);
    watchedTitles.add(titleKey({ mediaType: row.media_type, mediaId: row.media_id }));
  }
  const added: CheckedDiaryEntry[] = [];
  for (const entry of diary) {
    const key = diaryKey({
      media_type: entry.mediaType,
      media_id: entry.mediaId,
      watched_on: entry.watchedOn,
      rating_halves: entry.ratingHalves,
      note: entry.note,
    });
    const same = unmatched.get(key) ?? 0;
    if (same > 0) unmatched.set(key, same - 1);
    else added.push(entry);
    watchedTitles.add(titleKey(entry));
  }
  for (const title of watched) {
    const key = titleKey(title);
    if (watchedTitles.has(key)) continue;
    watchedTitles.add(key);
    added.push({
      mediaType: title.mediaType,
      mediaId: title.mediaId,
      watchedOn: title.watchedOn,
      note: null,
      ratingHalves: null,
      createdAt: title.at,
    });
  }
  if (existing.length + added.length > MAX_DIARY_ENTRIES_PER_USER)
    throw new LibraryError(
      'diary-full',
      `diary: A diary holds at most ${MAX_DIARY_ENTRIES_PER_USER.toLocaleString('en')} entries.`,
    );
  return added;
}

/** What the import does to one list: make it, or append the titles it lacks to one of the member's. */
interface ListChange {
  list: CheckedList;
  /** The member's list of that name; undefined for a new list. */
  listId: number | undefined;
  itemCount: number;
  newItems: TimedTitle[];
}

/**
 * Finds each imported list among the member's by exact name (their oldest of that name), and the
 * titles it lacks; throws 'too-many-lists' or 'list-full' when a limit would not hold after.
 * The member's lists that gain items are locked, as every writer of a list's items locks it.
 */
async function listChanges(trx: Trx, uid: string, lists: CheckedList[]): Promise<ListChange[]> {
  if (lists.length === 0) return [];
  const mine = await trx
    .selectFrom('lists')
    .select(['id', 'name'])
    .where('uid', '=', uid)
    .orderBy('id')
    .execute();
  const byName = new Map<string, number>();
  for (const list of mine) if (!byName.has(list.name)) byName.set(list.name, Number(list.id));
  const named = lists.flatMap((list) => {
    const listId = byName.get(list.name);
    return listId === undefined ? [] : [listId];
  });
  const counts = new Map<number, number>();
  const present = new Map<number, Set<string>>();
  for (const ids of chunksOf(named)) {
    const locked = await trx
      .updateTable('lists')
      .set((eb) => ({ item_count: eb.ref('item_count') }))
      .where('uid', '=', uid)
      .where('id', 'in', ids)
      .returning(['id', 'item_count'])
      .execute();
    for (const row of locked) counts.set(Number(row.id), row.item_count);
    const items = await trx
      .selectFrom('list_items')
      .select(['list_id', 'media_type', 'media_id'])
      .where('list_id', 'in', ids)
      .execute();
    for (const item of items) {
      const keys = present.get(item.list_id) ?? new Set<string>();
      keys.add(titleKey({ mediaType: item.media_type, mediaId: item.media_id }));
      present.set(item.list_id, keys);
    }
  }
  let listCount = mine.length;
  return lists.map((list) => {
    const listId = byName.get(list.name);
    if (listId === undefined && (listCount += 1) > MAX_LISTS_PER_USER)
      throw new LibraryError(
        'too-many-lists',
        `${list.where}: One has at most ${MAX_LISTS_PER_USER} lists.`,
      );
    const there = listId === undefined ? undefined : present.get(listId);
    const newItems = list.items.filter((item) => there?.has(titleKey(item)) !== true);
    const itemCount = listId === undefined ? 0 : (counts.get(listId) ?? 0);
    if (itemCount + newItems.length > MAX_ITEMS_PER_LIST)
      throw new LibraryError(
        'list-full',
        `${list.where}.items: A list holds at most ${MAX_ITEMS_PER_LIST.toLocaleString('en')} titles.`,
      );
    return { list, listId, itemCount, newItems };
  });
}

/** Puts the titles on the watchlist or favourites; a title there already keeps its date. */
async function insertMarks(
  trx: Trx,
  mark: 'watchlist' | 'favourites',
  uid: string,
  titles: TimedTitle[],
): Promise<number> {
  let inserted = 0;
  for (const chunk of chunksOf(titles)) {
    const result = await trx
      .insertInto(mark)
      .values(
        chunk.map((title) => ({
          uid,
          media_type: title.mediaType,
          media_id: title.mediaId,
          added_at: title.at,
        })),
      )
      .onConflict((conflict) => conflict.columns(['uid', 'media_type', 'media_id']).doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return inserted;
}

/** Sets the ratings; one of the same value is left as it is, date and all. New or changed: counted. */
async function upsertRatings(
  trx: Trx,
  uid: string,
  ratings: CheckedImport['ratings'],
): Promise<number> {
  let written = 0;
  for (const chunk of chunksOf(ratings)) {
    const rows = await trx
      .insertInto('ratings')
      .values(
        chunk.map((rating) => ({
          uid,
          media_type: rating.mediaType,
          media_id: rating.mediaId,
          value_halves: rating.halves,
          rated_at: rating.at,
        })),
      )
      .onConflict((conflict) =>
        conflict
          .columns(['uid', 'media_type', 'media_id'])
          .doUpdateSet((eb) => ({
            value_halves: eb.ref('excluded.value_halves'),
            rated_at: eb.ref('excluded.rated_at'),
          }))
          .whereRef('ratings.value_halves', '<>', 'excluded.value_halves'),
      )
      .returning('media_id')
      .execute();
    written += rows.length;
  }
  return written;
}

/**
 * Sets the episode ratings as upsertRatings sets the titles': one of the same value is left as it
 * is, date and details too; another value replaces value, date and details. New or changed: counted.
 */
async function upsertEpisodeRatings(
  trx: Trx,
  uid: string,
  ratings: CheckedImport['episodeRatings'],
): Promise<number> {
  let written = 0;
  for (const chunk of chunksOf(ratings)) {
    const rows = await trx
      .insertInto('episode_ratings')
      .values(
        chunk.map((rating) => ({
          uid,
          show_id: rating.showId,
          season_number: rating.seasonNumber,
          episode_number: rating.episodeNumber,
          value_halves: rating.halves,
          rated_at: rating.at,
          details: rating.details,
        })),
      )
      .onConflict((conflict) =>
        conflict
          .columns(['uid', 'show_id', 'season_number', 'episode_number'])
          .doUpdateSet((eb) => ({
            value_halves: eb.ref('excluded.value_halves'),
            rated_at: eb.ref('excluded.rated_at'),
            details: eb.ref('excluded.details'),
          }))
          .whereRef('episode_ratings.value_halves', '<>', 'excluded.value_halves'),
      )
      .returning('show_id')
      .execute();
    written += rows.length;
  }
  return written;
}

async function insertDiary(trx: Trx, uid: string, entries: CheckedDiaryEntry[]): Promise<void> {
  // In the import's order, so entries of one day keep their order (the diary's ties go by id).
  for (const chunk of chunksOf(entries))
    await trx
      .insertInto('diary_entries')
      .values(
        chunk.map((entry) => ({
          uid,
          media_type: entry.mediaType,
          media_id: entry.mediaId,
          watched_on: entry.watchedOn,
          note: entry.note,
          rating_halves: entry.ratingHalves,
          created_at: entry.createdAt,
        })),
      )
      .execute();
}

/** Makes the new lists and appends the new items; gives how many of each. */
async function writeLists(
  trx: Trx,
  uid: string,
  changes: ListChange[],
  importedAt: number,
): Promise<Pick<ImportCounts, 'lists' | 'listItems'>> {
  const made = changes.filter((change) => change.listId === undefined);
  const idByName = new Map<string, number>();
  if (made.length > 0) {
    const rows = await trx
      .insertInto('lists')
      .values(
        made.map(({ list, newItems }) => ({
          uid,
          name: list.name,
          description: list.description,
          created_at: list.createdAt,
          updated_at: importedAt,
          item_count: newItems.length,
          share_id: null,
        })),
      )
      .returning(['id', 'name'])
      .execute();
    // The new lists' names differ (lists of one name are one list), so a name finds its id.
    for (const row of rows) idByName.set(row.name, Number(row.id));
  }
  const items: Insertable<ListItemTable>[] = [];
  for (const change of changes) {
    if (change.newItems.length === 0) continue;
    const listId = change.listId ?? (idByName.get(change.list.name) as number);
    change.newItems.forEach((item, index) =>
      items.push({
        list_id: listId,
        media_type: item.mediaType,
        media_id: item.mediaId,
        position: change.itemCount + index,
        added_at: item.at,
      }),
    );
    if (change.listId !== undefined)
      await trx
        .updateTable('lists')
        .set({ item_count: change.itemCount + change.newItems.length, updated_at: importedAt })
        .where('id', '=', change.listId)
        .execute();
  }
  for (const chunk of chunksOf(items)) await trx.insertInto('list_items').values(chunk).execute();
  return { lists: made.length, listItems: items.length };
}

/**
 * The episode watches the import adds: those the member has no watch of the same key for.
 * Throws 'episodes-full' when the member's watches would outgrow their limit.
 */
async function newEpisodeWatches(
  trx: Trx,
  uid: string,
  watches: CheckedEpisodeWatch[],
): Promise<CheckedEpisodeWatch[]> {
  if (watches.length === 0) return [];
  const existing = await trx
    .selectFrom('episode_watches')
    .select(['show_id', 'cycle', 'season_number', 'episode_number', 'rewatch'])
    .where('uid', '=', uid)
    .execute();
  const there = new Set(
    existing.map((row) =>
      episodeWatchKey({
        showId: row.show_id,
        cycle: row.cycle,
        seasonNumber: row.season_number,
        episodeNumber: row.episode_number,
        rewatch: row.rewatch,
      }),
    ),
  );
  const added = watches.filter((watch) => !there.has(episodeWatchKey(watch)));
  if (existing.length + added.length > MAX_EPISODE_WATCHES_PER_USER)
    throw new LibraryError(
      'episodes-full',
      `episode_watches: A member keeps at most ${MAX_EPISODE_WATCHES_PER_USER.toLocaleString('en')} episode watches.`,
    );
  return added;
}

/** What the import does to the shows the member follows. */
interface ShowChanges {
  /** Rows of the shows newly followed, in the import's order. */
  follow: Array<Omit<ShowProgressTable, 'uid'>>;
  /** Followed shows whose cycle rises to that of an imported watch. */
  raise: Array<{ showId: number; cycle: number }>;
}

/**
 * The shows to follow, and those followed whose cycle must rise: no watch may lie beyond its
 * show's current cycle, where progress would never count it.
 */
async function showChanges(
  trx: Trx,
  uid: string,
  { shows, episodeWatches }: CheckedImport,
  importedAt: number,
): Promise<ShowChanges> {
  if (shows.length === 0 && episodeWatches.length === 0) return { follow: [], raise: [] };
  const highest = new Map<number, number>();
  for (const { showId, cycle } of episodeWatches)
    highest.set(showId, Math.max(cycle, highest.get(showId) ?? 1));
  const followed = new Map(
    (
      await trx
        .selectFrom('show_progress')
        .select(['show_id', 'cycle'])
        .where('uid', '=', uid)
        .execute()
    ).map((row) => [row.show_id, row.cycle]),
  );
  // The shows named, as `shows` gives them; a show only watched is watched from the import on.
  const named = new Map<number, CheckedShow>(shows.map((show) => [show.showId, show]));
  for (const [showId, cycle] of highest)
    if (!named.has(showId))
      named.set(showId, {
        showId,
        status: 'watching',
        cycle,
        startedAt: importedAt,
        updatedAt: importedAt,
      });
  const changes: ShowChanges = { follow: [], raise: [] };
  for (const show of named.values()) {
    const watched = highest.get(show.showId) ?? 1;
    const current = followed.get(show.showId);
    if (current === undefined)
      changes.follow.push({
        show_id: show.showId,
        cycle: Math.max(show.cycle, watched),
        status: show.status,
        started_at: show.startedAt,
        updated_at: show.updatedAt,
      });
    else if (watched > current) changes.raise.push({ showId: show.showId, cycle: watched });
  }
  return changes;
}

/** Follows the new shows and raises the cycles; gives how many shows were newly followed. */
async function writeShows(trx: Trx, uid: string, { follow, raise }: ShowChanges): Promise<number> {
  let followed = 0;
  for (const chunk of chunksOf(follow)) {
    // Setting a show's status takes no lock, so one may have followed a show since the read.
    const result = await trx
      .insertInto('show_progress')
      .values(chunk.map((row) => ({ uid, ...row })))
      .onConflict((conflict) => conflict.columns(['uid', 'show_id']).doNothing())
      .executeTakeFirst();
    followed += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  // Rare (watches of a later cycle than the member's own), so a statement each.
  for (const { showId, cycle } of raise)
    await trx
      .updateTable('show_progress')
      .set({ cycle })
      .where('uid', '=', uid)
      .where('show_id', '=', showId)
      .where('cycle', '<', cycle)
      .execute();
  return followed;
}

async function insertEpisodeWatches(
  trx: Trx,
  uid: string,
  watches: CheckedEpisodeWatch[],
): Promise<void> {
  // In the import's order, so watches of one day and time keep their order (ties go by id).
  for (const chunk of chunksOf(watches))
    await trx
      .insertInto('episode_watches')
      .values(
        chunk.map((watch) => ({
          uid,
          show_id: watch.showId,
          season_number: watch.seasonNumber,
          episode_number: watch.episodeNumber,
          cycle: watch.cycle,
          rewatch: watch.rewatch,
          watched_on: watch.watchedOn,
          created_at: watch.createdAt,
        })),
      )
      .execute();
}

/** A whole library brought in at once (docs/library-api.md, "Import and export"). */
export function importQueries({
  db,
  engine,
  now,
}: StoreContext): Pick<LibraryStore, 'importLibrary'> {
  return {
    async importLibrary(uid, plan) {
      checkUid(uid);
      const importedAt = now();
      const checked = checkedImport(plan, importedAt);
      return db.transaction().execute(async (trx) => {
        // The locks every writer of the member's lists, diary and episode watches takes, so the
        // limits' counts and the watches read below hold until this commits; always in this
        // order, so two never deadlock.
        await lockUserRows(trx, engine, uid, 'lists');
        await lockUserRows(trx, engine, uid, 'diary');
        await lockUserRows(trx, engine, uid, 'episodes');
        // Everything read and checked before the first write.
        const diary = await newDiaryEntries(trx, uid, checked);
        const lists = await listChanges(trx, uid, checked.lists);
        const episodeWatches = await newEpisodeWatches(trx, uid, checked.episodeWatches);
        const shows = await showChanges(trx, uid, checked, importedAt);
        const watchlist = await insertMarks(trx, 'watchlist', uid, checked.watchlist);
        const favourites = await insertMarks(trx, 'favourites', uid, checked.favourites);
        const ratings = await upsertRatings(trx, uid, checked.ratings);
        await insertDiary(trx, uid, diary);
        const listCounts = await writeLists(trx, uid, lists, importedAt);
        const followed = await writeShows(trx, uid, shows);
        await insertEpisodeWatches(trx, uid, episodeWatches);
        const episodeRatings = await upsertEpisodeRatings(trx, uid, checked.episodeRatings);
        return {
          watchlist,
          favourites,
          ratings,
          diary: diary.length,
          ...listCounts,
          shows: followed,
          episodeWatches: episodeWatches.length,
          episodeRatings,
        };
      });
    },
  };
}
