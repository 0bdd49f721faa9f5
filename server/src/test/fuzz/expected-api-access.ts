export type ApiAccess = 'public' | 'members';

/**
 * Who may read each TMDB API path (after `/3`), written out by hand from the product's rules:
 * anonymous visitors see the details pages (with where-to-watch's regions and a movie's
 * collection), search, configuration and genres; every list is for members. Tests judge the server's guard against this table, so it must never be derived from
 * the guard itself (`isPublicApiPath`): a guard that opened a list would then agree with its judge.
 *
 * `{id}` is a numeric id, `{name}` any one segment, and a trailing `/**` any further segments or
 * none. The first matching row wins; a path no row matches is members only (deny by default).
 */
export const EXPECTED_API_ACCESS: ReadonlyArray<readonly [template: string, access: ApiAccess]> = [
  // What every page needs to start: image sizes, languages, countries, and the genre lists.
  ['/configuration/**', 'public'],
  ['/genre/**', 'public'],
  // Search, for everyone.
  ['/search/**', 'public'],
  // A member's states and rating of a title (or a season, an episode) are their library's.
  ['/movie/{id}/**/account_states', 'members'],
  ['/movie/{id}/**/rating', 'members'],
  ['/tv/{id}/**/account_states', 'members'],
  ['/tv/{id}/**/rating', 'members'],
  // One title or person and everything about it (credits, similar, images, seasons, episodes).
  ['/movie/{id}/**', 'public'],
  ['/tv/{id}/**', 'public'],
  ['/person/{id}/**', 'public'],
  // A details page's where-to-watch lets a visitor pick any region; the services' lists stay for
  // members, as browse's other lists do.
  ['/watch/providers/regions', 'public'],
  // A movie's collection and its parts, a public page of its own.
  ['/collection/{id}/**', 'public'],
  // The lists: members only, as is anything else TMDB serves (companies, networks, keywords,
  // lists, accounts, find, the services' lists), which no row names.
  ['/trending/**', 'members'],
  ['/discover/**', 'members'],
  ['/movie/{name}', 'members'],
  ['/tv/{name}', 'members'],
  ['/person/{name}', 'members'],
];

const PATTERNS = EXPECTED_API_ACCESS.map(([template, access]) => {
  const source = template
    .split('/')
    .slice(1)
    .map((segment) =>
      segment === '**'
        ? '(?:/[^/]+)*'
        : `/${segment === '{id}' ? '\\d+' : segment === '{name}' ? '[^/]+' : segment}`,
    )
    .join('');
  return [new RegExp(`^${source}/?$`), access] as const;
});

/** The access a path after `/3` should have by the table above. */
export function expectedApiAccess(pathAfterPrefix: string): ApiAccess {
  return PATTERNS.find(([pattern]) => pattern.test(pathAfterPrefix))?.[1] ?? 'members';
}
