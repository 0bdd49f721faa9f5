import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseConfig } from './config.js';
import { createApp } from './app.js';
import { DEFAULT_SIZES, generateCatalogue } from './catalogue/generate-catalogue.js';
import { openCatalogue, type Catalogue } from './catalogue/open-catalogue.js';
import { openUpstream, type Upstream } from './upstream/open-upstream.js';

const config = parseConfig(process.env);

function openEmbeddedCatalogue(): Catalogue {
  if (!existsSync(config.dbPath)) {
    process.stdout.write(`Generating the catalogue (seed "${config.seed}") at ${config.dbPath}…\n`);
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

const upstream: Upstream | undefined =
  config.upstream === undefined ? undefined : openUpstream(config.upstream);
const catalogue: Catalogue | undefined =
  upstream === undefined ? openEmbeddedCatalogue() : undefined;
const source = { close: () => (upstream ?? catalogue)?.close() };
const app = await createApp({ catalogue, upstream, config });
app.log.info(
  upstream === undefined
    ? `catalogue: embedded ${shown(config.dbPath)}`
    : `catalogue: TMDB upstream ${upstream.settings.apiUrl} (cache ${shown(upstream.settings.cacheDbPath)})`,
);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
  } finally {
    source.close();
  }
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not start listening');
  source.close();
  process.exit(1);
}
