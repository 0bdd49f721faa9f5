import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Catalogue } from '../catalogue/catalogue.js';
import { buildTestCatalogue } from '../test/test-catalogue.js';
import { testApp } from '../test/test-app.js';
import { TokenRejectedError, type TokenVerifier } from '../auth/token-verifier.js';
import {
  createAnswerCache,
  matchesEtag,
  preferredEncoding,
  registerCachedAnswers,
} from './cached-answers.js';

const test = buildTestCatalogue();
afterAll(() => test.cleanup());

/** The test catalogue, counting how often the routes really asked it something. */
function countingCatalogue(): { catalogue: Catalogue; calls: () => number } {
  let calls = 0;
  const counted =
    <A extends unknown[], R>(fn: (...args: A) => R) =>
    (...args: A): R => {
      calls += 1;
      return fn(...args);
    };
  const inner = test.catalogue;
  const catalogue: Catalogue = {
    ...inner,
    detailsJson: counted(inner.detailsJson),
    movieDetailsJson: counted(inner.movieDetailsJson),
    listItems: counted(inner.listItems),
    search: counted(inner.search),
    list: counted(inner.list),
  };
  return { catalogue, calls: () => calls };
}

async function appWith(options: {
  catalogue: Catalogue;
  now?: () => Date;
  answerCacheBytes?: number;
  env?: NodeJS.ProcessEnv;
  verifier?: TokenVerifier;
}): Promise<FastifyInstance> {
  const { catalogue, ...rest } = options;
  return testApp({ source: { kind: 'embedded', catalogue }, ...rest });
}

describe('cached answers', () => {
  it('answers a repeated GET from memory with the same body and a strong ETag', async () => {
    const { catalogue, calls } = countingCatalogue();
    const app = await appWith({ catalogue });
    const first = await app.inject('/3/movie/popular?page=2');
    const callsAfterFirst = calls();
    const second = await app.inject('/3/movie/popular?page=2');
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(calls()).toBe(callsAfterFirst);
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    await app.close();
  });

  it('answers 304 with no body when If-None-Match holds the ETag', async () => {
    const app = await appWith({ catalogue: test.catalogue });
    const { headers } = await app.inject('/3/tv/popular');
    const etag = headers.etag as string;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await app.inject({
        url: '/3/tv/popular',
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(response.statusCode).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(etag);
    }
    const changed = await app.inject({
      url: '/3/tv/popular',
      headers: { 'if-none-match': '"stale"' },
    });
    expect(changed.statusCode).toBe(200);
    await app.close();
  });

  it('treats the same question asked differently as one key', async () => {
    const { catalogue, calls } = countingCatalogue();
    const app = await appWith({ catalogue });
    const first = await app.inject('/3/search/multi?query=ab&page=1');
    const counted = calls();
    for (const url of [
      '/3/search/multi?page=1&query=ab',
      '/3/search/multi?query=a%62&page=1',
      '/3/search/multi/?query=ab&page=1&page=3',
      '/3/search/multi?query=ab&page=1&api_key=x',
    ]) {
      const response = await app.inject(url);
      expect(response.body).toBe(first.body);
    }
    expect(calls()).toBe(counted);
    // A different question is not answered from another's entry.
    const other = await app.inject('/3/search/multi?query=ab&page=2');
    expect(other.body).not.toBe(first.body);
    expect(calls()).toBeGreaterThan(counted);
    await app.close();
  });

  it('keys on the parameters the route declares, so unknown ones cannot fill the cache', async () => {
    const cache = createAnswerCache({ maxBytes: 1_000_000, now: () => new Date() });
    const app = Fastify({ logger: false });
    await app.register(async (scope) => {
      registerCachedAnswers(scope, cache);
      scope.get(
        '/search/movie',
        { schema: { querystring: { type: 'object', properties: { query: { type: 'string' } } } } },
        async () => ({ results: [] }),
      );
      scope.get('/genre/movie/list', async () => ({ genres: [] }));
    });
    for (let x = 1; x <= 50; x += 1) {
      expect((await app.inject(`/search/movie?query=ab&x=${x}`)).statusCode).toBe(200);
      expect((await app.inject(`/genre/movie/list?x=${x}`)).statusCode).toBe(200);
    }
    expect(cache.store.size).toBe(2);
    await app.inject('/search/movie?query=abc&x=1');
    expect(cache.store.size).toBe(3);
    await app.close();
  });

  it('answers a search with junk parameters from the one cached answer', async () => {
    const { catalogue, calls } = countingCatalogue();
    const app = await appWith({ catalogue });
    const first = await app.inject('/3/search/movie?query=ab');
    const counted = calls();
    for (let x = 1; x <= 50; x += 1)
      expect((await app.inject(`/3/search/movie?query=ab&x=${x}`)).body).toBe(first.body);
    expect(calls()).toBe(counted);
    await app.close();
  });

  it('forgets every answer at the UTC day boundary, when trending moves', async () => {
    const { catalogue, calls } = countingCatalogue();
    let now = new Date('2025-06-02T23:59:58Z');
    const app = await appWith({ catalogue, now: () => now });
    const lateMonday = await app.inject('/3/trending/movie/day');
    const counted = calls();
    now = new Date('2025-06-02T23:59:59.999Z');
    expect((await app.inject('/3/trending/movie/day')).body).toBe(lateMonday.body);
    expect(calls()).toBe(counted);
    now = new Date('2025-06-03T00:00:00Z');
    const tuesday = await app.inject('/3/trending/movie/day');
    expect(calls()).toBeGreaterThan(counted);
    expect(tuesday.body).not.toBe(lateMonday.body);
    expect(tuesday.headers.etag).not.toBe(lateMonday.headers.etag);
    await app.close();
  });

  it('stays within its byte bound: with no room, every request is answered afresh', async () => {
    const { catalogue, calls } = countingCatalogue();
    const app = await appWith({ catalogue, answerCacheBytes: 100 });
    const first = await app.inject('/3/movie/popular');
    const counted = calls();
    const second = await app.inject('/3/movie/popular');
    expect(second.body).toBe(first.body);
    expect(calls()).toBeGreaterThan(counted);
    await app.close();
  });

  it('does not keep errors', async () => {
    const { catalogue, calls } = countingCatalogue();
    const app = await appWith({ catalogue });
    expect((await app.inject('/3/movie/999999999')).statusCode).toBe(404);
    const counted = calls();
    expect((await app.inject('/3/movie/999999999')).statusCode).toBe(404);
    expect(calls()).toBeGreaterThan(counted);
    await app.close();
  });

  it('never lets a cached members-only answer past the member guard', async () => {
    const verifier: TokenVerifier = {
      async verify(token) {
        if (token === 'good') return { uid: 'u1', expiresAt: Date.now() + 3_600_000 };
        throw new TokenRejectedError('invalid', 'refused');
      },
    };
    const app = await appWith({
      catalogue: test.catalogue,
      env: { AUTH_REQUIRED: 'true' },
      verifier,
    });
    const member = { authorization: 'Bearer good' };
    expect((await app.inject({ url: '/3/trending/all/day', headers: member })).statusCode).toBe(
      200,
    );
    const { headers } = await app.inject({ url: '/3/trending/all/day', headers: member });
    expect((await app.inject('/3/trending/all/day')).statusCode).toBe(401);
    expect(
      (await app.inject({ url: '/3/trending/all/day', headers: { authorization: 'Bearer bad' } }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await app.inject({
          url: '/3/trending/all/day',
          headers: { 'if-none-match': headers.etag as string },
        })
      ).statusCode,
    ).toBe(401);
    await app.close();
  });

  it('sends a compressed copy to clients that accept one, made once', async () => {
    const app = await appWith({ catalogue: test.catalogue });
    const plain = await app.inject('/3/movie/popular');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const br = await app.inject({
      url: '/3/movie/popular',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await app.inject({
      url: '/3/movie/popular',
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    await app.close();
  });

  it('keeps images with their own headers', async () => {
    const app = await appWith({ catalogue: test.catalogue });
    const movie = JSON.parse((await app.inject('/3/movie/popular')).body).results.find(
      (item: { poster_path: string | null }) => item.poster_path !== null,
    );
    const first = await app.inject(`/t/p/w500${movie.poster_path}`);
    const second = await app.inject(`/t/p/w500${movie.poster_path}`);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    for (const header of ['content-type', 'cache-control', 'content-security-policy', 'etag'])
      expect(second.headers[header]).toBe(first.headers[header]);
    await app.close();
  });
});

describe('the headers of a cached answer', () => {
  /** Every header but the date, which moves with the clock. */
  function headersOf(response: { headers: Record<string, unknown> }): Record<string, unknown> {
    return Object.fromEntries(Object.entries(response.headers).filter(([name]) => name !== 'date'));
  }

  it('are those of the answer that filled the cache, over HTTP and HTTPS, plain and compressed', async () => {
    const app = await appWith({ catalogue: test.catalogue, env: { TRUST_PROXY: 'true' } });
    const poster = (await app.inject('/3/movie/1')).json<{ poster_path: string }>().poster_path;
    const urls = [
      '/3/movie/2',
      '/3/trending/movie/day?page=2',
      '/3/search/multi?query=th',
      `/t/p/w342${poster}`,
    ];
    for (const url of urls) {
      for (const proto of ['http', 'https']) {
        const headers = { 'x-forwarded-proto': proto };
        const first = await app.inject({ url, headers });
        const again = await app.inject({ url, headers });
        expect(again.statusCode, url).toBe(200);
        expect(headersOf(again), `${url} ${proto}`).toEqual(headersOf(first));
        expect(Object.keys(headersOf(again)).sort(), `${url} ${proto}`).toEqual(
          Object.keys(headersOf(first)).sort(),
        );
        if (first.rawPayload.length < 1024) continue;
        const br = await app.inject({ url, headers: { ...headers, 'accept-encoding': 'br' } });
        expect(headersOf(br), `${url} ${proto} br`).toEqual({
          ...headersOf(first),
          'content-encoding': 'br',
          'content-length': String(br.rawPayload.length),
        });
      }
    }
    await app.close();
  });
});

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip;q=0.5, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});

describe('matchesEtag', () => {
  it('compares weakly, in lists, and accepts *', () => {
    expect(matchesEtag('"a"', '"a"')).toBe(true);
    expect(matchesEtag('W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('"b" , "a"', '"a"')).toBe(true);
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
    expect(matchesEtag(undefined, '"a"')).toBe(false);
  });
});
