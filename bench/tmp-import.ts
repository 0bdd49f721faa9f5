import { ensureCatalogue } from './lib/catalogue-files.js';
import { runImportBench } from './lib/import-bench.js';
import { parseMode } from './lib/bench-mode.js';

const mode = parseMode(['--quick']);
const cleanups: Array<() => Promise<void> | void> = [];
const db = ensureCatalogue('default', undefined, console.log);
const result = await runImportBench({
  quick: true,
  skipBrowser: false,
  port: mode.ports.web + 5,
  emulatorPort: mode.ports.authEmulator,
  catalogueDb: db,
  chromePath: '/usr/bin/chromium',
  log: console.log,
  registerCleanup: (cleanup) => cleanups.push(cleanup),
});
console.log(JSON.stringify(result.rows, null, 1));
console.log(result.notes.join('\n'));
for (const cleanup of cleanups) await cleanup();
process.exit(0);
