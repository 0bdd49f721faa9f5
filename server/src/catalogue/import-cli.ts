import path from 'node:path';
import { parseArgs } from 'node:util';
import { importTmdbFiles, ImportProblem } from './import-tmdb.js';
import { StartupProblem } from '../startup-problem.js';

// Usage: import-cli.ts --out FILE file1.json [file2.json ...]  (details, credits or list pages from TMDB)
const { values, positionals } = parseArgs({
  options: { out: { type: 'string', default: '.data/catalogue.sqlite' } },
  allowPositionals: true,
});
if (positionals.length === 0) {
  process.stderr.write('Usage: import-cli.ts --out FILE file.json...\n');
  process.exit(2);
}
try {
  const counts = importTmdbFiles(path.resolve(values.out), positionals);
  process.stdout.write(`Imported into ${values.out}: ${JSON.stringify(counts)}\n`);
} catch (error) {
  // The file and field are the whole story; a stack trace would bury them.
  if (!(error instanceof ImportProblem || error instanceof StartupProblem)) throw error;
  process.stderr.write(`${error.message}\nNothing was imported; ${values.out} is unchanged.\n`);
  process.exit(1);
}
