/*
 * The ids other services' files name titles by, as the server takes them: IMDb's `tt` and seven or
 * more digits; TMDB's and TheTVDB's positive whole numbers (ten digits at most, as any file has).
 */

export function isImdbId(text: string): boolean {
  return /^tt\d{7,}$/.test(text);
}

/** A TMDB or TheTVDB id written as text ("62417"); undefined when it is not one ("0", "-1", ""). */
export function numericIdOf(text: string): number | undefined {
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined;
}
