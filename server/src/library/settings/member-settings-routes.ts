import type { FastifyInstance } from 'fastify';
import type { MemberSettings, MemberSettingsBody } from '@marquee/tmdb-types/library-sharing';
import type { MemberSettings as StoredSettings, SettingsStore } from '../store/library-store.js';
import { TEXT_PATTERN } from '../store/library-limits.js';
import { accountParamsSchema, type AccountParams } from '../http/library-schemas.js';
import { memberUid } from '../http/member-uid.js';

function memberSettingsWire(settings: StoredSettings): MemberSettings {
  return { display_name: settings.displayName, hide_watched: settings.hideWatched };
}

// The display name's length is the store's rule (characters as a person counts them).
const settingsBodySchema = {
  type: 'object',
  properties: {
    display_name: { type: ['string', 'null'], pattern: TEXT_PATTERN },
    hide_watched: { type: 'boolean' },
  },
} as const;

/** GET and PUT /account/{account_id}/settings: the member's display name and hide watched. */
export function registerMemberSettingsRoutes(
  scope: FastifyInstance,
  { store }: { store: SettingsStore },
): void {
  scope.get<{ Params: AccountParams }>(
    '/account/:account_id/settings',
    { schema: { params: accountParamsSchema } },
    async (request) => memberSettingsWire(await store.getSettings(memberUid(request))),
  );

  scope.put<{ Params: AccountParams; Body: MemberSettingsBody }>(
    '/account/:account_id/settings',
    { schema: { params: accountParamsSchema, body: settingsBodySchema } },
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
