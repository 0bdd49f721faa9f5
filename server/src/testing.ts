/**
 * The server's one public entry for tests and tools outside it (bench/, scripts/, e2e/), which
 * import nothing else of server/src (a lint wall, scripts/lint/server-walls.js). It holds only what
 * they use, so what the server promises them stays in view: a new need is a line here. Not part of
 * the build (tsconfig.build.json), since it reaches test helpers.
 */
export { GENERATOR_VERSION, SCHEMA_VERSION } from './catalogue/catalogue-schema.js';
export { foldText } from './catalogue/fold-text.js';
export {
  parseConfig,
  parseListenConfig,
  readSetting,
  SERVER_SETTINGS,
  type LibraryConfig,
  type ListenConfig,
} from './config.js';
export { SERVICE_OFFLINE_MESSAGE } from './http/tmdb-errors.js';
export {
  backupLibrary,
  defaultBackupFile,
  restoreLibrary,
  type BackupOutcome,
} from './library/backup/backup-library.js';
export { BackupProblem } from './library/backup/backup-problem.js';
export { createLibraryStore } from './library/store/create-library-store.js';
export { openLibraryDatabase, type LibraryDatabase } from './library/store/library-database.js';
export { MAX_TITLES_REMEMBERED_AT_ONCE } from './library/store/library-limits.js';
export type { LibraryStore, TitleRef } from './library/store/library-store.js';
export type { LibraryEngine } from './library/store/library-tables.js';
export { StartupProblem } from './startup-problem.js';
export {
  createPostgresDatabase,
  findPostgresPrograms,
  startPostgresCluster,
  type PostgresCluster,
} from './test/postgres-cluster.js';
export { sharedTmdbDir, sharedTmdbFile } from './test/shared-tmdb.js';
