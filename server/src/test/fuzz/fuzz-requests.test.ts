import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MediaType } from '@marquee/tmdb-types/media';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCachedVerifier,
  TokenRejectedError,
  type TokenVerifier,
} from '../../auth/token-verifier.js';
import { startFakeTmdbUpstream, type FakeTmdbUpstream } from '../fake-tmdb-upstream.js';
import { buildTestCatalogue } from '../test-catalogue.js';
import { testApp } from '../test-app.js';
import { startUpstreamTestApp, tempCacheDir } from '../upstream-test-app.js';
import { expectedApiAccess } from './expected-api-access.js';
import { replay, runFuzz } from './fuzz-run.js';
import { generateRequest, type GeneratorOptions } from './request-generator.js';

// FUZZ_SEED=<seed> replays a run; FUZZ_COUNT=<n> makes it longer. The default seed keeps `npm test` repeatable.
const SEED = process.env.FUZZ_SEED ?? 'marquee-fuzz-1';
const COUNT = Number(process.env.FUZZ_COUNT ?? 5000);
const GOOD_TOKEN = 'the-one-good-token';

/** Accepts one token; every other one is refused as a forgery would be. Never "unavailable": no 503 is expected. */
const verifier: TokenVerifier = createCachedVerifier({
  async verify(token) {
    if (token === GOOD_TOKEN) return { uid: 'fuzzer', expiresAt: Date.now() + 3_600_000 };
    throw new TokenRejectedError('invalid', 'not the good token');
  },
});

const test = buildTestCatalogue();
const webDist = mkdtempSync(path.join(tmpdir(), 'marquee-fuzz-web-'));
mkdirSync(path.join(webDist, 'static', 'js'), { recursive: true });
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><base href="/"></head><body><div id="root"></div></body></html>',
);
writeFileSync(path.join(webDist, 'static', 'js', 'app-abc123.js'), 'console.log(1)');

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({
    source: test.source,
    env: { AUTH_REQUIRED: 'true', RATE_LIMIT_PER_SECOND: '0', WEB_DIST: webDist },
    verifier,
  });
});
afterAll(async () => {
  await app.close();
  test.cleanup();
  rmSync(webDist, { recursive: true, force: true });
});

function generatorOptions(): GeneratorOptions {
  const ids = (media: MediaType) =>
    test.catalogue.popularityLeaders(media, 40).map((row) => row.id);
  const knownIds = { movie: ids('movie'), tv: ids('tv'), person: ids('person') };
  const knownImages = knownIds.movie.slice(0, 10).flatMap((id) => {
    const details = JSON.parse(test.catalogue.detailsJson('movie', id) ?? '{}') as {
      poster_path?: string;
      backdrop_path?: string;
    };
    return [details.poster_path, details.backdrop_path].filter(
      (file): file is string => typeof file === 'string',
    );
  });
  return { goodToken: GOOD_TOKEN, knownIds, knownImages };
}

describe(`fuzzing the server with ${COUNT} generated requests (seed "${SEED}")`, () => {
  it(
    'never answers 5xx, answers every API error in TMDB shape, and keeps serving',
    { timeout: 120_000 },
    async () => {
      const options = generatorOptions();
      const { failures, statuses } = await runFuzz(app, COUNT, (index) =>
        generateRequest(SEED, index, options),
      );
      expect(
        failures,
        `${failures.length} bad answers. ${replay(SEED)}\n${failures.join('\n')}`,
      ).toEqual([]);
      // The run reached the routes, not only the error paths.
      expect(statuses.get(200) ?? 0, JSON.stringify(Object.fromEntries(statuses))).toBeGreaterThan(
        COUNT / 10,
      );
      expect(statuses.get(401) ?? 0).toBeGreaterThan(0);

      // Afterwards the server still answers real requests correctly.
      const trending = await app.inject({
        url: '/3/trending/movie/day',
        headers: { authorization: `Bearer ${GOOD_TOKEN}` },
      });
      expect(trending.statusCode).toBe(200);
      expect(trending.json<{ results: unknown[] }>().results).toHaveLength(20);
      const movieId = options.knownIds.movie[0] as number;
      const details = await app.inject(`/3/movie/${movieId}`);
      expect(details.statusCode).toBe(200);
      const title = details.json<{ id: number; title: string }>();
      expect(title.id).toBe(movieId);
      const search = await app.inject(`/3/search/movie?query=${encodeURIComponent(title.title)}`);
      expect(search.statusCode).toBe(200);
      expect(search.json<{ results: Array<{ id: number }> }>().results[0]?.id).toBe(movieId);
      expect((await app.inject('/3/trending/movie/day')).statusCode).toBe(401);
    },
  );

  it(
    'in front of the TMDB upstream, never forwards a members-only path without a valid token',
    { timeout: 120_000 },
    async () => {
      const fake: FakeTmdbUpstream = await startFakeTmdbUpstream();
      const cacheDir = tempCacheDir();
      const handle = await startUpstreamTestApp({
        upstreamUrl: fake.url,
        cacheDb: cacheDir.file(),
        env: { AUTH_REQUIRED: 'true', WEB_DIST: webDist },
        verifier,
      });
      try {
        // Every token this run sends is refused, so only public paths may reach TMDB.
        const options = { ...generatorOptions(), goodToken: 'a-token-nobody-issued' };
        const seed = `${SEED}-upstream`;
        const { failures } = await runFuzz(handle.app, Math.ceil(COUNT / 5), (index) =>
          generateRequest(seed, index, options),
        );
        expect(
          failures,
          `${failures.length} bad answers. ${replay(seed)}\n${failures.join('\n')}`,
        ).toEqual([]);
        const forwarded = fake.apiRequests().map((request) => request.path);
        expect(forwarded.length).toBeGreaterThan(0);
        // Judged by the hand-written table, not by the guard under test.
        expect(
          forwarded.filter(
            (apiPath) => expectedApiAccess(apiPath.replace(/^\/3/, '')) !== 'public',
          ),
        ).toEqual([]);
        expect((await handle.app.inject('/3/configuration')).statusCode).toBe(200);
      } finally {
        await handle.close();
        await fake.close();
        cacheDir.remove();
      }
    },
  );
});
