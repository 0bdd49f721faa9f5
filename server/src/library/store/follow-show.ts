import { sql, type Kysely, type Selectable } from 'kysely';
import type { ShowProgress } from './library-store.js';
import type { LibraryTables, ShowProgressTable, ShowStatus } from './library-tables.js';

export function showProgressOfRow(row: Selectable<ShowProgressTable>): ShowProgress {
  return {
    showId: row.show_id,
    cycle: row.cycle,
    status: row.status,
    startedAt: Number(row.started_at),
    updatedAt: Number(row.updated_at),
  };
}

/**
 * The member's progress row of the show, made (cycle 1, watching) if there was none, with
 * `changes` applied. One statement, so two first marks at once make one row.
 */
export async function followShow(
  executor: Kysely<LibraryTables>,
  row: { uid: string; showId: number; at: number },
  changes: { status?: ShowStatus; nextCycle?: boolean } = {},
): Promise<ShowProgress> {
  const { uid, showId, at } = row;
  // Marking an episode of a paused or dropped show means the member is watching it again.
  const status = changes.status ?? 'watching';
  const saved = await executor
    .insertInto('show_progress')
    .values({
      uid,
      show_id: showId,
      cycle: 1,
      status,
      started_at: at,
      updated_at: at,
    })
    .onConflict((conflict) =>
      conflict.columns(['uid', 'show_id']).doUpdateSet({
        status,
        updated_at: at,
        ...(changes.nextCycle === true
          ? { cycle: sql<number>`show_progress.cycle + 1`, started_at: at }
          : {}),
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  return showProgressOfRow(saved);
}
