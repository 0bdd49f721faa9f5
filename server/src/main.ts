import { existsSync } from 'node:fs';
import { parseConfig } from './config.js';
import { createApp } from './app.js';
import { DEFAULT_SIZES, generateCatalogue } from './catalogue/generate-catalogue.js';
import { openCatalogue } from './catalogue/open-catalogue.js';

const config = parseConfig(process.env);

if (!existsSync(config.dbPath)) {
  process.stdout.write(`Generating the catalogue (seed "${config.seed}") at ${config.dbPath}…\n`);
  const result = generateCatalogue({ outPath: config.dbPath, seed: config.seed, ...DEFAULT_SIZES });
  process.stdout.write(`Catalogue ready in ${(result.durationMs / 1000).toFixed(1)} s (${(result.bytes / 1048576).toFixed(1)} MiB)\n`);
}

const catalogue = openCatalogue(config.dbPath);
const app = await createApp({ catalogue, config });

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
  } finally {
    catalogue.close();
  }
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not start listening');
  catalogue.close();
  process.exit(1);
}
