import { Type, type Static } from 'typebox';
import type { MemberSettings as StoredSettings, SettingsStore } from '../store/library-store.js';
import { TEXT_PATTERN } from '../store/library-limits.js';
import type { LibraryScope } from '../http/library-route-scope.js';
import { AccountParamsSchema } from '../http/library-schemas.js';
import { memberUid } from '../http/member-uid.js';
import { nullable } from '../http/wire-schemas.js';

/** GET /account/{account_id}/settings. */
export const MemberSettingsSchema = Type.Object({
  display_name: nullable(Type.String(), {
    description:
      'Shown on the member’s public lists; null: “A Marquee member”. 1 to 50 characters.',
  }),
  hide_watched: Type.Boolean({
    description: 'Browse and search leave out titles the member has watched.',
  }),
});

// PUT takes any of the fields. The display name's length is the store's rule (characters as a
// person counts them); one `type` list, as the message says "must be string,null".
export const MemberSettingsBodySchema = Type.Object({
  display_name: Type.Optional(
    Type.Unsafe<string | null>({ type: ['string', 'null'], pattern: TEXT_PATTERN }),
  ),
  hide_watched: Type.Optional(Type.Boolean()),
});

function memberSettingsWire(settings: StoredSettings): Static<typeof MemberSettingsSchema> {
  return { display_name: settings.displayName, hide_watched: settings.hideWatched };
}

/** GET and PUT /account/{account_id}/settings: the member's display name and hide watched. */
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
      const { display_name, hide_watched } = request.body;
      const settings = await store.updateSettings(memberUid(request), {
        ...(display_name === undefined ? {} : { displayName: display_name }),
        ...(hide_watched === undefined ? {} : { hideWatched: hide_watched }),
      });
      return memberSettingsWire(settings);
    },
  );
}
