import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createTmdbImporter, openWritableCatalogue } from './import-tmdb.js';

// Usage: import-cli.ts --out FILE file1.json [file2.json ...]  (details, credits or list pages from TMDB)
const { values, positionals } = parseArgs({
  options: { out: { type: 'string', default: '.data/catalogue.sqlite' } },
  allowPositionals: true,
});
if (positionals.length === 0) {
  process.stderr.write('Usage: import-cli.ts --out FILE file.json...\n');
  process.exit(2);
}
const db = openWritableCatalogue(path.resolve(values.out));
const importer = createTmdbImporter(db);
for (const file of positionals) {
  importer.importDocument(JSON.parse(readFileSync(file, 'utf8')) as unknown, path.basename(file));
}
db.close();
process.stdout.write(`Imported into ${values.out}: ${JSON.stringify(importer.counts())}\n`);
