import Database from 'better-sqlite3';
import { StartupProblem } from '../startup-problem.js';
import { SCHEMA_VERSION } from './catalogue-schema.js';

const TABLES = [
  'meta',
  'movie',
  'tv',
  'person',
  'credit',
  'movie_offer',
  'tv_offer',
  'keyword',
  'keyword_fts',
  'movie_keyword',
  'tv_keyword',
  'company',
  'company_fts',
  'network',
  'movie_company',
  'tv_company',
  'tv_network',
  'movie_release',
  'title_certification',
  'movie_facet',
  'tv_facet',
  'movie_fts',
  'tv_fts',
  'person_fts',
];

/**
 * A catalogue file that cannot be read. Not moved aside: it may be an imported catalogue, which
 * only its owner can rebuild, so the message says what to do instead.
 */
export function unusableCatalogue(filePath: string, reason: string): StartupProblem {
  return new StartupProblem(
    `The catalogue file ${filePath} cannot be used (${reason}). Delete it and start again to generate a new one, or import your TMDB files into it again.`,
  );
}

/** Throws unless `db` holds every table of the catalogue schema at the version this code reads. */
export function checkCatalogueFile(db: Database.Database, filePath: string): void {
  let version: unknown;
  let present: Set<string>;
  try {
    version = db.prepare("SELECT value FROM meta WHERE key = 'schema_version'").pluck().get();
    present = new Set(
      db.prepare<[], string>("SELECT name FROM sqlite_schema WHERE type = 'table'").pluck().all(),
    );
  } catch (error) {
    throw explainedSqliteError(error, filePath);
  }
  if (version !== SCHEMA_VERSION)
    throw unusableCatalogue(
      filePath,
      `schema version ${String(version)}, this server reads version ${SCHEMA_VERSION}`,
    );
  const missing = TABLES.find((table) => !present.has(table));
  if (missing !== undefined) throw unusableCatalogue(filePath, `no such table: ${missing}`);
}

/** SQLite's own message ("file is not a database") as the reason, or the error as it was. */
export function explainedSqliteError(error: unknown, filePath: string): unknown {
  return error instanceof Database.SqliteError ? unusableCatalogue(filePath, error.message) : error;
}
