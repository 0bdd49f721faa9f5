import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createLruByteCache, type LruByteCache } from './lru-byte-cache.js';
import { publicOrigin } from './public-origin.js';

export type Encoding = 'br' | 'gzip';

interface CachedAnswer {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
  /** Filled on first demand; null when compressing did not make it smaller. */
  encoded: Partial<Record<Encoding, Buffer | null>>;
}

export interface AnswerCacheOptions {
  maxBytes: number;
  /** The clock trending follows: every answer is kept at most until the next UTC midnight. */
  now: () => Date;
}

export interface AnswerCache {
  readonly store: LruByteCache<CachedAnswer>;
  /** Serves a stored answer (or a 304) if there is one; false when the route must answer. */
  serve(request: FastifyRequest, reply: FastifyReply): boolean;
  /** Keeps a route's 200 answer for the next request with the same key. */
  keep(request: FastifyRequest, reply: FastifyReply, payload: unknown): void;
}

// Headers a route sets that belong to its answer; the rest are per response or added by app hooks.
const KEPT_HEADERS = ['content-type', 'cache-control', 'content-security-policy'] as const;
// Below this, compression saves less than its headers cost.
const MIN_COMPRESS_BYTES = 1024;
const DAY_MS = 86_400_000;

// Per route schema, the query names it declares, sorted: worked out once, not on every request.
const declaredNamesBySchema = new WeakMap<object, readonly string[]>();
const NO_NAMES: readonly string[] = [];

/** The querystring names a route's schema declares; a route without one reads no query at all. */
function declaredQueryNames(schema: { querystring?: unknown } | undefined): readonly string[] {
  const querystring = schema?.querystring;
  if (typeof querystring !== 'object' || querystring === null) return NO_NAMES;
  let names = declaredNamesBySchema.get(querystring);
  if (names === undefined) {
    const properties = (querystring as { properties?: Record<string, unknown> }).properties ?? {};
    names = Object.keys(properties)
      // A TMDB API key is a credential, not part of the question.
      .filter((name) => name !== 'api_key')
      .sort();
    declaredNamesBySchema.set(querystring, names);
  }
  return names;
}

/**
 * Every request to a route gives the same answer until the catalogue changes, which it never does
 * while serving — except trending, which moves at the UTC day (and ISO week) boundary. So the key
 * is the origin asked, the route, its parameters and the query parameters the route declares
 * (decoded, sorted, first value of a repeated name; any other name cannot change the answer, and
 * keying on it would let `&x=N` fill the cache), and the whole cache starts afresh each UTC day.
 */
export function answerCacheKey(request: FastifyRequest): string {
  const { url, schema } = request.routeOptions;
  const query = (request.query ?? {}) as Record<string, unknown>;
  let pairs = '';
  for (const name of declaredQueryNames(schema)) {
    if (!Object.hasOwn(query, name)) continue;
    if (pairs !== '') pairs += '&';
    pairs += `${encodeURIComponent(name)}=${encodeURIComponent(String(query[name]))}`;
  }
  // The origin too: /configuration names it in its image URLs.
  return `${publicOrigin(request)}\u0000${url ?? request.url}\u0000${JSON.stringify(request.params ?? {})}\u0000${pairs}`;
}

/** The encoding to send a body in, from an Accept-Encoding header; brotli first, "q=0" refuses. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (acceptEncoding === undefined || acceptEncoding === '') return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** If-None-Match holds the tag (or "*"); weak comparison, as RFC 9110 asks for this header. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

function strongEtag(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

function compress(body: Buffer, encoding: Encoding): Buffer | null {
  const compressed =
    encoding === 'br'
      ? brotliCompressSync(body, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
        })
      : gzipSync(body, { level: 6 });
  return compressed.length < body.length ? compressed : null;
}

function answerBytes(answer: CachedAnswer, key: string): number {
  const encoded = Object.values(answer.encoded).reduce(
    (sum, buffer) => sum + (buffer?.length ?? 0),
    0,
  );
  return answer.body.length + encoded + key.length * 2 + 256;
}

export function createAnswerCache({ maxBytes, now }: AnswerCacheOptions): AnswerCache {
  const store = createLruByteCache<CachedAnswer>(maxBytes);
  const pendingKeys = new WeakMap<FastifyRequest, string>();
  let dayEnd = Number.NEGATIVE_INFINITY;
  let dayStart = Number.POSITIVE_INFINITY;

  function startDayIfNew(): void {
    const time = now().getTime();
    if (time >= dayStart && time < dayEnd) return;
    store.clear();
    dayStart = Math.floor(time / DAY_MS) * DAY_MS;
    dayEnd = dayStart + DAY_MS;
  }

  return {
    store,
    serve(request, reply) {
      if (request.method !== 'GET') return false;
      startDayIfNew();
      const key = answerCacheKey(request);
      const answer = store.get(key);
      if (answer === undefined) {
        pendingKeys.set(request, key);
        return false;
      }
      for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
      reply.header('etag', answer.etag);
      if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
        reply.code(304).send();
        return true;
      }
      let body = answer.body;
      if (body.length >= MIN_COMPRESS_BYTES) {
        reply.header('vary', 'accept-encoding');
        const encoding = preferredEncoding(request.headers['accept-encoding']);
        if (encoding !== undefined) {
          let encoded = answer.encoded[encoding];
          if (encoded === undefined) {
            encoded = compress(answer.body, encoding);
            answer.encoded[encoding] = encoded;
            store.set(key, answer, answerBytes(answer, key));
          }
          if (encoded !== null) {
            reply.header('content-encoding', encoding);
            body = encoded;
          }
        }
      }
      reply.send(body);
      return true;
    },
    keep(request, reply, payload) {
      const key = pendingKeys.get(request);
      if (key === undefined) return;
      pendingKeys.delete(request);
      if (reply.statusCode !== 200 || reply.hasHeader('content-encoding')) return;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return;
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = reply.getHeader(name);
        if (typeof value === 'string') headers[name] = value;
      }
      const routeEtag = reply.getHeader('etag');
      const answer: CachedAnswer = {
        body,
        etag: typeof routeEtag === 'string' ? routeEtag : strongEtag(body),
        headers,
        encoded: {},
      };
      reply.header('etag', answer.etag);
      if (body.length >= MIN_COMPRESS_BYTES) reply.header('vary', 'accept-encoding');
      store.set(key, answer, answerBytes(answer, key));
    },
  };
}

/**
 * Answers repeated GETs from memory. The lookup is a preHandler, so it runs after every onRequest
 * hook of the scope (the member guard among them): a cached answer never skips a check. Callback
 * hooks, because these run on every request and an async hook costs a promise each.
 */
export function registerCachedAnswers(scope: FastifyInstance, cache: AnswerCache): void {
  scope.addHook('preHandler', (request, reply, done) => {
    if (!cache.serve(request, reply)) done();
  });
  scope.addHook('onSend', (request, reply, payload, done) => {
    cache.keep(request, reply, payload);
    done(null, payload);
  });
}
