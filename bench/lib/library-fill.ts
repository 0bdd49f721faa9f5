import type { LibraryDatabase, TitleRef } from '../../server/src/testing.js';

/** How many rows of each kind one library holds. */
export interface Mix {
  watchlist: number;
  favourites: number;
  ratings: number;
  diary: number;
  listItems: number;
}

/** 10,000 items: what the Library page must show its first tab of within a second. */
export const ONE_BIG_LIBRARY: Mix = {
  watchlist: 3_000,
  favourites: 1_000,
  ratings: 3_000,
  diary: 2_000,
  listItems: 1_000,
};

/** 100 items: the typical member of the 1,000,000-row scale section. */
export const TYPICAL_LIBRARY: Mix = {
  watchlist: 30,
  favourites: 10,
  ratings: 30,
  diary: 20,
  listItems: 10,
};

export function itemsIn(mix: Mix): number {
  return mix.watchlist + mix.favourites + mix.ratings + mix.diary + mix.listItems;
}

/** The titles a library draws from: index 0 up to the largest count in its mix, all distinct. */
export interface LibraryOwner {
  uid: string;
  titleAt(index: number): TitleRef;
}

const FILLED_FROM = Date.parse('2026-01-01T00:00:00Z');
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += 1_000)
    await insert(rows.slice(start, start + 1_000));
}

/**
 * Fills each owner's library with `mix` rows, straight into the tables (what the writes would
 * leave, a thousand rows a statement): far faster than a million requests. The titles' details
 * must be remembered already (remembered_titles), as an add through the API would have left them.
 */
export async function fillLibraries(
  database: LibraryDatabase,
  owners: readonly LibraryOwner[],
  mix: Mix,
): Promise<void> {
  const { db } = database;
  const marks = (count: number) =>
    owners.flatMap((owner) =>
      Array.from({ length: count }, (_, index) => {
        const title = owner.titleAt(index);
        return {
          uid: owner.uid,
          media_type: title.mediaType,
          media_id: title.mediaId,
          added_at: FILLED_FROM + index * MINUTE_MS,
        };
      }),
    );
  await inChunks(marks(mix.watchlist), (chunk) =>
    db.insertInto('watchlist').values(chunk).execute(),
  );
  await inChunks(marks(mix.favourites), (chunk) =>
    db.insertInto('favourites').values(chunk).execute(),
  );
  await inChunks(
    marks(mix.ratings).map(({ added_at, ...row }, index) => ({
      ...row,
      rated_at: added_at,
      value_halves: (index % 20) + 1,
    })),
    (chunk) => db.insertInto('ratings').values(chunk).execute(),
  );
  await inChunks(
    marks(mix.diary).map(({ added_at, ...row }, index) => ({
      ...row,
      watched_on: new Date(added_at + index * DAY_MS).toISOString().slice(0, 10),
      note: index % 3 === 0 ? 'Watched again with friends.' : null,
      rating_halves: null,
      created_at: added_at,
    })),
    (chunk) => db.insertInto('diary_entries').values(chunk).execute(),
  );
  if (mix.listItems === 0) return;
  for (const owner of owners) {
    const list = await db
      .insertInto('lists')
      .values({
        uid: owner.uid,
        name: 'Favourites of the year',
        description: '',
        created_at: FILLED_FROM,
        updated_at: FILLED_FROM,
        item_count: mix.listItems,
        share_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const items = Array.from({ length: mix.listItems }, (_, index) => {
      const title = owner.titleAt(index);
      return {
        list_id: list.id,
        media_type: title.mediaType,
        media_id: title.mediaId,
        position: index,
        added_at: FILLED_FROM,
      };
    });
    await inChunks(items, (chunk) => db.insertInto('list_items').values(chunk).execute());
  }
}
