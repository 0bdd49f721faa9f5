import { likedTitlesQuery } from './liked-titles-query.js';
import type { LibraryStore } from './library-store.js';
import { memberSettingsQueries } from './member-settings-queries.js';
import { sharedListQueries } from './shared-list-queries.js';
import type { StoreContext } from './store-context.js';

/** A member's settings, lists shared by link, and the titles they liked. */
export function sharingQueries(
  context: StoreContext,
): Pick<
  LibraryStore,
  'getSettings' | 'updateSettings' | 'setListPublic' | 'getSharedList' | 'likedTitles'
> {
  return {
    ...memberSettingsQueries(context),
    ...sharedListQueries(context),
    ...likedTitlesQuery(context),
  };
}
