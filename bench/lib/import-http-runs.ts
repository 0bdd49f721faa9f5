import { STOP_GRACE_MS, startMarqueeServer } from '../../scripts/lib/marquee-stack.js';
import {
  type LibraryEngine,
  createPostgresDatabase,
  startPostgresCluster,
  type PostgresCluster,
} from '../../server/src/testing.js';
import type { RunningSet, Stoppable } from './import-bench-stack.js';
import type { ImportBenchFigures } from './import-bench-table.js';
import type { LetterboxdExport } from './import-letterboxd-export.js';
import { timeImportOverHttp } from './import-over-http.js';
import type { HttpImportTiming } from './import-over-http.js';
import { uidOfToken } from './library-workloads.js';
import { marqueeEnv } from './marquee-process.js';
import type { MarqueeIdentity } from './marquee-process.js';

type Running = Stoppable & { origin: string };

export interface HttpRunsOptions {
  runs: number;
  running: RunningSet;
  port: number;
  catalogueDb: string;
  identity: MarqueeIdentity;
  /** A server on `port` with an empty SQLite library. */
  freshMarquee(): Promise<Running>;
  newMember(): Promise<string>;
  exported: LetterboxdExport;
  log: (line: string) => void;
  notes: string[];
}

/** A Marquee on `port` whose library is a fresh PostgreSQL database of the cluster's. */
async function startMarqueeOnPostgres(
  options: HttpRunsOptions,
  cluster: PostgresCluster,
): Promise<Running> {
  const { port, identity } = options;
  const origin = `http://127.0.0.1:${port}`;
  const server = await startMarqueeServer({
    name: `marquee:${port}`,
    env: {
      ...marqueeEnv(port, options.catalogueDb, { projectId: identity.projectId }),
      DATABASE_URL: await createPostgresDatabase(cluster.url),
    },
    healthUrl: `${origin}/healthz`,
    echo: false,
    authEmulatorHost: identity.emulatorHost,
  });
  return { origin, stop: async () => void (await server.stop(STOP_GRACE_MS)) };
}

async function timeEngine(
  options: HttpRunsOptions,
  engine: LibraryEngine,
  start: () => Promise<Running>,
): Promise<HttpImportTiming[]> {
  const timings: HttpImportTiming[] = [];
  for (let run = 1; run <= options.runs; run += 1) {
    const timing = await options.running.using(start(), async (marquee) => {
      const idToken = await options.newMember();
      return timeImportOverHttp(marquee.origin, uidOfToken(idToken), idToken, options.exported);
    });
    options.log(
      `  import over HTTP, ${engine} run ${run}: preview ${timing.previewMs.toFixed(0)} ms ` +
        `(${timing.matchRequests} requests: ${timing.matched} matched, ${timing.ambiguous} ambiguous, ` +
        `${timing.notFound} not found), commit ${timing.commitMs.toFixed(0)} ms ${JSON.stringify(timing.added)}`,
    );
    timings.push(timing);
  }
  return timings;
}

/**
 * The export's requests by a Node client, on SQLite and on PostgreSQL (a throwaway cluster, as
 * the tests start; skipped with a note when there is none): each run a new member on a fresh
 * server and library.
 */
export async function runImportOverHttp(
  options: HttpRunsOptions,
): Promise<ImportBenchFigures['http']> {
  const http: ImportBenchFigures['http'] = {};
  http.sqlite = await timeEngine(options, 'sqlite', options.freshMarquee);
  let cluster: PostgresCluster;
  try {
    cluster = await startPostgresCluster();
  } catch (error) {
    options.notes.push(`Import over HTTP on PostgreSQL skipped: ${(error as Error).message}`);
    return http;
  }
  await options.running.using(Promise.resolve({ stop: () => cluster.remove() }), async () => {
    http.postgres = await timeEngine(options, 'postgres', () =>
      startMarqueeOnPostgres(options, cluster),
    );
  });
  return http;
}
