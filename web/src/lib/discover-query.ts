import type { TitleMediaType } from '@marquee/tmdb-types/media';
import type { CatalogueParams } from './catalogue-client';
import { memberListQueryOptions } from './member-list-query';

/**
 * A page of `3/discover/{media type}`, members only: browse's filters, and the titles of a
 * company, network or keyword. One key for the same list however a page came to ask for it.
 */
export function discoverPageQueryOptions(
  mediaType: TitleMediaType,
  params: CatalogueParams,
  page: number,
) {
  return memberListQueryOptions(['discover', mediaType, params, page], `3/discover/${mediaType}`, {
    ...params,
    page,
  });
}
