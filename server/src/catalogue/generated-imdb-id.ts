import type { TitleMediaType } from '@marquee/tmdb-types/media';

// Far above any id IMDb has given (8 digits in 2025), so an export of someone's real IMDb history
// never matches a made-up title by id; movies take the even numbers and shows the odd ones, so the
// two share IMDb's one namespace without colliding at any catalogue size.
const FIRST_GENERATED = 900_000_000;

/** The IMDb id of a generated title: `tt` and nine digits, a function of its kind and id alone. */
export function generatedImdbId(media: TitleMediaType, id: number): string {
  return `tt${FIRST_GENERATED + 2 * id + (media === 'tv' ? 1 : 0)}`;
}
