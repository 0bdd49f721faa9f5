// The fuzz test's corpus: real route shapes and the hostile strings it mixes into them. The generator
// (request-generator.ts) draws from these lists in order, so reordering or editing one changes which
// requests a seed makes: a replayed FUZZ_SEED then no longer repeats an old run.

// The API's real route shapes; `{…}` parts are filled in, then any part may be mutated.
export const ROUTE_SHAPES: readonly string[] = [
  '/3/trending/{trendingMedia}/{window}',
  '/3/movie/popular',
  '/3/movie/top_rated',
  '/3/tv/popular',
  '/3/tv/top_rated',
  '/3/person/popular',
  '/3/discover/movie',
  '/3/discover/tv',
  '/3/movie/{movieId}',
  '/3/movie/{movieId}/credits',
  '/3/movie/{movieId}/similar',
  '/3/tv/{tvId}',
  '/3/tv/{tvId}/credits',
  '/3/tv/{tvId}/similar',
  '/3/person/{personId}',
  '/3/person/{personId}/combined_credits',
  '/3/search/{searchKind}',
  '/3/movie/{movieId}/watch/providers',
  '/3/tv/{tvId}/watch/providers',
  '/3/watch/providers/movie',
  '/3/watch/providers/tv',
  '/3/watch/providers/regions',
  '/3/genre/movie/list',
  '/3/genre/tv/list',
  '/3/configuration',
  '/t/p/{size}/{image}',
];

// Everything outside the API: the health check, the web app's routes and files, and paths that try to leave the web root.
export const OTHER_PATHS: readonly string[] = [
  '/healthz',
  '/',
  '/index.html',
  '/movies',
  '/tv?page=2',
  '/people',
  '/login',
  '/details/movie/1',
  '/static/js/app-abc123.js',
  '/static/js/missing-chunk.js',
  '/favicon.ico',
  '/../../etc/passwd',
  '/static/../../../etc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/static/%2e%2e%2f%2e%2e%2fpackage.json',
  '/..%5c..%5cwindows%5cwin.ini',
  '/t/p/../../../etc/passwd',
  '/3/../healthz',
];

// Where made-up paths start: under the API, the images, the web root, and doubled slashes.
export const PATH_PREFIXES: readonly string[] = [
  '/3',
  '/t/p',
  '',
  '/3/movie',
  '/static',
  '//',
  '/3//',
];

// Path segments that try to step out of the route: dot segments, encoded and backslashed.
export const TRAVERSAL_SEGMENTS: readonly string[] = [
  '..',
  '.',
  '%2e%2e',
  '%2E%2E',
  '..%2f..',
  '',
  '%2f',
  '\\..\\',
];

// What may follow a segment and change how the rest of the URL is read.
export const SEGMENT_SUFFIXES: readonly string[] = ['#frag', '%23', '/', '//', '?', ';'];

// Ids at the edges: negative, zero, past 2^53, fractions, exponents, hex.
export const NUMERIC_EDGES: readonly string[] = [
  '-1',
  '0',
  '1000000000000000',
  '10000000000000000',
  '9007199254740992',
  '9007199254740993',
  '1.5',
  '1e3',
  '0x1f',
];

// Percent-encodings a decoder can trip on: invalid hex, truncated, overlong UTF-8 ("/" and NUL), lone surrogates, out-of-range bytes.
export const BAD_ENCODINGS: readonly string[] = [
  '%zz',
  '%',
  '%4',
  '%c0%af',
  '%e0%80%af',
  '%c0%80',
  '%ed%a0%80',
  '%ed%bf%bf',
  '%f8%88%80%80%80',
  '%ff',
  '%fe%ff',
  '%00',
  '%2f',
  '%5c',
  '%25',
  '%u002e',
  '%%32%65',
];

// Text that is syntax somewhere: SQL, FTS5, JSON, HTML, paths, format strings.
export const METACHARACTERS: readonly string[] = [
  '"',
  "'",
  '*',
  'NEAR(',
  'NEAR(a b, 5)',
  "'; DROP TABLE movie; --",
  '--',
  '/*',
  '1 OR 1=1',
  '" OR ""="',
  'a AND b OR NOT c',
  'title:x',
  '^a',
  '(a',
  ')',
  '{}',
  '[]',
  '\\',
  '%',
  '_',
  '<script>alert(1)</script>',
  '${7*7}',
  '%s%s%n',
  '\u0000',
  '\u202e',
  '\ud800',
  '🎬',
  'ﬁ',
  'Ä̈',
  '../..',
  'null',
  'undefined',
  'NaN',
  '__proto__',
  'constructor',
];

// Query names: the routes' own, TMDB's, prototype keys and the empty name.
export const PARAM_NAMES: readonly string[] = [
  'page',
  'query',
  'sort_by',
  'with_genres',
  'primary_release_year',
  'first_air_date_year',
  'vote_count.gte',
  'append_to_response',
  'watch_region',
  'api_key',
  'language',
  'include_adult',
  '__proto__',
  'constructor',
  'toString',
  '',
];

// Query values at the edges of what the routes parse: numbers, lists, sort orders.
export const ODD_VALUES: readonly string[] = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '01',
  '0x10',
  ' 1',
  '1 ',
  '+1',
  '500',
  '501',
  '99999999999999999999999',
  'Infinity',
  '',
  '1,2',
  '1|2',
  '28,12',
  '28|12',
  '.desc',
  'popularity.desc',
  'vote_average.asc',
  'primary_release_date.desc',
  'x.desc',
];

// append_to_response: known parts, repeats, empty parts and parts no route has.
export const APPEND_VALUES: readonly string[] = [
  'credits',
  'similar',
  'credits,similar',
  'combined_credits',
  'credits,credits,credits',
  ',,,',
  'images,videos',
];
