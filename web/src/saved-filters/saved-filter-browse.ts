import type { TitleMediaType } from '@marquee/tmdb-types/media';
import { createContext } from 'react';
import type { CatalogueParams } from '../lib/catalogue-client';
import type { MyServicesFilter } from '../member/my-services';

/**
 * What a saved browse query asks discover for. Browse knows what its address means and its
 * filters grow, so the app hands its reading in (app-layout.tsx) rather than this layer keeping
 * a copy of it; absent, no row is drawn.
 */
export interface SavedFilterBrowse {
  /** `services`: the member's "Only my services", unless the query names services of its own. */
  discoverParams(
    mediaType: TitleMediaType,
    query: string,
    services?: MyServicesFilter,
  ): CatalogueParams;
}

export const SavedFilterBrowseContext = createContext<SavedFilterBrowse | null>(null);
