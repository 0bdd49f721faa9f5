import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { GENERATOR_VERSION, SCHEMA_VERSION } from './catalogue-schema.js';

/**
 * What the server does with the catalogue file at start. `missing` and `outdated` (written by the
 * generator for another schema version, or by another version of the generator: its seed is in
 * it, so nothing is lost) are generated;
 * `present` is opened as it is, and openCatalogue names whatever is wrong with it. A catalogue
 * anything was imported into is never `outdated`: only its owner can import it again.
 */
export function catalogueFileState(filePath: string): 'missing' | 'outdated' | 'present' {
  if (!existsSync(filePath)) return 'missing';
  let db: Database.Database | undefined;
  try {
    db = new Database(filePath, { readonly: true, fileMustExist: true });
    const meta = new Map(
      db
        .prepare<[], { key: string; value: string }>(
          "SELECT key, value FROM meta WHERE key IN ('schema_version', 'generator_version', 'seed', 'imported')",
        )
        .all()
        .map((row) => [row.key, row.value]),
    );
    const current =
      meta.get('schema_version') === SCHEMA_VERSION &&
      (meta.get('generator_version') ?? '1') === GENERATOR_VERSION;
    return meta.has('seed') && !meta.has('imported') && !current ? 'outdated' : 'present';
  } catch {
    // Not a catalogue at all: opening it says so, naming the file.
    return 'present';
  } finally {
    db?.close();
  }
}
