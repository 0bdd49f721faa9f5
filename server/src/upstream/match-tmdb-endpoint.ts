import { TMDB_GET_ENDPOINTS } from './tmdb-get-endpoints.js';
import { isTmdbSessionEndpoint } from './tmdb-session-endpoints.js';

export interface TmdbEndpoint {
  /** The OpenAPI path template, e.g. `/3/movie/{movie_id}/credits`. */
  template: string;
  /** The query parameters TMDB lists for it; the proxy forwards and caches on nothing else. */
  queryNames: readonly string[];
}

interface Branch {
  fixed: Map<string, Branch>;
  variable: Branch | undefined;
  endpoint: TmdbEndpoint | undefined;
}

// A variable segment is a plain name: no "..", no encoded slash, nothing that could reach another of TMDB's paths.
const PLAIN_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;
const VARIABLE = /^\{\w+\}$/;

function branch(): Branch {
  return { fixed: new Map(), variable: undefined, endpoint: undefined };
}

/** One tree over the templates' segments, so a match costs a map lookup per segment, whatever the table's size. */
function buildTree(table: Readonly<Record<string, readonly string[]>>): Branch {
  const root = branch();
  for (const [template, queryNames] of Object.entries(table)) {
    let node = root;
    for (const segment of template.slice(1).split('/')) {
      if (VARIABLE.test(segment)) {
        node.variable ??= branch();
        node = node.variable;
      } else {
        let next = node.fixed.get(segment);
        if (next === undefined) {
          next = branch();
          node.fixed.set(segment, next);
        }
        node = next;
      }
    }
    node.endpoint = { template, queryNames };
  }
  return root;
}

const TREE = buildTree(
  Object.fromEntries(
    Object.entries(TMDB_GET_ENDPOINTS).filter(
      ([template, queryNames]) => !isTmdbSessionEndpoint(template, queryNames),
    ),
  ),
);

function walk(node: Branch, segments: string[], index: number): TmdbEndpoint | undefined {
  if (index === segments.length) return node.endpoint;
  const segment = segments[index] as string;
  // A fixed segment wins (/3/movie/popular is not movie "popular"), but a dead end there may still match as a variable.
  const fixed = node.fixed.get(segment);
  const found = fixed === undefined ? undefined : walk(fixed, segments, index + 1);
  if (found !== undefined || node.variable === undefined || !PLAIN_SEGMENT.test(segment))
    return found;
  return walk(node.variable, segments, index + 1);
}

/**
 * The TMDB GET endpoint a path such as `/3/movie/550/credits` (one trailing slash allowed) asks for,
 * if TMDB has one and it is not a TMDB session's.
 */
export function matchTmdbEndpoint(path: string): TmdbEndpoint | undefined {
  if (!path.startsWith('/')) return undefined;
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return walk(TREE, trimmed.slice(1).split('/'), 0);
}

/** The query with only the named parameters in it. */
export function listedQuery(
  query: Readonly<Record<string, string>>,
  names: readonly string[],
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of names) {
    const value = query[name];
    if (Object.hasOwn(query, name) && value !== undefined) kept[name] = value;
  }
  return kept;
}
