import type { MovieDetails, TvDetails } from '@marquee/tmdb-types/details';
import { toMovieListItem, toTvListItem } from '../catalogue/list-items.js';
import { notFound } from '../http/tmdb-errors.js';
import { RetryLater } from '../http/retry-later.js';
import type { LibraryTitle } from '@marquee/tmdb-types/account';
import type { TitleRef } from '../library/store/library-limits.js';
import type { Upstream } from '../upstream/open-upstream.js';
import { CATALOGUE_RETRY_AFTER_SECONDS } from './title-catalogue.js';

/**
 * A title's details from TMDB, through the upstream cache (a fresh or, when TMDB fails, a stale
 * copy), projected to the list item the library keeps. TMDB's language is its default: the
 * library keeps one copy of a title for everybody.
 */
export async function upstreamTitle(
  upstream: Upstream,
  { mediaType, mediaId }: TitleRef,
): Promise<LibraryTitle> {
  const answer = await upstream.api.get(`/3/${mediaType}/${mediaId}`, {});
  if (answer.status === 404) throw notFound();
  if (answer.status !== 200)
    throw new RetryLater(CATALOGUE_RETRY_AFTER_SECONDS, {
      cause: new Error(`TMDB answered ${answer.status} (${answer.failure ?? 'no failure'})`),
    });
  let details: unknown;
  try {
    details = JSON.parse(answer.body.toString('utf8'));
  } catch (error) {
    throw new RetryLater(CATALOGUE_RETRY_AFTER_SECONDS, { cause: error });
  }
  // A body without the details' genres is not TMDB's details of a title.
  if (!Array.isArray((details as { genres?: unknown } | null)?.genres))
    throw new RetryLater(CATALOGUE_RETRY_AFTER_SECONDS, { cause: new Error('not a title') });
  // The id asked for is the title's id, whatever the body says.
  return mediaType === 'movie'
    ? { ...toMovieListItem(details as MovieDetails), id: mediaId, media_type: 'movie' }
    : { ...toTvListItem(details as TvDetails), id: mediaId, media_type: 'tv' };
}
