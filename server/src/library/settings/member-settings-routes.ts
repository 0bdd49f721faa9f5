import { Type, type Static } from 'typebox';
import type { Theme } from '@marquee/tmdb-types/page-preferences';
import type { MemberSettings as StoredSettings, SettingsStore } from '../store/library-store.js';
import type { LibraryScope } from '../http/library-route-scope.js';
import { AccountParamsSchema } from '../http/library-schemas.js';
import { memberUid } from '../http/member-uid.js';
import {
  keyboardShortcutsText,
  languageText,
  MemberSettingsSchema,
  memberSettingsWire,
  themeText,
  watchRegionText,
} from '../http/member-settings-wire.js';
import { MAX_WATCH_PROVIDERS, TEXT_PATTERN } from '../store/library-limits.js';

// PUT takes any of the fields. The display name's length, the region's form, the number of
// services and the display choices are the store's rules, whose messages name the field and what
// it takes; one `type` list, as the message says "must be string,null".
export const MemberSettingsBodySchema = Type.Object({
  display_name: Type.Optional(
    Type.Unsafe<string | null>({ type: ['string', 'null'], pattern: TEXT_PATTERN }),
  ),
  hide_watched: Type.Optional(Type.Boolean()),
  watch_region: Type.Optional(
    Type.Unsafe<string | null>({ type: ['string', 'null'], description: watchRegionText }),
  ),
  watch_providers: Type.Optional(
    Type.Array(Type.Integer(), {
      description: `The ids of the services the member pays for, in any order (a repeated id counts once); at most ${MAX_WATCH_PROVIDERS}.`,
    }),
  ),
  count_rent_buy: Type.Optional(Type.Boolean()),
  only_my_services: Type.Optional(Type.Boolean()),
  language: Type.Optional(
    Type.Unsafe<string | null>({ type: ['string', 'null'], description: languageText }),
  ),
  theme: Type.Optional(
    Type.Unsafe<Theme | null>({ type: ['string', 'null'], description: themeText }),
  ),
  keyboard_shortcuts: Type.Optional(
    Type.Unsafe<boolean | null>({ type: ['boolean', 'null'], description: keyboardShortcutsText }),
  ),
});

type SettingsBody = Static<typeof MemberSettingsBodySchema>;

/** The body's fields in the store's terms; an absent field is left as it is. */
function settingsChanges(body: SettingsBody): Partial<StoredSettings> {
  const changes: Partial<StoredSettings> = {};
  if (body.display_name !== undefined) changes.displayName = body.display_name;
  if (body.hide_watched !== undefined) changes.hideWatched = body.hide_watched;
  if (body.watch_region !== undefined) changes.watchRegion = body.watch_region;
  if (body.watch_providers !== undefined) changes.watchProviders = body.watch_providers;
  if (body.count_rent_buy !== undefined) changes.countRentBuy = body.count_rent_buy;
  if (body.only_my_services !== undefined) changes.onlyMyServices = body.only_my_services;
  if (body.language !== undefined) changes.language = body.language;
  if (body.theme !== undefined) changes.theme = body.theme;
  if (body.keyboard_shortcuts !== undefined) changes.keyboardShortcuts = body.keyboard_shortcuts;
  return changes;
}

/**
 * GET and PUT /account/{account_id}/settings: the member's display name, switches, services and
 * display choices.
 */
export function registerMemberSettingsRoutes(
  scope: LibraryScope,
  { store }: { store: SettingsStore },
): void {
  const response = { 200: MemberSettingsSchema };
  scope.get(
    '/account/:account_id/settings',
    { schema: { params: AccountParamsSchema, response } },
    async (request) => memberSettingsWire(await store.getSettings(memberUid(request))),
  );

  scope.put(
    '/account/:account_id/settings',
    { schema: { params: AccountParamsSchema, body: MemberSettingsBodySchema, response } },
    async (request) => {
      const settings = await store.updateSettings(
        memberUid(request),
        settingsChanges(request.body),
      );
      return memberSettingsWire(settings);
    },
  );
}
