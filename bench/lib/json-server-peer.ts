import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { repoRoot } from '../../scripts/lib/repo-root.js';
import { supervise } from '../../scripts/lib/supervise.js';
import { waitForHttp } from '../../scripts/lib/wait-for-http.js';
import type { Snapshot } from './api-workloads.js';
import type { Peer } from './nginx-peer.js';
import { writeDocroot } from './peer-files.js';

type Collections = Record<string, Array<Record<string, unknown>>>;

// The same URLs answer through json-server's rewriter; pages and searches get an `id` to be found by.
const ROUTES: Record<string, string> = {
  '/3/trending/movie/day?page=:page': '/trending_movie_day/:page',
  '/3/trending/movie/day': '/trending_movie_day/1',
  '/3/search/multi?query=:query': '/search_multi/:query',
  '/3/movie/:id': '/movie/:id',
  '/3/tv/:id': '/tv/:id',
  '/3/person/:id': '/person/:id',
};

/** The fields json-server needs that Marquee does not send; left out when comparing bodies. */
export const JSON_SERVER_ADDED_FIELDS = new Set(['id']);

export async function startJsonServerPeer(
  port: number,
  snapshots: ReadonlyMap<string, Snapshot>,
): Promise<Peer> {
  const dir = mkdtempSync(join(tmpdir(), 'marquee-bench-json-server-'));
  const { db, images } = toDatabase(snapshots);
  writeFileSync(join(dir, 'db.json'), JSON.stringify(db));
  writeFileSync(join(dir, 'routes.json'), JSON.stringify(ROUTES, null, 2));
  writeDocroot(join(dir, 'public'), images);
  const child = supervise({
    name: 'json-server',
    command: process.execPath,
    args: [
      resolve(repoRoot, 'node_modules/json-server/lib/cli/bin.js'),
      'db.json',
      '--routes',
      'routes.json',
      // json-server joins --static onto its cwd, so it only takes a relative path.
      '--static',
      'public',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--read-only',
      '--quiet',
    ],
    cwd: dir,
    echo: false,
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitForHttp(`${origin}/3/trending/movie/day`, { timeoutMs: 30_000 }),
      child.exited.then(() => {
        throw new Error(`json-server exited: ${child.tail().join(' | ')}`);
      }),
    ]);
  } catch (error) {
    await child.stop(5000);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    name: 'json-server',
    origin,
    stop: async () => {
      await child.stop(5000);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function toDatabase(snapshots: ReadonlyMap<string, Snapshot>): {
  db: Collections;
  images: Map<string, Snapshot>;
} {
  const db: Collections = {
    trending_movie_day: [],
    search_multi: [],
    movie: [],
    tv: [],
    person: [],
  };
  const images = new Map<string, Snapshot>();
  for (const [path, snapshot] of snapshots) {
    if (path.startsWith('/t/p/')) {
      images.set(path, snapshot);
      continue;
    }
    const body = JSON.parse(snapshot.body.toString('utf8')) as Record<string, unknown>;
    const url = new URL(path, 'http://bench');
    const detail = /^\/3\/(movie|tv|person)\/(\d+)$/.exec(url.pathname);
    if (url.pathname === '/3/trending/movie/day') {
      db.trending_movie_day?.push({ id: Number(url.searchParams.get('page') ?? '1'), ...body });
    } else if (url.pathname === '/3/search/multi') {
      db.search_multi?.push({ id: url.searchParams.get('query') ?? '', ...body });
    } else if (detail) {
      db[detail[1] as string]?.push(body);
    } else {
      throw new Error(`json-server peer has no route for ${path}`);
    }
  }
  return { db, images };
}
