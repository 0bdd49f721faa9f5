import type { Static, TSchema } from 'typebox';
import { expect, it } from 'vitest';
import type * as Account from '@marquee/tmdb-types/account';
import type * as Sharing from '@marquee/tmdb-types/library-sharing';
import type * as Transfer from '@marquee/tmdb-types/library-transfer';
import type * as Saved from '@marquee/tmdb-types/saved-filters';
import type { TmdbError } from '@marquee/tmdb-types/page';
import type { SeasonAccountStatesSchema } from '../ratings/episode-rating-routes.js';
import type { RatingBodySchema } from '../ratings/rating-routes.js';
import type { FavoriteBodySchema, WatchlistBodySchema } from '../titles/account-title-routes.js';
import type { NewDiaryEntryBodySchema } from '../diary/diary-routes.js';
import type {
  ListChangesBodySchema,
  ListItemBodySchema,
  MoveListItemBodySchema,
  NewListBodySchema,
} from '../lists/user-list-routes.js';
import type { MemberSettingsBodySchema } from '../settings/member-settings-routes.js';
import type { MemberSettingsSchema } from './member-settings-wire.js';
import type { OnMyServicesAnswerSchema } from '../settings/on-my-services-routes.js';
import type { ListSharingBodySchema, ListSharingSchema } from '../sharing/list-sharing-routes.js';
import type { SharedListSchema } from '../sharing/shared-list-routes.js';
import type { RecommendationsPageSchema } from '../recommendations/recommendation-routes.js';
import type {
  ImportAnswerSchema,
  ImportBodySchema,
  ImportEpisodesAnswerSchema,
  ImportEpisodesBodySchema,
  ImportMatchAnswerSchema,
  ImportMatchBodySchema,
} from '../transfer/import-body-schema.js';
import type { MarqueeExportSchema } from '../transfer/export-schema.js';
import type {
  NewSavedFilterBodySchema,
  SavedFilterChangesBodySchema,
} from '../saved-filters/saved-filter-routes.js';
import type { SavedFilterSchema, SavedFiltersSchema } from '../saved-filters/saved-filter-wire.js';
import type * as Wire from './wire-schemas.js';

/*
 * The server's schemas and the web app's wire types (@marquee/tmdb-types) describe the same
 * requests and answers: each schema's type and the web's type are assignable to one another.
 * Checked by the type checker (npm run typecheck, part of npm test); the test itself only runs.
 */

/** True when a value of either type is a value of the other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Compiles only when the schema's type and the web's are the Same: else it wants an argument. */
function same<Schema extends TSchema, Web>(
  ...differ: Same<Static<Schema>, Web> extends true
    ? []
    : [problem: 'the schema and the web type differ']
): boolean {
  return differ.length === 0;
}

it('has schemas whose types are the web app’s wire types', () => {
  const checks = [
    same<typeof Wire.StatusAnswerSchema, Account.StatusAnswer>(),
    same<typeof SavedFilterSchema, Saved.SavedFilter>(),
    same<typeof SavedFiltersSchema, Saved.SavedFilters>(),
    same<typeof NewSavedFilterBodySchema, Saved.NewSavedFilterBody>(),
    same<typeof SavedFilterChangesBodySchema, Saved.SavedFilterChangesBody>(),
    same<typeof Wire.TmdbErrorSchema, TmdbError>(),
    same<typeof Wire.LibraryTitleSchema, Account.LibraryTitle>(),
    same<typeof Wire.RatedLibraryTitleSchema, Account.RatedLibraryTitle>(),
    same<typeof Wire.AccountStatesSchema, Account.AccountStates>(),
    same<typeof SeasonAccountStatesSchema, Account.SeasonAccountStates>(),
    same<typeof Wire.TitleAccountStatesAnswerSchema, Account.TitleAccountStatesAnswer>(),
    same<typeof Wire.DiaryEntrySchema, Account.DiaryEntryWire>(),
    same<typeof Wire.DiaryEntryCreatedSchema, Account.DiaryEntryCreated>(),
    same<typeof Wire.AccountListSchema, Account.AccountList>(),
    same<typeof Wire.ListCreatedSchema, Account.ListCreated>(),
    same<typeof Wire.ListDetailsSchema, Account.ListDetails>(),
    same<typeof Wire.ListItemStatusSchema, Account.ListItemStatus>(),
    same<typeof RatingBodySchema, Account.RatingBody>(),
    same<typeof WatchlistBodySchema, Account.WatchlistBody>(),
    same<typeof FavoriteBodySchema, Account.FavoriteBody>(),
    same<typeof NewDiaryEntryBodySchema, Account.NewDiaryEntryBody>(),
    same<typeof NewListBodySchema, Account.NewListBody>(),
    same<typeof ListChangesBodySchema, Account.ListChangesBody>(),
    same<typeof ListItemBodySchema, Account.ListItemBody>(),
    same<typeof MoveListItemBodySchema, Account.MoveListItemBody>(),
    same<typeof MemberSettingsSchema, Sharing.MemberSettings>(),
    same<typeof MemberSettingsBodySchema, Sharing.MemberSettingsBody>(),
    same<typeof OnMyServicesAnswerSchema, Sharing.OnMyServicesAnswer>(),
    same<typeof ListSharingBodySchema, Sharing.ListSharingBody>(),
    same<typeof ListSharingSchema, Sharing.ListSharing>(),
    same<typeof SharedListSchema, Sharing.SharedList>(),
    same<typeof RecommendationsPageSchema, Sharing.RecommendationsPage>(),
    same<typeof ImportMatchBodySchema, Transfer.ImportMatchBody>(),
    same<typeof ImportMatchAnswerSchema, Transfer.ImportMatchAnswer>(),
    same<typeof ImportEpisodesBodySchema, Transfer.ImportEpisodeBody>(),
    same<typeof ImportEpisodesAnswerSchema, Transfer.ImportEpisodeAnswer>(),
    same<typeof ImportBodySchema, Transfer.ImportBody>(),
    same<typeof ImportAnswerSchema, Transfer.ImportAnswer>(),
    same<typeof MarqueeExportSchema, Transfer.MarqueeExport>(),
  ];
  expect(checks.every(Boolean)).toBe(true);
});
