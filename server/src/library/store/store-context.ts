import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import { LibraryError } from './library-error.js';
import type { LibraryEngine, LibraryMediaType, LibraryTables } from './library-tables.js';

/** What every part of the store works with. */
export interface StoreContext {
  db: Kysely<LibraryTables>;
  engine: LibraryEngine;
  /** Milliseconds since the epoch, for the dates added and the latest day a watch may have. */
  now: () => number;
}

// Advisory lock keys of PostgreSQL, one per per-user limit, so the two never wait on each other.
const USER_LOCKS = {
  lists: 12_001,
  diary: 12_002,
  episodes: 12_003,
  savedFilters: 12_004,
} as const;

/**
 * Serialises the writers of one user's lists or diary, so two requests at once cannot both pass
 * a limit's count. SQLite runs one transaction at a time anyway; PostgreSQL takes a lock that the
 * transaction's end releases.
 */
export async function lockUserRows(
  trx: Transaction<LibraryTables>,
  engine: LibraryEngine,
  uid: string,
  rows: keyof typeof USER_LOCKS,
): Promise<void> {
  if (engine === 'postgres')
    await sql`select pg_advisory_xact_lock(${sql.lit(USER_LOCKS[rows])}, hashtext(${uid}))`.execute(
      trx,
    );
}

/** The number of rows `query` selects (0 when none). */
export async function countRows<DB, TB extends keyof DB>(
  query: SelectQueryBuilder<DB, TB, object>,
): Promise<number> {
  const row = (await query
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst()) as { total: number } | undefined;
  return Number(row?.total ?? 0);
}

export function checkMediaType(mediaType: LibraryMediaType | undefined): void {
  if (mediaType !== undefined && mediaType !== 'movie' && mediaType !== 'tv')
    throw new LibraryError('invalid-title', 'Only movies and TV shows are kept in a library.');
}
