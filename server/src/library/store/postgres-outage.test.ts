import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresCluster, type PostgresCluster } from '../../test/postgres-cluster.js';
import { startSilentNetwork } from '../../test/silent-network.js';
import { emptyLibrarySettings, newUid } from '../../test/test-library.js';
import { createLibraryStore } from './create-library-store.js';
import { openLibraryDatabase, type LibraryDatabase } from './library-database.js';
import type { LibraryStore } from './library-store.js';

// Short time-outs, so a hang shows as a failed test rather than a slow one.
const TIMEOUTS = { connectMs: 1_000, statementMs: 1_000, answerMs: 2_000 };
const FIGHT_CLUB = { mediaType: 'movie', mediaId: 550 } as const;

// A cluster of this file's own: stopping the shared one would fail the other files' tests.
describe('a library on PostgreSQL that stops mid-run', () => {
  let cluster: PostgresCluster;
  let database: LibraryDatabase;
  let store: LibraryStore;
  let databaseUrl: string;
  const warnings: string[] = [];
  const uid = newUid();

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    const { settings } = await emptyLibrarySettings('postgres', cluster.url);
    if (settings.engine === 'postgres') databaseUrl = settings.url;
    database = await openLibraryDatabase(settings, {
      postgresTimeouts: TIMEOUTS,
      postgresPoolSize: 3,
      warn: (message) => warnings.push(message),
    });
    store = createLibraryStore(database);
  });

  afterAll(async () => {
    await database?.close();
    await cluster?.remove();
  });

  async function expectUnavailable(call: () => Promise<unknown>): Promise<void> {
    const started = Date.now();
    await expect(call()).rejects.toMatchObject({ name: 'LibraryError', code: 'unavailable' });
    // Generous: the point is that it ends, not how fast.
    expect(Date.now() - started).toBeLessThan(TIMEOUTS.answerMs * 4);
  }

  it('answers "unavailable" while it is down and recovers by itself when it is back', async () => {
    await store.setMark(uid, 'watchlist', FIGHT_CLUB, true);
    await cluster.stop();
    await expectUnavailable(() => store.listMarks(uid, 'watchlist'));
    await expectUnavailable(() => store.setMark(uid, 'favourites', FIGHT_CLUB, true));
    await expectUnavailable(() => store.createList(uid, { name: 'During the outage' }));

    await cluster.start();
    expect((await store.listMarks(uid, 'watchlist')).total).toBe(1);
    expect(await store.setMark(uid, 'favourites', FIGHT_CLUB, true)).toBe(true);
    // The idle connection that the stop cut was reported, not thrown (which would end a server).
    expect(warnings.length).toBeGreaterThan(0);
    for (const warning of warnings) expect(warning).toMatch(/: an idle connection was lost \(/);
  });

  it('answers "unavailable" in time when the server goes silent, and recovers when it answers again', async () => {
    // Enough calls at once to meet the pool's open connections and to need new ones.
    const calls = () =>
      [
        () => store.listMarks(uid, 'watchlist'),
        () => store.listRatings(uid),
        () => store.addDiaryEntry(uid, { ...FIGHT_CLUB, watchedOn: '2026-01-01' }),
        () => store.titleStates(uid, [FIGHT_CLUB]),
        () => store.createList(uid, { name: 'While frozen' }),
      ].map((call) => call());
    await Promise.all(calls());
    cluster.freeze();
    try {
      const started = Date.now();
      const outcomes = await Promise.allSettled(calls());
      expect(
        outcomes.map((outcome) => outcome.status === 'rejected' && outcome.reason.code),
      ).toEqual(outcomes.map(() => 'unavailable'));
      expect(Date.now() - started).toBeLessThan(TIMEOUTS.answerMs * 4);
    } finally {
      cluster.thaw();
    }
    expect((await store.listMarks(uid, 'watchlist')).total).toBe(1);
    await Promise.all(calls());
  });

  it('drops connections that went silent and works again through new ones', async () => {
    // As when a NAT or load balancer forgets connections: they never answer and never close.
    const network = await startSilentNetwork(cluster.port);
    const url = new URL(databaseUrl);
    url.port = String(network.port);
    const throughNetwork = await openLibraryDatabase(
      { engine: 'postgres', url: url.toString() },
      { postgresTimeouts: TIMEOUTS, postgresPoolSize: 2 },
    );
    try {
      const silentStore = createLibraryStore(throughNetwork);
      const both = () => [silentStore.listMarks(uid, 'watchlist'), silentStore.listRatings(uid)];
      await Promise.all(both());
      network.silence();
      const outcomes = await Promise.allSettled(both());
      expect(
        outcomes.map((outcome) => outcome.status === 'rejected' && outcome.reason.code),
      ).toEqual(['unavailable', 'unavailable']);
      expect((await silentStore.listMarks(uid, 'watchlist')).total).toBe(1);
      await Promise.all(both());
    } finally {
      await throughNetwork.close();
      await network.close();
    }
  });
});
