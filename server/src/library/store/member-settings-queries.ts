import type { Selectable, Updateable } from 'kysely';
import type { Theme } from '@marquee/tmdb-types/page-preferences';
import { DISPLAY_LANGUAGES, isDisplayLanguage, isTheme, THEMES } from './display-choices.js';
import { LibraryError } from './library-error.js';
import {
  characterCount,
  checkText,
  checkUid,
  isTmdbId,
  keptName,
  MAX_WATCH_PROVIDERS,
} from './library-limits.js';
import type { LibraryStore, MemberSettings } from './library-store.js';
import type { MemberSettingsTable } from './library-tables.js';
import type { StoreContext } from './store-context.js';

const MAX_DISPLAY_NAME_LENGTH = 50;

export const DEFAULT_SETTINGS: MemberSettings = {
  displayName: null,
  hideWatched: false,
  watchRegion: null,
  watchProviders: [],
  countRentBuy: false,
  onlyMyServices: false,
  language: null,
  theme: null,
  keyboardShortcuts: null,
};

/** The columns a member's settings are read from. */
export const SETTINGS_COLUMNS = [
  'display_name',
  'hide_watched',
  'watch_region',
  'watch_providers',
  'count_rent_buy',
  'only_my_services',
  'language',
  'theme',
  'keyboard_shortcuts',
] as const;

type SettingsRow = Pick<Selectable<MemberSettingsTable>, (typeof SETTINGS_COLUMNS)[number]>;

/** A display name kept as every name is (keptName), and none for blank (or null). */
function checkedDisplayName(name: string | null): string | null {
  if (name !== null && typeof name !== 'string')
    throw new LibraryError('invalid-setting', 'A display name is text, or null for none.');
  const trimmed = name === null ? '' : keptName(name);
  if (trimmed === '') return null;
  checkText(trimmed, 'A display name');
  if (characterCount(trimmed) > MAX_DISPLAY_NAME_LENGTH)
    throw new LibraryError(
      'invalid-setting',
      `A display name is at most ${MAX_DISPLAY_NAME_LENGTH} characters.`,
    );
  return trimmed;
}

// The format only: which regions have services is the catalogue's to say (TMDB's own in
// upstream mode), and a region it does not know simply narrows browse to nothing.
function checkedWatchRegion(region: string | null): string | null {
  if (region !== null && (typeof region !== 'string' || !/^[A-Z]{2}$/.test(region)))
    throw new LibraryError(
      'invalid-setting',
      'A watch region is a country code of two capital letters (ISO 3166-1), such as US, or null for none.',
    );
  return region;
}

/** The services as kept: ascending, each once, as a comma list. */
function checkedWatchProviders(ids: readonly number[]): string {
  if (!Array.isArray(ids) || !ids.every(isTmdbId))
    throw new LibraryError('invalid-setting', 'watch_providers is a list of service ids.');
  const distinct = [...new Set(ids)].sort((a, b) => a - b);
  if (distinct.length > MAX_WATCH_PROVIDERS)
    throw new LibraryError(
      'invalid-setting',
      `A member chooses at most ${MAX_WATCH_PROVIDERS} services.`,
    );
  return distinct.join(',');
}

function checkedSwitch(value: boolean, name: string): number {
  if (typeof value !== 'boolean')
    throw new LibraryError('invalid-setting', `${name} is true or false.`);
  return value ? 1 : 0;
}

// The display choices name their field, as the other settings' checks do: the message is the answer.
function checkedLanguage(language: string | null): string | null {
  if (language !== null && !isDisplayLanguage(language))
    throw new LibraryError(
      'invalid-setting',
      `language is one of ${DISPLAY_LANGUAGES.join(', ')}, or null for none chosen.`,
    );
  return language;
}

function checkedTheme(theme: Theme | null): Theme | null {
  if (theme !== null && !isTheme(theme))
    throw new LibraryError(
      'invalid-setting',
      `theme is one of ${THEMES.join(', ')}, or null for none chosen.`,
    );
  return theme;
}

function checkedChoiceOfSwitch(value: boolean | null, name: string): number | null {
  if (value !== null && typeof value !== 'boolean')
    throw new LibraryError('invalid-setting', `${name} is true or false, or null for none chosen.`);
  if (value === null) return null;
  return value ? 1 : 0;
}

export function settingsOfRow(row: SettingsRow | undefined): MemberSettings {
  if (row === undefined) return DEFAULT_SETTINGS;
  return {
    displayName: row.display_name,
    hideWatched: Number(row.hide_watched) === 1,
    watchRegion: row.watch_region,
    watchProviders: row.watch_providers === '' ? [] : row.watch_providers.split(',').map(Number),
    countRentBuy: Number(row.count_rent_buy) === 1,
    onlyMyServices: Number(row.only_my_services) === 1,
    language: row.language,
    theme: row.theme,
    keyboardShortcuts:
      row.keyboard_shortcuts === null ? null : Number(row.keyboard_shortcuts) === 1,
  };
}

/** The columns the changes write, each checked; a refusal throws before anything is written. */
function checkedChanges(changes: Partial<MemberSettings>): Updateable<MemberSettingsTable> {
  const values: Updateable<MemberSettingsTable> = {};
  if (changes.displayName !== undefined)
    values.display_name = checkedDisplayName(changes.displayName);
  if (changes.hideWatched !== undefined)
    values.hide_watched = checkedSwitch(changes.hideWatched, 'hide_watched');
  if (changes.watchRegion !== undefined)
    values.watch_region = checkedWatchRegion(changes.watchRegion);
  if (changes.watchProviders !== undefined)
    values.watch_providers = checkedWatchProviders(changes.watchProviders);
  if (changes.countRentBuy !== undefined)
    values.count_rent_buy = checkedSwitch(changes.countRentBuy, 'count_rent_buy');
  if (changes.onlyMyServices !== undefined)
    values.only_my_services = checkedSwitch(changes.onlyMyServices, 'only_my_services');
  if (changes.language !== undefined) values.language = checkedLanguage(changes.language);
  if (changes.theme !== undefined) values.theme = checkedTheme(changes.theme);
  if (changes.keyboardShortcuts !== undefined)
    values.keyboard_shortcuts = checkedChoiceOfSwitch(
      changes.keyboardShortcuts,
      'keyboard_shortcuts',
    );
  return values;
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
      .select(SETTINGS_COLUMNS)
      .where('uid', '=', uid)
      .executeTakeFirst();
    return settingsOfRow(row);
  }

  return {
    getSettings,

    async updateSettings(uid, changes) {
      checkUid(uid);
      const values = checkedChanges(changes);
      if (Object.keys(values).length === 0) return getSettings(uid);
      const updatedAt = now();
      // One statement, so two changes at once each keep the other's setting.
      const row = await db
        .insertInto('member_settings')
        .values({ uid, display_name: null, watch_region: null, ...values, updated_at: updatedAt })
        .onConflict((conflict) =>
          conflict.column('uid').doUpdateSet({ ...values, updated_at: updatedAt }),
        )
        .returning(SETTINGS_COLUMNS)
        .executeTakeFirstOrThrow();
      return settingsOfRow(row);
    },
  };
}
