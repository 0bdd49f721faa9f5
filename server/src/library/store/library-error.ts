/**
 * Why the library refused or failed a call. The routes turn each into TMDB's error shape; the
 * store knows nothing of HTTP.
 */
export type LibraryErrorCode =
  | 'invalid-user'
  | 'invalid-title'
  | 'too-many-titles'
  /** A season or episode number TMDB could not give, or an episode's details of another one. */
  | 'invalid-episode'
  | 'invalid-rating'
  | 'invalid-date'
  | 'note-too-long'
  | 'invalid-list-name'
  /** A name, description or note with NUL or half of a surrogate pair in it. */
  | 'invalid-text'
  | 'description-too-long'
  | 'invalid-slice'
  /** A genre filter that is not a TMDB genre id (a positive whole number). */
  | 'invalid-genre'
  /** A decade filter that is not a year divisible by 10 from 1870 to 2100. */
  | 'invalid-decade'
  | 'too-many-lists'
  | 'list-full'
  | 'diary-full'
  /** A member's episode watches are at their limit. */
  | 'episodes-full'
  /** A show status other than watching, paused or dropped. */
  | 'invalid-status'
  | 'invalid-position'
  | 'list-not-found'
  /** A saved filter's name or query it cannot have; the message starts with the field. */
  | 'invalid-saved-filter'
  | 'too-many-saved-filters'
  | 'saved-filter-not-found'
  /** A setting with a value it cannot have: a display name over 50 characters, say. */
  | 'invalid-setting'
  /** The database cannot be reached or did not answer in time; worth trying again later. */
  | 'unavailable';

export class LibraryError extends Error {
  override readonly name = 'LibraryError';

  constructor(
    readonly code: LibraryErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The type guard a route needs: `if (isLibraryError(error, 'list-not-found')) throw notFound()`. */
export function isLibraryError(error: unknown, code?: LibraryErrorCode): error is LibraryError {
  return error instanceof LibraryError && (code === undefined || error.code === code);
}
