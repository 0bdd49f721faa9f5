import { Type, type Static } from 'typebox';
import type { MemberSettings } from '../store/library-store.js';
import { MAX_WATCH_PROVIDERS } from '../store/library-limits.js';
import { DISPLAY_LANGUAGES } from '../store/display-choices.js';
import { nullable } from './wire-schemas.js';

export const watchRegionText =
  'The region of the member’s services, two capital letters (ISO 3166-1); null: not chosen.';
const watchProvidersText = `The ids of the services the member pays for (TMDB’s provider ids), ascending, each once; at most ${MAX_WATCH_PROVIDERS}.`;
const countRentBuyText =
  'Whether a title the member can rent or buy on their services counts as on them.';
const onlyMyServicesText =
  'Browse keeps to what the member can watch on their services in their region.';
export const languageText = `The app’s language, one of ${DISPLAY_LANGUAGES.join(', ')}; null: not chosen (the browser’s languages decide).`;
export const themeText =
  'dark, light, or system (the device’s preference); null: not chosen (the browser’s choice decides).';
export const keyboardShortcutsText = 'Whether the keyboard shortcuts are on; null: not chosen.';

/** GET /account/{account_id}/settings. */
export const MemberSettingsSchema = Type.Object({
  display_name: nullable(Type.String(), {
    description:
      'Shown on the member’s public lists; null: “A Marquee member”. 1 to 50 characters.',
  }),
  hide_watched: Type.Boolean({
    description: 'Browse and search leave out titles the member has watched.',
  }),
  watch_region: nullable(Type.String(), { description: watchRegionText }),
  watch_providers: Type.Array(Type.Integer(), { description: watchProvidersText }),
  count_rent_buy: Type.Boolean({ description: countRentBuyText }),
  only_my_services: Type.Boolean({ description: onlyMyServicesText }),
  language: nullable(Type.String(), { description: languageText }),
  theme: nullable(
    Type.Union([Type.Literal('dark'), Type.Literal('light'), Type.Literal('system')]),
    { description: themeText },
  ),
  keyboard_shortcuts: nullable(Type.Boolean(), { description: keyboardShortcutsText }),
});

/** The settings as the API gives them (also in an export). */
export function memberSettingsWire(settings: MemberSettings): Static<typeof MemberSettingsSchema> {
  return {
    display_name: settings.displayName,
    hide_watched: settings.hideWatched,
    watch_region: settings.watchRegion,
    watch_providers: settings.watchProviders,
    count_rent_buy: settings.countRentBuy,
    only_my_services: settings.onlyMyServices,
    language: settings.language,
    theme: settings.theme,
    keyboard_shortcuts: settings.keyboardShortcuts,
  };
}
