import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import { cachedAnswerHeaders, MIN_COMPRESS_BYTES, type Encoding } from './cached-answer-headers.js';
import { UNCOUNTED_CACHE, type CacheObserver } from './cache-observer.js';
import { createLruByteCache, type LruByteCache } from './lru-byte-cache.js';
import { publicOrigin } from './public-origin.js';
import { registeredSecurityHeaders, type SecurityHeaderBlocks } from './security-headers.js';

export type { Encoding } from './cached-answer-headers.js';

interface CachedAnswer {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
  /** Filled on first demand; null when compressing did not make it smaller. */
  encoded: Partial<Record<Encoding, Buffer | null>>;
  /** Every header of a 200, per protocol and encoding (sendingIndex), built on first demand. */
  sending: Array<Record<string, string> | undefined>;
}

/** What a route's hooks know of it once, when it is registered, instead of on every request. */
export interface CachedRoute {
  url: string;
  /** The query names its schema declares, sorted; the only ones that can change its answer. */
  queryNames: readonly string[];
  /** The app's security headers, looked up on the route's first request (see registeredSecurityHeaders). */
  security: SecurityHeaderBlocks | undefined | null;
}

export interface AnswerCacheOptions {
  maxBytes: number;
  /** Trending's and the shows' seasons' clock: an answer is kept until the next UTC midnight at most. */
  now: () => Date;
  /** Told whether each GET's answer was kept (the metrics' hit ratio). */
  observer?: CacheObserver;
}

export interface AnswerCache {
  readonly store: LruByteCache<CachedAnswer>;
  /** Serves a stored answer (or a 304) if there is one; false when the route must answer. */
  serve(request: FastifyRequest, reply: FastifyReply, route: CachedRoute): boolean;
  /** Keeps a route's 200 answer for the next request with the same key. */
  keep(request: FastifyRequest, reply: FastifyReply, payload: unknown): void;
}

// Headers a route sets that belong to its answer; the rest are per response or added by app hooks.
const KEPT_HEADERS = ['content-type', 'cache-control', 'content-security-policy'] as const;
const DAY_MS = 86_400_000;
// What the headers of one way of sending an answer cost the cache, roughly.
const SENDING_BYTES = 256;

/** The querystring names a route's schema declares; a route without one reads no query at all. */
function declaredQueryNames(schema: { querystring?: unknown } | undefined): string[] {
  const querystring = schema?.querystring;
  if (typeof querystring !== 'object' || querystring === null) return [];
  const properties = (querystring as { properties?: Record<string, unknown> }).properties ?? {};
  return (
    Object.keys(properties)
      // A TMDB API key is a credential, not part of the question.
      .filter((name) => name !== 'api_key')
      .sort()
  );
}

/**
 * Every request to a route gives the same answer until the catalogue changes, which it never does
 * while serving — except trending, which moves at the UTC day (and ISO week) boundary, and the
 * shows' seasons and episodes, which follow the UTC day too. So the key
 * is the origin asked, the route, its parameters and the query parameters the route declares
 * (decoded, sorted, first value of a repeated name; any other name cannot change the answer, and
 * keying on it would let `&x=N` fill the cache), and the whole cache starts afresh each UTC day.
 */
export function answerCacheKey(request: FastifyRequest, route: CachedRoute): string {
  const query = (request.query ?? {}) as Record<string, unknown>;
  let pairs = '';
  for (const name of route.queryNames) {
    if (!Object.hasOwn(query, name)) continue;
    if (pairs !== '') pairs += '&';
    pairs += `${encodeURIComponent(name)}=${encodeURIComponent(String(query[name]))}`;
  }
  // The origin too: /configuration names it in its image URLs.
  return `${publicOrigin(request)}\u0000${route.url}\u0000${JSON.stringify(request.params ?? {})}\u0000${pairs}`;
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
  const sendings = answer.sending.filter((headers) => headers !== undefined).length;
  return answer.body.length + encoded + key.length * 2 + 256 + sendings * SENDING_BYTES;
}

// One slot per protocol (HSTS) and encoding: plain, br and gzip over HTTP, then over HTTPS.
function sendingIndex(https: boolean, encoding: Encoding | undefined): number {
  return (https ? 3 : 0) + (encoding === undefined ? 0 : encoding === 'br' ? 1 : 2);
}

function securityOf(request: FastifyRequest, route: CachedRoute): SecurityHeaderBlocks | undefined {
  if (route.security === null) route.security = registeredSecurityHeaders(request.server);
  return route.security;
}

export function createAnswerCache({
  maxBytes,
  now,
  observer = UNCOUNTED_CACHE,
}: AnswerCacheOptions): AnswerCache {
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
    serve(request, reply, route) {
      if (request.method !== 'GET') return false;
      startDayIfNew();
      const key = answerCacheKey(request, route);
      const answer = store.get(key);
      if (answer === undefined) {
        observer.miss();
        pendingKeys.set(request, key);
        return false;
      }
      observer.hit();
      if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
        reply.headers(answer.headers).header('etag', answer.etag).code(304).send();
        return true;
      }
      let body = answer.body;
      let encoding: Encoding | undefined;
      if (body.length >= MIN_COMPRESS_BYTES) {
        const accepted = preferredEncoding(request.headers['accept-encoding']);
        if (accepted !== undefined) {
          let encoded = answer.encoded[accepted];
          if (encoded === undefined) {
            encoded = compress(answer.body, accepted);
            answer.encoded[accepted] = encoded;
            store.set(key, answer, answerBytes(answer, key));
          }
          if (encoded !== null) {
            body = encoded;
            encoding = accepted;
          }
        }
      }
      const https = request.protocol === 'https';
      const index = sendingIndex(https, encoding);
      let headers = answer.sending[index];
      if (headers === undefined) {
        const security = securityOf(request, route);
        headers = cachedAnswerHeaders({
          own: answer.headers,
          etag: answer.etag,
          plainLength: answer.body.length,
          sentLength: body.length,
          ...(encoding === undefined ? {} : { encoding }),
          ...(security === undefined ? {} : { security: https ? security.https : security.http }),
        });
        answer.sending[index] = headers;
        store.set(key, answer, answerBytes(answer, key));
      }
      // Straight to Node with headers built once: the reply's header calls and onSend hooks would
      // only rebuild the same set (the security hook's part included) on every request.
      reply.hijack();
      reply.raw.writeHead(200, headers);
      reply.raw.end(body);
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
        sending: [],
      };
      reply.header('etag', answer.etag);
      if (body.length >= MIN_COMPRESS_BYTES) reply.header('vary', 'accept-encoding');
      store.set(key, answer, answerBytes(answer, key));
    },
  };
}

function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/**
 * Answers repeated GETs from memory. The lookup is a preHandler, so it runs after every onRequest
 * hook of the scope (the member guard among them): a cached answer never skips a check. The hooks
 * are added to each route as it is registered, knowing its URL and query names from then on.
 * Callback hooks, because these run on every request and an async hook costs a promise each.
 *
 * A hit is written without the scope's onSend hooks: its headers are the ones the route set, the
 * cache's own and the app's security headers. A new onSend hook that adds a header to catalogue
 * answers must be added there too (cached-answers.test.ts compares a hit with the first answer).
 */
export function registerCachedAnswers(scope: FastifyInstance, cache: AnswerCache): void {
  scope.addHook('onRoute', (options) => {
    const route: CachedRoute = {
      url: options.url,
      queryNames: declaredQueryNames(options.schema),
      security: null,
    };
    const lookup: preHandlerHookHandler = (request, reply, done) => {
      if (!cache.serve(request, reply, route)) done();
    };
    const keep: onSendHookHandler = (request, reply, payload, done) => {
      cache.keep(request, reply, payload);
      done(null, payload);
    };
    options.preHandler = [...hooksOf(options.preHandler), lookup];
    options.onSend = [...hooksOf(options.onSend), keep];
  });
}
