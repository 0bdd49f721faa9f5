import type { LibraryTitle } from '@marquee/tmdb-types/account';
import type { MovieDetails, TvDetails } from '@marquee/tmdb-types/details';
import type { TitleMediaType } from '@marquee/tmdb-types/media';
import { toMovieListItem, toTvListItem } from '../catalogue/list-items.js';

/**
 * A title's details (TMDB's answer, or the embedded catalogue's) projected to the list item the
 * library keeps, under the id asked for whatever the body says. Undefined for a body without the
 * details' genres: that is not TMDB's details of a title.
 */
export function titleFromDetails(
  mediaType: TitleMediaType,
  id: number,
  details: unknown,
): LibraryTitle | undefined {
  if (!Array.isArray((details as { genres?: unknown } | null)?.genres)) return undefined;
  return mediaType === 'movie'
    ? { ...toMovieListItem(details as MovieDetails), id, media_type: 'movie' }
    : { ...toTvListItem(details as TvDetails), id, media_type: 'tv' };
}
