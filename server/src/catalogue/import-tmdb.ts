import { readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { buildFileInPlace } from './build-file-in-place.js';
import { createCatalogueIndexes, createCatalogueSchema } from './catalogue-schema.js';
import { checkCatalogueFile, explainedSqliteError } from './catalogue-file-check.js';
import { createTmdbImporter, type ImportCounts } from './tmdb-importer.js';

/** A document the importer refused; the message names the file, then the field and what is wrong. */
export class ImportProblem extends Error {
  override readonly name = 'ImportProblem';
}

function parseDocument(file: string): unknown {
  const text = readFileSync(file, 'utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(`not JSON (${(error as Error).message})`, { cause: error });
  }
}

/** Gives a new file the schema, or checks that an existing one is a catalogue; true when new. */
function startCatalogue(db: Database.Database, outPath: string): boolean {
  let fresh: boolean;
  try {
    // The copy is thrown away on failure, so a rollback journal on disk would buy nothing.
    db.pragma('journal_mode = MEMORY');
    fresh = db.prepare('SELECT count(*) FROM sqlite_schema').pluck().get() === 0;
  } catch (error) {
    throw explainedSqliteError(error, outPath);
  }
  if (fresh) createCatalogueSchema(db);
  else checkCatalogueFile(db, outPath);
  // Marked, so a newer server never regenerates it from its seed (catalogueFileState).
  db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('imported', '1')").run();
  return fresh;
}

/**
 * Imports TMDB JSON files (details, credits, list pages) into the catalogue at `outPath`, adding to
 * what it holds. All files go into a copy in one transaction, renamed into place only when every one
 * imported: a bad file leaves the catalogue exactly as it was and throws an ImportProblem naming it.
 */
export function importTmdbFiles(outPath: string, files: readonly string[]): ImportCounts {
  return buildFileInPlace(outPath, { startFrom: 'existing' }, (tempPath) => {
    const db = new Database(tempPath);
    try {
      const fresh = startCatalogue(db, outPath);
      const importer = createTmdbImporter(db);
      db.transaction(() => {
        for (const file of files) {
          try {
            importer.importDocument(parseDocument(file), path.basename(file));
          } catch (error) {
            throw new ImportProblem(`${file}: ${(error as Error).message}`, { cause: error });
          }
        }
      })();
      // Built once after loading, as the generator does, rather than kept sorted row by row.
      if (fresh) createCatalogueIndexes(db);
      return importer.counts();
    } finally {
      db.close();
    }
  });
}
