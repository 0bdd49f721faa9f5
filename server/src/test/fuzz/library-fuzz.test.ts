import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenRejectedError, type TokenVerifier } from '../../auth/token-verifier.js';
import { libraryRouteTable, type LibraryRoute } from '../library-route-table.js';
import { buildTestCatalogue } from '../test-catalogue.js';
import { LIBRARY_ENGINES, useTestLibrary } from '../test-library.js';
import { testApp } from '../test-app.js';
import { replay, runFuzz } from './fuzz-run.js';
import {
  generateLibraryRequest,
  type LibraryGeneratorOptions,
} from './library-request-generator.js';

// As fuzz-requests.test.ts: FUZZ_SEED=<seed> replays a run, FUZZ_COUNT=<n> makes it longer.
const SEED = `${process.env.FUZZ_SEED ?? 'marquee-fuzz-1'}-library`;
const COUNT = Math.ceil(Number(process.env.FUZZ_COUNT ?? 5000) / 4);
const GOOD_TOKEN = 'the-library-fuzzer';
const UID = 'library-fuzzer';

const verifier: TokenVerifier = {
  async verify(token) {
    if (token === GOOD_TOKEN) return { uid: UID, expiresAt: Date.now() + 3_600_000 };
    throw new TokenRejectedError('invalid', 'not the good token');
  },
};

const test = buildTestCatalogue();
afterAll(() => test.cleanup());

describe.each(LIBRARY_ENGINES)(
  `fuzzing the library on %s with ${COUNT} generated requests (seed "${SEED}")`,
  (engine) => {
    const library = useTestLibrary(engine);
    let app: FastifyInstance;
    let routes: LibraryRoute[];
    beforeAll(async () => {
      app = await testApp({
        source: test.source,
        env: { AUTH_REQUIRED: 'true' },
        verifier,
        library: library.store,
      });
      routes = await libraryRouteTable();
    });

    /** The member's library as the run starts: lists with items and diary entries to aim at. */
    async function seededOptions(): Promise<LibraryGeneratorOptions> {
      const ids = (media: 'movie' | 'tv') =>
        test.catalogue.popularityLeaders(media, 30).map((row) => row.id);
      const knownIds = { movie: ids('movie'), tv: ids('tv') };
      const { store } = library;
      const listIds: number[] = [];
      for (const name of ['Heists', 'Noir', 'Empty']) {
        const list = await store.createList(UID, { name });
        listIds.push(list.id);
        if (name !== 'Empty')
          for (const mediaId of knownIds.movie.slice(0, 4))
            await store.addListItem(UID, list.id, { mediaType: 'movie', mediaId });
      }
      const entryIds: number[] = [];
      for (const mediaId of knownIds.tv.slice(0, 3))
        entryIds.push(
          (await store.addDiaryEntry(UID, { mediaType: 'tv', mediaId, watchedOn: '2026-01-01' }))
            .id,
        );
      return { goodToken: GOOD_TOKEN, uid: UID, routes, knownIds, listIds, entryIds };
    }

    it(
      'never answers 5xx, answers every non-2xx in TMDB shape, keeps its lists whole, and keeps serving',
      { timeout: 120_000 },
      async () => {
        const options = await seededOptions();
        const { failures, statuses } = await runFuzz(
          app,
          COUNT,
          (index) => generateLibraryRequest(SEED, index, options),
          { errorsFrom: 300 },
        );
        expect(
          failures,
          `${failures.length} bad answers. ${replay(SEED)}\n${failures.join('\n')}`,
        ).toEqual([]);
        // The run reached the store's writes and reads, not only the checks before them.
        const counts = JSON.stringify(Object.fromEntries(statuses));
        expect(statuses.get(200) ?? 0, counts).toBeGreaterThan(COUNT / 10);
        expect(statuses.get(201) ?? 0, counts).toBeGreaterThan(COUNT / 100);
        expect(statuses.get(422) ?? 0, counts).toBeGreaterThan(COUNT / 10);

        // Whatever was written, every list's positions still run 0 to its count without gaps.
        const { store } = library;
        const lists = await store.listLists(UID, { limit: 100 });
        for (const list of lists.results) {
          const items = await store.listListItems(UID, list.id, { limit: 5000 });
          expect(items.results.map((item) => item.position)).toEqual(
            items.results.map((_item, index) => index),
          );
          expect(items.total).toBe(list.itemCount);
        }

        // And the server still answers, the library and the catalogue alike.
        const authorization = `Bearer ${GOOD_TOKEN}`;
        const movieId = options.knownIds.movie[5] as number;
        const added = await app.inject({
          method: 'POST',
          url: `/3/account/${UID}/watchlist`,
          headers: { authorization, 'content-type': 'application/json' },
          payload: JSON.stringify({ media_type: 'movie', media_id: movieId, watchlist: true }),
        });
        expect(added.statusCode).toBeLessThan(300);
        const states = await app.inject({
          url: `/3/movie/${movieId}/account_states`,
          headers: { authorization },
        });
        expect(states.json()).toMatchObject({ id: movieId, watchlist: true });
        expect((await app.inject(`/3/movie/${movieId}`)).statusCode).toBe(200);
        const trending = await app.inject({
          url: '/3/trending/movie/day',
          headers: { authorization },
        });
        expect(trending.statusCode).toBe(200);
      },
    );
  },
);
