import { seededRandom, type Random } from '../../catalogue/seeded-random.js';
import type { LibraryRoute } from '../library-route-table.js';
import { NUMERIC_EDGES, PARAM_NAMES } from './fuzz-corpus.js';
import {
  EXTRA_FIELDS,
  GOOD_QUERY_VALUES,
  HOSTILE_NUMBERS,
  HOSTILE_TEXTS,
  NUMBERISH_STRINGS,
  RAW_NUMBER_LITERALS,
  SHARE_IDS,
  WATCH_DAYS,
} from './library-fuzz-corpus.js';
import {
  encode,
  junkValue,
  mutateSegment,
  randomText,
  randomUnicode,
  type FuzzMethod,
  type FuzzRequest,
  type GeneratorOptions,
} from './request-generator.js';

export interface LibraryGeneratorOptions {
  /** The one token the test's verifier accepts, of the member `uid`. */
  goodToken: string;
  uid: string;
  /** The library's routes, with the fields of their bodies and queries (libraryRouteTable). */
  routes: readonly LibraryRoute[];
  /** Titles the catalogue has, so adds reach the store. */
  knownIds: { movie: number[]; tv: number[] };
  /** The member's lists and diary entries when the run starts, so paths hit real rows. */
  listIds: number[];
  entryIds: number[];
}

const OTHER_METHODS: readonly FuzzMethod[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

const CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  '',
];

/** A value a field of its name takes, so a body may get past every check and be written. */
function goodValue(random: Random, field: string, options: LibraryGeneratorOptions): unknown {
  switch (field) {
    case 'media_type':
      return random.pick(['movie', 'tv']);
    case 'media_id':
      return random.pick(random.chance(0.5) ? options.knownIds.movie : options.knownIds.tv);
    case 'watchlist':
    case 'favorite':
    case 'public':
    case 'hide_watched':
    case 'count_rent_buy':
    case 'only_my_services':
    case 'keyboard_shortcuts':
    case 'pinned':
      return random.chance(0.7);
    case 'query':
      return random.pick(['genre=18', 'sort=rated&year=1999', '?genre=35&page=2', '']);
    case 'watch_region':
      return random.pick(['US', 'GB', 'DE', null]);
    case 'watch_providers':
      return Array.from({ length: random.int(0, 5) }, () => random.int(9001, 9016));
    case 'language':
      // A language the settings take; a new list takes any text, and keeps none.
      return random.pick(['en', 'fr', 'pt-BR', 'he']);
    case 'theme':
      return random.pick(['dark', 'light', 'system', null]);
    case 'value':
    case 'rating':
      return random.int(1, 20) / 2;
    case 'watched_on':
      return `20${random.int(10, 25)}-0${random.int(1, 9)}-1${random.int(0, 9)}`;
    case 'position':
      return random.int(0, 6);
    case 'note':
    case 'name':
    case 'description':
    case 'display_name':
      return randomText(random, random.int(1, 40), 'abcdefghij klmnop');
    default:
      return randomText(random, random.int(0, 10));
  }
}

/** Anything but what the field wants: wrong types, edges, text that is not text, nesting. */
function hostileValue(random: Random, depth = 0): unknown {
  switch (random.int(0, 11)) {
    case 0:
      return random.pick(HOSTILE_NUMBERS);
    case 1:
      return random.pick(NUMBERISH_STRINGS);
    case 2:
      return `${randomText(random, random.int(0, 5))}${random.pick(HOSTILE_TEXTS)}`;
    case 3:
      // Over the limits of names (100), notes and descriptions (1,000), sometimes of a body (16 KB).
      return randomText(random, random.pick([101, 1001, 5000, 17_000]));
    case 4:
      return random.chance(0.5);
    case 5:
      return null;
    case 6:
      return depth > 2
        ? []
        : Array.from({ length: random.int(0, 3) }, () => hostileValue(random, depth + 1));
    case 7:
      return depth > 2
        ? {}
        : Object.fromEntries(
            Array.from({ length: random.int(0, 3) }, () => [
              random.pick(EXTRA_FIELDS),
              hostileValue(random, depth + 1),
            ]),
          );
    case 8:
      return randomUnicode(random, random.int(1, 50));
    case 9:
      return random.pick(WATCH_DAYS);
    case 10:
      return random.int(-1000, 1000);
    default:
      return random.pick(['movie', 'tv', 'person', 'MOVIE', 'movie ']);
  }
}

const TEXT_FIELDS = new Set(['name', 'description', 'note', 'language', 'display_name']);

/** A wrong value for the field: for a person's text, often text that is not text or too long. */
function wrongValue(random: Random, field: string): unknown {
  if (TEXT_FIELDS.has(field) && random.chance(0.5))
    return `${randomText(random, random.int(0, 5))}${random.pick(HOSTILE_TEXTS)}${randomText(random, random.int(0, 5))}`;
  return hostileValue(random);
}

/** A body that is no JSON object at all. */
function notAnObject(random: Random): string | Buffer {
  return random.pick<string | Buffer>([
    '',
    'null',
    '[]',
    '[{"media_id": 1}]',
    '"movie"',
    '42',
    'true',
    '{"media_id":',
    '{',
    `{"name": ${'['.repeat(random.int(10, 3000))}`,
    Buffer.from(Array.from({ length: random.int(1, 300) }, () => random.int(0, 255))),
    // Overlong UTF-8 for "a", and a lone surrogate as UTF-8 bytes, inside a string.
    Buffer.from([0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xc1, 0xa1, 0x22, 0x7d]),
    Buffer.from([
      0x7b, 0x22, 0x6e, 0x6f, 0x74, 0x65, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d,
    ]),
  ]);
}

/**
 * A JSON object for the route's body: its own fields, all right (so it is written) or each
 * perhaps hostile, some left out, fields it does not take added, and now and then a number
 * literal JavaScript cannot keep written into the text as it is.
 */
function bodyFor(random: Random, route: LibraryRoute, options: LibraryGeneratorOptions): string {
  // All right, so it is written; one field wrong, so that field's check is what answers; or any.
  const mode = random.pick(['good', 'one-wrong', 'any'] as const);
  const wrongField =
    mode === 'one-wrong' && route.bodyFields.length > 0 ? random.pick(route.bodyFields) : undefined;
  const fields: Record<string, unknown> = {};
  for (const field of route.bodyFields) {
    if (mode === 'any' && random.chance(0.1)) continue;
    const good =
      mode === 'good' || (mode === 'one-wrong' ? field !== wrongField : random.chance(0.5));
    fields[field] = good ? goodValue(random, field, options) : wrongValue(random, field);
  }
  if (random.chance(0.15))
    for (let extra = random.int(1, 3); extra > 0; extra -= 1)
      fields[random.pick(EXTRA_FIELDS)] = hostileValue(random);
  const raw = random.chance(0.1) && route.bodyFields.length > 0;
  const rawField = raw ? random.pick(route.bodyFields) : undefined;
  if (rawField !== undefined) fields[rawField] = '\u0001raw\u0001';
  const text = JSON.stringify(fields);
  return rawField === undefined
    ? text
    : text.replace('"\\u0001raw\\u0001"', random.pick(RAW_NUMBER_LITERALS));
}

/** A path parameter: mostly the member's own or an id that exists, else another's, an edge or junk. */
function paramValue(
  random: Random,
  name: string,
  url: string,
  options: LibraryGeneratorOptions,
): string {
  const roll = random.next();
  if (name === 'share_id')
    return roll < 0.7 ? random.pick(SHARE_IDS) : mutateSegment(random, random.pick(SHARE_IDS));
  if (name === 'account_id') {
    if (roll < 0.85) return options.uid;
    if (roll < 0.9) return 'someone-else';
    return mutateSegment(random, options.uid);
  }
  const known =
    name === 'list_id'
      ? options.listIds
      : name === 'entry_id'
        ? options.entryIds
        : url.startsWith('/3/tv/')
          ? options.knownIds.tv
          : options.knownIds.movie;
  if (roll < 0.6 && known.length > 0) return String(random.pick(known));
  if (roll < 0.75) return String(random.int(1, 100_000));
  if (roll < 0.9) return random.pick(NUMERIC_EDGES);
  return mutateSegment(random, String(random.int(1, 99)));
}

function pathFor(random: Random, route: LibraryRoute, options: LibraryGeneratorOptions): string {
  return route.url
    .replace(/:(\w+)/g, (_match, name: string) => paramValue(random, name, route.url, options))
    .replace('*', () =>
      Array.from({ length: random.int(1, 3) }, () =>
        mutateSegment(random, randomText(random, random.int(1, 8))),
      ).join('/'),
    );
}

function queryFor(random: Random, route: LibraryRoute, options: LibraryGeneratorOptions): string {
  if (random.chance(0.25)) return '';
  const junkOptions: GeneratorOptions = {
    goodToken: options.goodToken,
    knownIds: { ...options.knownIds, person: [] },
    knownImages: [],
  };
  const parts: string[] = [];
  for (const name of route.queryNames) {
    if (!random.chance(0.6)) continue;
    const good = GOOD_QUERY_VALUES[name];
    const value =
      good !== undefined && random.chance(0.65)
        ? encodeURIComponent(random.pick(good))
        : junkValue(random, junkOptions);
    parts.push(`${name}=${value}`);
  }
  if (random.chance(0.2))
    parts.push(`${random.pick(PARAM_NAMES)}=${junkValue(random, junkOptions)}`);
  if (random.chance(0.05) && parts.length > 0) parts.push(random.pick(parts));
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

function authorization(random: Random, options: LibraryGeneratorOptions): string | undefined {
  const roll = random.next();
  if (roll < 0.88) return `Bearer ${options.goodToken}`;
  if (roll < 0.92) return undefined;
  if (roll < 0.96) return `Bearer ${options.goodToken}x`;
  return encode(random, randomText(random, random.int(1, 60)));
}

/**
 * Request `index` of the library fuzz run seeded `seed`: one of the library's routes, mostly with
 * the member's good token and its own method, and a body for every method that takes one.
 */
export function generateLibraryRequest(
  seed: string,
  index: number,
  options: LibraryGeneratorOptions,
): FuzzRequest {
  const random = seededRandom(`${seed}:library:${index}`);
  const route = random.pick(options.routes);
  const method = random.chance(0.92) ? (route.method as FuzzMethod) : random.pick(OTHER_METHODS);
  const headers: Record<string, string> = {};
  const token = authorization(random, options);
  if (token !== undefined) headers.authorization = token;
  const request: FuzzRequest = {
    method,
    url: `${pathFor(random, route, options)}${queryFor(random, route, options)}`,
    headers,
  };
  if (
    method !== 'GET' &&
    method !== 'OPTIONS' &&
    (route.bodyFields.length > 0 || random.chance(0.3))
  ) {
    request.payload = random.chance(0.08) ? notAnObject(random) : bodyFor(random, route, options);
    headers['content-type'] = random.chance(0.9) ? 'application/json' : random.pick(CONTENT_TYPES);
  }
  return request;
}
