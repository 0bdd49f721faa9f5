import type { Updateable } from 'kysely';
import { LibraryError } from './library-error.js';
import { characterCount, checkText, checkUid } from './library-limits.js';
import type { LibraryStore, MemberSettings } from './library-store.js';
import type { MemberSettingsTable } from './library-tables.js';
import type { StoreContext } from './store-context.js';

const MAX_DISPLAY_NAME_LENGTH = 50;

const DEFAULT_SETTINGS: MemberSettings = { displayName: null, hideWatched: false };

/** A display name as kept: trimmed, and none for blank (or null). */
function checkedDisplayName(name: string | null): string | null {
  if (name !== null && typeof name !== 'string')
    throw new LibraryError('invalid-setting', 'A display name is text, or null for none.');
  const trimmed = name?.trim() ?? '';
  if (trimmed === '') return null;
  checkText(trimmed, 'A display name');
  if (characterCount(trimmed) > MAX_DISPLAY_NAME_LENGTH)
    throw new LibraryError(
      'invalid-setting',
      `A display name is at most ${MAX_DISPLAY_NAME_LENGTH} characters.`,
    );
  return trimmed;
}

function settingsOfRow(row: { display_name: string | null; hide_watched: number }): MemberSettings {
  return { displayName: row.display_name, hideWatched: Number(row.hide_watched) === 1 };
}

/** A member's settings: one row each, written only once they change something. */
export function memberSettingsQueries({
  db,
  now,
}: StoreContext): Pick<LibraryStore, 'getSettings' | 'updateSettings'> {
  async function getSettings(uid: string): Promise<MemberSettings> {
    checkUid(uid);
    const row = await db
      .selectFrom('member_settings')
      .select(['display_name', 'hide_watched'])
      .where('uid', '=', uid)
      .executeTakeFirst();
    return row === undefined ? DEFAULT_SETTINGS : settingsOfRow(row);
  }

  return {
    getSettings,

    async updateSettings(uid, changes) {
      checkUid(uid);
      const values: Updateable<MemberSettingsTable> = {};
      if (changes.displayName !== undefined)
        values.display_name = checkedDisplayName(changes.displayName);
      if (changes.hideWatched !== undefined) {
        if (typeof changes.hideWatched !== 'boolean')
          throw new LibraryError('invalid-setting', 'hide_watched is true or false.');
        values.hide_watched = changes.hideWatched ? 1 : 0;
      }
      if (Object.keys(values).length === 0) return getSettings(uid);
      const updatedAt = now();
      // One statement, so two changes at once each keep the other's setting.
      const row = await db
        .insertInto('member_settings')
        .values({
          uid,
          display_name: values.display_name ?? null,
          hide_watched: values.hide_watched ?? 0,
          updated_at: updatedAt,
        })
        .onConflict((conflict) =>
          conflict.column('uid').doUpdateSet({ ...values, updated_at: updatedAt }),
        )
        .returning(['display_name', 'hide_watched'])
        .executeTakeFirstOrThrow();
      return settingsOfRow(row);
    },
  };
}
