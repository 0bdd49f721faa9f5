const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How long an answer stays fresh; a missing resource is re-asked soon, since TMDB adds titles all the time. */
export const NOT_FOUND_TTL_MS = 5 * MINUTE;
export const SEARCH_TTL_MS = 10 * MINUTE;
export const LIST_TTL_MS = HOUR;
export const DETAILS_TTL_MS = 6 * HOUR;

const LIST_PATH =
  /^\/3\/(discover\/|(movie|tv|person)\/(popular|top_rated|now_playing|upcoming|on_the_air|airing_today)$|(movie|tv)\/\d+\/(similar|recommendations)$)/;

/** Milliseconds an upstream answer to `key` (from cacheKey) may be served without asking TMDB again. */
export function freshForMs(key: string, status: number, now: Date): number {
  if (status === 404) return NOT_FOUND_TTL_MS;
  const path = key.split('?', 1)[0] ?? key;
  // TMDB recomputes trending once a day, so a row is good until the UTC date changes.
  if (path.startsWith('/3/trending/'))
    return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime();
  if (path.startsWith('/3/search/')) return SEARCH_TTL_MS;
  if (LIST_PATH.test(path)) return LIST_TTL_MS;
  return DETAILS_TTL_MS;
}

/**
 * The normalised request: path without a trailing slash, query sorted, the client's api_key dropped
 * (the server adds its own), so equivalent requests share one cache entry and one upstream call.
 */
export function cacheKey(path: string, query: Readonly<Record<string, string>>): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const params = new URLSearchParams(
    Object.entries(query)
      .filter(([name]) => name !== 'api_key')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  ).toString();
  return params === '' ? trimmed : `${trimmed}?${params}`;
}
