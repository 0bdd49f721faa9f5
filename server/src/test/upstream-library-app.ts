import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { LibraryEngine } from '../library/store/library-tables.js';
import { startFakeTmdbUpstream, type FakeTmdbUpstream } from './fake-tmdb-upstream.js';
import { fakeMemberVerifier } from './member-token-verifier.js';
import { useTestLibrary } from './test-library.js';
import { startUpstreamTestApp, tempCacheDir, type UpstreamTestApp } from './upstream-test-app.js';

export interface UpstreamLibraryApp {
  /** The app with the library, members checked by the fake verifier (asMember). */
  readonly app: FastifyInstance;
  /** The fake TMDB the app asks; each test finds it without a fault. */
  readonly fake: FakeTmdbUpstream;
  /** What the app logged at warn and worse, since it started. */
  readonly logLines: readonly string[];
}

/**
 * The app with a library on `engine`, in upstream mode against a fake TMDB and a cache of its
 * own, for the describe that calls it: started before its tests, closed after them.
 */
export function useUpstreamLibraryApp(engine: LibraryEngine): UpstreamLibraryApp {
  const library = useTestLibrary(engine);
  const cacheDir = tempCacheDir();
  const logLines: string[] = [];
  let fake: FakeTmdbUpstream | undefined;
  let started: UpstreamTestApp | undefined;

  beforeAll(async () => {
    fake = await startFakeTmdbUpstream();
    started = await startUpstreamTestApp({
      upstreamUrl: fake.url,
      cacheDb: cacheDir.file(),
      env: { LOG_LEVEL: 'warn' },
      logStream: { write: (line) => logLines.push(line) },
      verifier: fakeMemberVerifier(),
      library: library.store,
    });
  });
  afterEach(() => fake?.setFault(undefined));
  afterAll(async () => {
    await started?.close();
    await fake?.close();
    cacheDir.remove();
  });

  const current = () => {
    if (fake === undefined || started === undefined)
      throw new Error('useUpstreamLibraryApp: the app starts in beforeAll');
    return { fake, app: started.app };
  };
  return {
    get app() {
      return current().app;
    },
    get fake() {
      return current().fake;
    },
    logLines,
  };
}
