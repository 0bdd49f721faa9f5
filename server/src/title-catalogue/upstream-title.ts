import type { LibraryTitle } from '@marquee/tmdb-types/account';
import { notFound } from '../http/tmdb-errors.js';
import type { TitleRef } from '../library/store/library-limits.js';
import type { Upstream } from '../upstream/open-upstream.js';
import { titleFromDetails } from './title-from-details.js';
import { retryLater, upstreamJson } from './upstream-json.js';

/**
 * A title's details from TMDB, through the upstream cache, projected to the list item the library
 * keeps. TMDB's language is its default: the library keeps one copy of a title for everybody.
 */
export async function upstreamTitle(
  upstream: Upstream,
  { mediaType, mediaId }: TitleRef,
): Promise<LibraryTitle> {
  const details = await upstreamJson(upstream, `/3/${mediaType}/${mediaId}`);
  if (details === undefined) throw notFound();
  const title = titleFromDetails(mediaType, mediaId, details);
  if (title === undefined) throw retryLater(`TMDB's /3/${mediaType}/${mediaId} is not a title`);
  return title;
}
