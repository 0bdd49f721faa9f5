import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { BackupProblem } from './backup-problem.js';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/**
 * pg_dump, pg_restore or psql: Debian's newest version first (a dump needs a pg_dump at least as new as
 * the server, and Debian keeps each version in its own folder), else the first on PATH.
 */
export function findPostgresProgram(
  name: 'pg_dump' | 'pg_restore' | 'psql',
  searchPath: string | undefined,
): string {
  const versions = existsSync(DEBIAN_ROOT)
    ? readdirSync(DEBIAN_ROOT)
        .filter((version) => existsSync(path.join(DEBIAN_ROOT, version, 'bin', name)))
        .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    : [];
  if (versions[0] !== undefined) return path.join(DEBIAN_ROOT, versions[0], 'bin', name);
  for (const folder of (searchPath ?? '').split(path.delimiter))
    if (folder !== '' && existsSync(path.join(folder, name))) return path.join(folder, name);
  throw new BackupProblem(
    `${name} was not found on PATH or in ${DEBIAN_ROOT}/<version>/bin. Install PostgreSQL's client programs ` +
      '(`apt-get install -y postgresql-client`), at least the version of the database server.',
  );
}
