import { afterAll, describe, expect, it } from 'vitest';
import type { ListCreated } from '@marquee/tmdb-types/account';
import type { LibraryConfig } from '../config.js';
import { httpMember } from '../test/http-member.js';
import { libraryContents } from '../test/library-contents.js';
import {
  startLibraryServerProcess,
  type LibraryServerProcess,
} from '../test/library-server-process.js';
import { buildTestCatalogue } from '../test/test-catalogue.js';
import { emptyLibrarySettings, LIBRARY_ENGINES, newUid } from '../test/test-library.js';
import type { MemberClient } from '../test/library-test-kit.js';

// A write of each kind; the server is killed the moment one of them is answered with 2xx.
type WriteKind = 'watchlist' | 'rating' | 'diary' | 'list' | 'item';
const KINDS: readonly WriteKind[] = ['watchlist', 'rating', 'diary', 'list', 'item'];
// One server per round, each killed at the answer to another kind, after some of every kind.
const KILLED_AT: readonly WriteKind[] = ['rating', 'item'];
const ANSWERS_BEFORE_KILL = 12;
// Requests in flight at once, so the kill lands with writes under way.
const STREAMS = 4;

const catalogue = buildTestCatalogue();
afterAll(() => catalogue.cleanup());

function serverEnv(settings: LibraryConfig): Record<string, string> {
  return {
    CATALOGUE_DB: catalogue.dbPath,
    ...(settings.engine === 'sqlite'
      ? { LIBRARY_DB: settings.file }
      : { DATABASE_URL: settings.url }),
  };
}

/** One write of `kind` about title `id`, and the fact it leaves in the library when it is kept. */
function write(
  member: MemberClient,
  kind: WriteKind,
  id: number,
  listId: number,
): { send: () => Promise<number>; fact: string } {
  const account = `/3/account/${member.uid}`;
  const post = (url: string, body: object) => async () =>
    (await member.send('POST', url, body)).status;
  switch (kind) {
    case 'watchlist':
      return {
        send: post(`${account}/watchlist`, { media_type: 'movie', media_id: id, watchlist: true }),
        fact: `watchlist movie:${id}`,
      };
    case 'rating':
      return {
        send: post(`/3/tv/${id}/rating`, { value: (id % 20) / 2 + 0.5 }),
        fact: `rating tv:${id} ${(id % 20) / 2 + 0.5}`,
      };
    case 'diary':
      return {
        send: post(`${account}/diary`, {
          media_type: 'movie',
          media_id: id,
          watched_on: '2026-01-01',
          note: `watch ${id}`,
        }),
        fact: `diary watch ${id}`,
      };
    case 'list':
      return { send: post('/3/list', { name: `list ${id}` }), fact: `list list ${id}` };
    case 'item':
      return {
        send: post(`/3/list/${listId}/add_item`, { media_type: 'movie', media_id: id }),
        fact: `item ${listId} movie:${id}`,
      };
  }
}

/**
 * Writes through `server` in STREAMS streams, each write of the next kind about the next title,
 * until a write of `killAt` is answered 2xx after ANSWERS_BEFORE_KILL others: then SIGKILL, in the
 * same tick. Returns the facts of every write answered 2xx, the last one's included.
 */
async function writeUntilKilled(
  server: LibraryServerProcess,
  uid: string,
  killAt: WriteKind,
  firstId: number,
): Promise<string[]> {
  const member = httpMember(server.port, uid);
  const list = await member.send<ListCreated>('POST', '/3/list', { name: `for items ${firstId}` });
  expect(list.status).toBe(201);
  const listId = list.body.list_id;
  const answered = [`list for items ${firstId}`];
  let next = firstId;
  let killed = false;
  const stream = async (): Promise<void> => {
    while (!killed) {
      const id = next;
      next += 1;
      const kind = KINDS[id % KINDS.length] as WriteKind;
      const { send, fact } = write(member, kind, id, listId);
      let status: number;
      try {
        status = await send();
      } catch {
        // The connection died with the server: this write was never answered.
        return;
      }
      if (status < 200 || status >= 300) throw new Error(`${fact} answered ${status}`);
      answered.push(fact);
      if (!killed && kind === killAt && answered.length > ANSWERS_BEFORE_KILL) {
        killed = true;
        server.kill();
      }
    }
  };
  await Promise.all(Array.from({ length: STREAMS }, stream));
  await server.ended;
  return answered;
}

/** Every fact the library holds for `uid`, in write()'s words. */
async function factsIn(settings: LibraryConfig, uid: string): Promise<Set<string>> {
  const { watchlist, ratings, diary, lists } = await libraryContents(settings, uid);
  return new Set([
    ...watchlist.map((title) => `watchlist ${title.mediaType}:${title.mediaId}`),
    ...ratings.map((title) => `rating ${title.mediaType}:${title.mediaId} ${title.rating}`),
    ...diary.map((entry) => `diary ${entry.note}`),
    ...lists.flatMap(({ list, items }) => [
      `list ${list.name}`,
      ...items.map((item) => `item ${list.id} ${item.mediaType}:${item.mediaId}`),
    ]),
  ]);
}

describe.each(LIBRARY_ENGINES)('a write answered 2xx on %s', (engine) => {
  it(
    'is in the library after kill -9 of the server right after the answer, round after round',
    { timeout: 60_000 },
    async () => {
      const { settings, cleanup } = await emptyLibrarySettings(engine);
      const uid = newUid();
      const answered: string[] = [];
      try {
        for (const [round, killAt] of KILLED_AT.entries()) {
          const server = await startLibraryServerProcess(serverEnv(settings));
          try {
            answered.push(...(await writeUntilKilled(server, uid, killAt, round * 30 + 1)));
          } finally {
            server.kill();
          }
        }
        const kept = await factsIn(settings, uid);
        expect(answered.length).toBeGreaterThan(KILLED_AT.length * ANSWERS_BEFORE_KILL);
        expect(answered.filter((fact) => !kept.has(fact))).toEqual([]);
      } finally {
        cleanup();
      }
    },
  );
});
