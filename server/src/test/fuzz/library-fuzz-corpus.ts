// The library fuzz test's corpus: what its generator (library-request-generator.ts) mixes into the
// library's routes and bodies. As with fuzz-corpus.ts, editing a list changes which requests a seed
// makes, so a replayed FUZZ_SEED no longer repeats an old run.

/** Numbers at every edge a body's number can have: ids, ratings, positions, floats, the unsafe. */
export const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  0.5,
  0.25,
  7.3,
  10.5,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER,
  1e21,
  1e300,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  5e-324,
];

/**
 * Number literals JSON allows and JavaScript cannot keep: 1e999 parses to Infinity, 1e-999 to 0,
 * and long digit runs lose their last digits. Written into the body's text as they are.
 */
export const RAW_NUMBER_LITERALS: readonly string[] = [
  '1e999',
  '-1e999',
  '1e-999',
  '-0.0',
  '123456789012345678901234567890',
  '0.1e1',
  '5E0',
  '1.0',
];

/** Strings that a parser might take for a number, a boolean or nothing. */
export const NUMBERISH_STRINGS: readonly string[] = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '0x10',
  '010',
  ' 5',
  '5 ',
  '5.',
  '',
  'null',
  'undefined',
  'true',
  'false',
  '550',
  '8.5',
  '2026-01-01',
];

/** Text with what text cannot hold or a database may trip on. */
export const HOSTILE_TEXTS: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'lone \udfff half',
  '\udc00\ud800',
  '🎬',
  '\u202e',
  "'; DROP TABLE lists; --",
  '%s%n',
  '   ',
  '\t\n',
  '<script>alert(1)</script>',
  'Ä̈',
  '\\',
  '"',
];

/** Body fields no route takes, some named after what only the token may say. */
export const EXTRA_FIELDS: readonly string[] = [
  'uid',
  'user_id',
  'account_id',
  'list_id',
  'id',
  'owner',
  '__proto__',
  'constructor',
  'prototype',
  'success',
];

/** Values of the library's query parameters that are right, so reads get past the checks too. */
export const GOOD_QUERY_VALUES: Readonly<Record<string, readonly string[]>> = {
  page: ['1', '2', '1000'],
  sort_by: [
    'created_at.asc',
    'created_at.desc',
    'rating.desc',
    'release_date.asc',
    'title.asc',
    'popularity.desc',
    'original_order.asc',
    'watched_on.desc',
  ],
  with_genres: ['28', '18', '35'],
  decade: ['1990', '2000', '1870', '2100'],
  media_type: ['movie', 'tv'],
  media: ['movie:21', 'tv:22'],
  items: ['movie:21,tv:22', 'movie:21', ''],
  movie_id: ['21', '23'],
  media_id: ['21', '22'],
};

/** Days a watch may or may not have been on. */
export const WATCH_DAYS: readonly string[] = [
  '2026-01-01',
  '1870-01-01',
  '1869-12-31',
  '2026-02-30',
  '2099-01-01',
  '26-01-01',
  '2026-1-1',
  '2026-01-01T00:00:00Z',
  '0000-00-00',
];

/**
 * Share ids as a path has them: of the form (22 base64url characters) and near misses, some
 * percent-encoded. None is a list's: the run's own shared lists get ids nobody can guess.
 */
export const SHARE_IDS: readonly string[] = [
  'AAAAAAAAAAAAAAAAAAAAAA',
  '______________________',
  '----------------------',
  'AAAAAAAAAAAAAAAAAAAAA',
  'AAAAAAAAAAAAAAAAAAAAAAA',
  'AAAAAAAAAAAAAAAAAAAA%3D%3D',
  'AAAAAAAAAAAAAAAAAAAAA%2B',
  'AAAAAAAAAAAAAAAAAAAAA%2F',
  'AAAAAAAAAAAAAAAAAAAAA%00',
  '%F0%9F%8E%AC%F0%9F%8E%AC%F0%9F%8E%AC',
  '1',
];
