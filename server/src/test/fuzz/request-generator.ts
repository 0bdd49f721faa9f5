import { seededRandom, type Random } from '../../catalogue/seeded-random.js';
import {
  APPEND_VALUES,
  BAD_ENCODINGS,
  METACHARACTERS,
  NUMERIC_EDGES,
  ODD_VALUES,
  OTHER_PATHS,
  PARAM_NAMES,
  PATH_PREFIXES,
  ROUTE_SHAPES,
  SEGMENT_SUFFIXES,
  TRAVERSAL_SEGMENTS,
} from './fuzz-corpus.js';

/** One generated request, in the shape app.inject takes. */
export interface FuzzRequest {
  method: FuzzMethod;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export type FuzzMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD' | 'OPTIONS' | 'PATCH';

export interface GeneratorOptions {
  /** The one token the test's verifier accepts; some requests carry it so members-only routes are reached too. */
  goodToken: string;
  /** Ids that exist in the catalogue, so real route shapes also hit real rows. */
  knownIds: { movie: number[]; tv: number[]; person: number[] };
  /** Image files that exist (e.g. "/movie-poster-1-abc.svg"). */
  knownImages: string[];
}

const METHODS: ReadonlyArray<[FuzzMethod, number]> = [
  ['GET', 0.55],
  ['HEAD', 0.1],
  ['OPTIONS', 0.07],
  ['POST', 0.1],
  ['PUT', 0.06],
  ['DELETE', 0.06],
  ['PATCH', 0.06],
];

const FILL: Record<string, (random: Random, options: GeneratorOptions) => string> = {
  trendingMedia: (random) => random.pick(['all', 'movie', 'tv', 'person']),
  window: (random) => random.pick(['day', 'week']),
  movieId: (random, options) => String(random.pick(options.knownIds.movie)),
  tvId: (random, options) => String(random.pick(options.knownIds.tv)),
  personId: (random, options) => String(random.pick(options.knownIds.person)),
  searchKind: (random) => random.pick(['multi', 'movie', 'tv', 'person']),
  size: (random) => random.pick(['w92', 'w185', 'w500', 'w780', 'w1280', 'h632', 'original']),
  image: (random, options) => random.pick(options.knownImages).slice(1),
};

export function randomText(
  random: Random,
  length: number,
  alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789-_.~',
): string {
  // Long texts repeat a random 256-character run: as hostile to a parser, far cheaper to make.
  const runLength = Math.min(length, 256);
  let run = '';
  for (let i = 0; i < runLength; i += 1) run += alphabet[random.int(0, alphabet.length - 1)];
  return run.repeat(Math.ceil(length / Math.max(runLength, 1))).slice(0, length);
}

/** Any UTF-16 code units at all, including unpaired surrogates, which encodeURIComponent refuses. */
export function randomUnicode(random: Random, length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1)
    text += String.fromCharCode(
      random.chance(0.3) ? random.int(0xd800, 0xdfff) : random.int(0, 0xffff),
    );
  return text;
}

/** Percent-encodes what must be, and the rest only sometimes, so the decoded form and the raw form differ. */
export function encode(random: Random, text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const plain = /[A-Za-z0-9._~-]/.test(char);
    if (plain && !random.chance(0.15)) out += char;
    else if (code >= 0xd800 && code <= 0xdfff) out += random.pick(['%ed%a0%80', '%ed%b0%80']);
    else
      out +=
        encodeURIComponent(char).replace(
          /[!'()*]/g,
          (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
        ) || '%00';
  }
  return out;
}

export function junkValue(random: Random, options: GeneratorOptions): string {
  switch (random.int(0, 11)) {
    case 0:
      return String(random.int(-5, 600));
    case 1:
      return random.pick(ODD_VALUES);
    case 2:
      return encode(random, random.pick(METACHARACTERS));
    case 3:
      return encode(
        random,
        Array.from({ length: random.int(2, 6) }, () => random.pick(METACHARACTERS)).join(
          random.pick([' ', '', '+']),
        ),
      );
    case 4:
      return random.pick(BAD_ENCODINGS);
    case 5:
      return encode(random, randomUnicode(random, random.int(1, 40)));
    case 6:
      return randomText(random, random.int(1000, 20_000));
    case 7:
      return encode(
        random,
        `${randomText(random, random.int(1, 8), 'abcdefghij')} ${random.pick(METACHARACTERS)}`,
      );
    case 8:
      return random.pick(APPEND_VALUES);
    case 9:
      return String(random.pick(options.knownIds.movie));
    case 10:
      return `${randomText(random, random.int(0, 6))}${random.pick(BAD_ENCODINGS)}${randomText(random, random.int(0, 6))}`;
    default:
      return randomText(random, random.int(0, 12));
  }
}

function queryString(random: Random, options: GeneratorOptions): string {
  if (random.chance(0.3)) return '';
  const count = random.chance(0.05) ? random.int(100, 400) : random.int(1, 5);
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const name = random.chance(0.8)
      ? random.pick(PARAM_NAMES)
      : encode(random, random.pick([randomText(random, random.int(1, 30)), ...METACHARACTERS]));
    const value = junkValue(random, options);
    // Repeated keys, keys without "=", and bare "&"s.
    const repeat = random.chance(0.1) ? random.int(2, 50) : 1;
    for (let r = 0; r < repeat; r += 1) parts.push(random.chance(0.05) ? name : `${name}=${value}`);
  }
  return `?${parts.join(random.chance(0.05) ? '&&' : '&')}`;
}

/** One segment changed the way a fuzzer would: junk, encodings, traversal, size, case. */
export function mutateSegment(random: Random, segment: string): string {
  switch (random.int(0, 10)) {
    case 0:
      return randomText(random, random.int(0, 20));
    case 1:
      return encode(random, segment);
    case 2:
      return random.pick(TRAVERSAL_SEGMENTS);
    case 3:
      return random.pick(BAD_ENCODINGS);
    case 4:
      return `${segment}${random.pick(BAD_ENCODINGS)}`;
    case 5:
      return randomText(random, random.int(250, 5000));
    case 6:
      return segment.toUpperCase();
    case 7:
      return encode(random, randomUnicode(random, random.int(1, 10)));
    case 8:
      return `${segment};${randomText(random, 5)}`;
    case 9:
      return random.pick(NUMERIC_EDGES);
    default:
      return `${segment}${random.pick(SEGMENT_SUFFIXES)}`;
  }
}

function generatedPath(random: Random, options: GeneratorOptions): string {
  const roll = random.next();
  if (roll < 0.6) {
    const shape = random
      .pick(ROUTE_SHAPES)
      .replace(/\{(\w+)\}/g, (_match, name: string) =>
        (FILL[name] as (r: Random, o: GeneratorOptions) => string)(random, options),
      );
    if (random.chance(0.35)) return shape;
    const segments = shape.split('/');
    const mutations = random.int(1, 2);
    for (let i = 0; i < mutations; i += 1) {
      // Segment 0 is the empty string before the first "/"; the prefix ("3", "t") may be mutated too.
      const index = random.int(1, segments.length - 1);
      segments[index] = mutateSegment(random, segments[index] ?? '');
    }
    return segments.join('/');
  }
  if (roll < 0.8)
    return random.chance(0.5)
      ? random.pick(OTHER_PATHS)
      : `${random.pick(OTHER_PATHS)}/${mutateSegment(random, 'x')}`;
  const prefix = random.pick(PATH_PREFIXES);
  const segments = Array.from({ length: random.int(0, 6) }, () =>
    mutateSegment(random, randomText(random, random.int(1, 10))),
  );
  return `${prefix}/${segments.join('/')}`;
}

function authorization(random: Random, options: GeneratorOptions): string | undefined {
  switch (random.int(0, 9)) {
    case 0:
    case 1:
    case 2:
      return undefined;
    case 3:
    case 4:
      return `Bearer ${options.goodToken}`;
    case 5:
      return `Bearer ${randomText(random, random.int(0, 3000), 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.')}`;
    case 6:
      return random.pick([
        'Bearer',
        'Bearer ',
        'bearer  x',
        `Basic ${Buffer.from('a:b').toString('base64')}`,
        'Bearer a.b.c',
        'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
        `Bearer ${options.goodToken} extra`,
        `Bearer  ${options.goodToken}`,
        'Digest x',
      ]);
    case 7:
      return randomText(random, random.int(8000, 60_000));
    case 8:
      return `Bearer ${options.goodToken}${random.pick(['x', '.', '%00', ' '])}`;
    default:
      return randomText(
        random,
        random.int(1, 100),
        ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCXYZ[\\]^_`abcxyz{|}~',
      );
  }
}

function headers(random: Random, options: GeneratorOptions): Record<string, string> {
  const result: Record<string, string> = {};
  const token = authorization(random, options);
  if (token !== undefined) result.authorization = token;
  if (random.chance(0.5)) {
    result.accept = random.pick([
      'text/html',
      '*/*',
      'application/json',
      '',
      'text/html;q=0',
      'image/*',
      '*/*;q=0.1, text/html',
      randomText(random, random.int(1, 200), 'abc/;=*,. '),
      'text/html'.repeat(1000),
    ]);
  }
  if (random.chance(0.3)) {
    result['content-type'] = random.pick([
      'application/json',
      'application/json; charset=utf-16',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/octet-stream',
      '',
      ';;;',
      'application/json'.repeat(500),
      randomText(random, random.int(1, 50), 'abc/;=+ '),
    ]);
  }
  if (random.chance(0.1))
    result['if-none-match'] = random.pick(['*', '"x"', 'W/"x"', '"', randomText(random, 2000)]);
  if (random.chance(0.1))
    result['x-forwarded-for'] = random.pick([
      '1.2.3.4',
      'garbage',
      '::1, 10.0.0.1',
      randomText(random, 500),
    ]);
  if (random.chance(0.1))
    result['x-forwarded-proto'] = random.pick(['https', 'http', 'gopher', '']);
  if (random.chance(0.1))
    result['accept-encoding'] = random.pick(['gzip', 'br', 'identity;q=0', '*', 'x'.repeat(1000)]);
  if (random.chance(0.05))
    result.range = random.pick(['bytes=0-1', 'bytes=-1', 'bytes=99999999-', 'bytes=x']);
  if (random.chance(0.05)) result['x-huge'] = randomText(random, random.int(10_000, 100_000));
  if (random.chance(0.05))
    result[randomText(random, random.int(1, 30), 'abcdefghijklmnop-')] = randomText(
      random,
      random.int(0, 100),
    );
  return result;
}

function body(random: Random): string | Buffer | undefined {
  switch (random.int(0, 7)) {
    case 0:
      return '{"query": "x", "page": 1}';
    case 1:
      return `{"a": ${'['.repeat(random.int(1, 5000))}`;
    case 2:
      return JSON.stringify({ x: 'a'.repeat(random.int(16_000, 200_000)) });
    case 3:
      return Buffer.from(Array.from({ length: random.int(1, 4000) }, () => random.int(0, 255)));
    case 4:
      return `page=1&query=${encode(random, random.pick(METACHARACTERS))}`;
    case 5:
      return '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}';
    case 6:
      return '';
    default:
      return undefined;
  }
}

function method(random: Random): FuzzMethod {
  let roll = random.next();
  for (const [name, weight] of METHODS) {
    roll -= weight;
    if (roll < 0) return name;
  }
  return 'GET';
}

/** Request `index` of the run seeded `seed`: each one has its own stream, so a single failure replays alone. */
export function generateRequest(
  seed: string,
  index: number,
  options: GeneratorOptions,
): FuzzRequest {
  const random = seededRandom(`${seed}:${index}`);
  const chosen = method(random);
  const request: FuzzRequest = {
    method: chosen,
    url: `${generatedPath(random, options)}${queryString(random, options)}`,
    headers: headers(random, options),
  };
  // Bodies mostly on methods that carry one, sometimes on a GET where none belongs.
  if ((chosen !== 'GET' && chosen !== 'HEAD' && random.chance(0.7)) || random.chance(0.05)) {
    const payload = body(random);
    if (payload !== undefined) request.payload = payload;
  }
  return request;
}
