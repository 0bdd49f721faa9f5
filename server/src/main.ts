import path from 'node:path';
import { parseConfig, type ServerConfig } from './config.js';
import { createApp } from './app.js';
import { catalogueFileState } from './catalogue/catalogue-file-state.js';
import { DEFAULT_SIZES, generateCatalogue } from './catalogue/generate-catalogue.js';
import { openCatalogue } from './catalogue/open-catalogue.js';
import type { Catalogue } from './catalogue/catalogue.js';
import { closeSource, type CatalogueSource } from './catalogue-source.js';
import { trustProxyWarning } from './http/trust-proxy-warning.js';
import { createLibraryStore } from './library/store/create-library-store.js';
import { createAppMetrics } from './metrics/app-metrics.js';
import { openLibraryDatabase, type LibraryDatabase } from './library/store/library-database.js';
import { StartupProblem } from './startup-problem.js';
import { openUpstream } from './upstream/open-upstream.js';

// A problem the operator can fix (a bad setting, a corrupt data file) is one line, not a stack trace.
function stopWith(problem: Error): never {
  process.stderr.write(`${problem.message.replace(/\s*\n\s*/g, ' ')}\n`);
  process.exit(1);
}

function readConfig(): ServerConfig {
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (error instanceof Error) stopWith(error);
    throw error;
  }
}

const config = readConfig();
// One registry for the whole server, given to what counts in it: the source, the library and the app.
const metrics = config.metrics === undefined ? undefined : createAppMetrics();

function openEmbeddedCatalogue(): Catalogue {
  const state = catalogueFileState(config.dbPath);
  if (state !== 'present') {
    process.stdout.write(
      state === 'missing'
        ? `Generating the catalogue (seed "${config.seed}") at ${config.dbPath}…\n`
        : `The catalogue at ${config.dbPath} is from an older version: generating it again (seed "${config.seed}")…\n`,
    );
    const result = generateCatalogue({
      outPath: config.dbPath,
      seed: config.seed,
      ...DEFAULT_SIZES,
    });
    process.stdout.write(
      `Catalogue ready in ${(result.durationMs / 1000).toFixed(1)} s (${(result.bytes / 1048576).toFixed(1)} MiB)\n`,
    );
  }
  return openCatalogue(config.dbPath);
}

// Paths in the start line read as the operator wrote them, relative to where the server runs.
function shown(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}

// Said once the logger exists (the source and the library are opened before the app that logs).
const openingWarnings: string[] = [];
let warn = (message: string): void => {
  openingWarnings.push(message);
};

function openSource(): CatalogueSource {
  try {
    return config.upstream === undefined
      ? { kind: 'embedded', catalogue: openEmbeddedCatalogue() }
      : {
          kind: 'upstream',
          upstream: openUpstream(config.upstream, {
            warn: (message) => openingWarnings.push(message),
            observer: metrics?.upstream,
          }),
        };
  } catch (error) {
    if (error instanceof StartupProblem) stopWith(error);
    throw error;
  }
}

function describeSource(source: CatalogueSource): string {
  if (source.kind === 'embedded') return `catalogue: embedded ${shown(config.dbPath)}`;
  const { apiUrl, cacheDbPath } = source.upstream.settings;
  return `catalogue: TMDB upstream ${apiUrl} (cache ${shown(cacheDbPath)})`;
}

async function openLibrary(): Promise<LibraryDatabase> {
  try {
    return await openLibraryDatabase(config.library, {
      warn: (message) => warn(message),
      observer: metrics?.library,
    });
  } catch (error) {
    if (error instanceof StartupProblem) {
      closeSource(source);
      stopWith(error);
    }
    throw error;
  }
}

// "library: sqlite .data/library.sqlite", or "library: PostgreSQL db.internal:5432/marquee".
function describeLibrary(database: LibraryDatabase): string {
  return database.engine === 'sqlite'
    ? `library: sqlite ${shown(database.where)}`
    : `library: ${database.where}`;
}

const source = openSource();
const libraryDatabase = await openLibrary();
const app = await createApp({
  source,
  config,
  library: createLibraryStore(libraryDatabase),
  metrics,
});
warn = (message) => app.log.warn(message);
for (const warning of openingWarnings) app.log.warn(warning);
app.log.info(describeSource(source));
app.log.info(describeLibrary(libraryDatabase));
const proxyWarning = trustProxyWarning(config);
if (proxyWarning !== undefined) app.log.warn(proxyWarning);

// app.close() is a drain (http/drain.ts): readiness says 503, the requests already running finish
// or are cut at DRAIN_TIMEOUT_MS, and only then do the catalogue and the library close under them.
// A second signal during the drain changes nothing.
let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
  } finally {
    closeSource(source);
    await libraryDatabase.close();
  }
  app.log.info('stopped');
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not start listening');
  closeSource(source);
  await libraryDatabase.close();
  process.exit(1);
}
