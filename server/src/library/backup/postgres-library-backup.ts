import { execFile } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';
import { describePostgresUrl } from '../store/postgres-pool.js';
import { MIGRATION_TABLE } from '../store/migrate-library.js';
import { libraryMigrations } from '../store/migrations/library-migrations.js';
import { BackupProblem } from './backup-problem.js';
import { findPostgresProgram } from './postgres-programs.js';

const run = promisify(execFile);

/**
 * pg_dump's custom format of the library's database to `file`: one snapshot (pg_dump reads in one
 * repeatable-read transaction), taken while servers go on writing. Written beside `file` and
 * renamed into place once pg_restore can read it as a Marquee library.
 */
export async function backupPostgresLibrary(
  url: string,
  file: string,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const where = describePostgresUrl(url);
  const pgDump = findPostgresProgram('pg_dump', env.PATH);
  if (!(await targetState(url, where)).holdsLibrary)
    throw new BackupProblem(
      `${where} holds no Marquee library to back up (it has no ${MIGRATION_TABLE}).`,
    );
  const connection = splitPassword(url, env);
  const temporary = `${file}.writing-${process.pid}`;
  try {
    await runProgram(
      pgDump,
      ['--format=custom', `--file=${temporary}`, `--dbname=${connection.url}`],
      connection.env,
      url,
    );
    await requireLibraryArchive(temporary, file, env);
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
}

/**
 * pg_restore of a backup into the database DATABASE_URL names, in one transaction (all or
 * nothing). A database that holds a library already is cleaned first (its tables dropped and made
 * again from the backup), and only when `force` is given; never while other sessions are connected
 * to it (the servers must be stopped).
 */
export async function restorePostgresLibrary(
  url: string,
  backup: string,
  force: boolean,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  if (!existsSync(backup)) throw new BackupProblem(`There is no backup at ${backup}.`);
  await requireLibraryArchive(backup, backup, env);
  const where = describePostgresUrl(url);
  const { holdsLibrary, otherSessions } = await targetState(url, where);
  if (otherSessions > 0)
    throw new BackupProblem(
      `${where} has ${otherSessions} other connection${otherSessions === 1 ? '' : 's'} (are servers running?). Stop them, then run the restore again.`,
    );
  if (holdsLibrary && !force)
    throw new BackupProblem(
      `${where} holds a library already. Stop the servers, then run the restore again with --force to replace it.`,
    );
  const connection = splitPassword(url, env);
  await runProgram(
    findPostgresProgram('pg_restore', env.PATH),
    [
      '--single-transaction',
      '--exit-on-error',
      // The tables belong to whoever restores them, as they did to whoever migrated them.
      '--no-owner',
      '--no-privileges',
      ...(holdsLibrary ? ['--clean', '--if-exists'] : []),
      `--dbname=${connection.url}`,
      backup,
    ],
    connection.env,
    url,
  );
}

/**
 * The backup is a pg_dump archive with the library's migration table, every migration in it one
 * this version knows: pg_restore reads the archive's contents, and that table's rows, without a
 * database.
 */
async function requireLibraryArchive(
  archive: string,
  shownAs: string,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const pgRestore = findPostgresProgram('pg_restore', env.PATH);
  let contents: string;
  try {
    contents = (await run(pgRestore, ['--list', archive], { env, maxBuffer: 64 << 20 })).stdout;
  } catch (error) {
    throw new BackupProblem(
      `${shownAs} is not a PostgreSQL backup (pg_restore: ${firstLine(stderrOf(error))}).`,
      { cause: error },
    );
  }
  if (!new RegExp(`^\\d+; \\d+ \\d+ TABLE DATA \\S+ ${MIGRATION_TABLE} `, 'm').test(contents))
    throw new BackupProblem(`${shownAs} is not a Marquee library (it has no ${MIGRATION_TABLE}).`);
  const { stdout } = await run(
    pgRestore,
    ['--data-only', `--table=${MIGRATION_TABLE}`, '--file=-', archive],
    { env, maxBuffer: 64 << 20 },
  );
  // COPY … FROM stdin; then a row a line, tab-separated, until "\.".
  const copy = stdout.slice(stdout.indexOf('FROM stdin;\n') + 'FROM stdin;\n'.length);
  const applied = copy
    .slice(0, copy.indexOf('\\.'))
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => line.split('\t')[0] ?? '');
  const known = Object.keys(libraryMigrations('postgres'));
  const unknown = applied.filter((name) => !known.includes(name)).sort();
  if (unknown.length > 0)
    throw new BackupProblem(
      `${shownAs} was written by a newer version of Marquee (migration ${unknown.join(', ')}); restore it with that version.`,
    );
}

async function targetState(
  url: string,
  where: string,
): Promise<{ holdsLibrary: boolean; otherSessions: number }> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ holds_library: boolean; other_sessions: number }>(
      `select to_regclass($1) is not null as holds_library,
              (select count(*)::int from pg_stat_activity
               where datname = current_database() and pid <> pg_backend_pid()) as other_sessions`,
      [MIGRATION_TABLE],
    );
    const row = rows[0];
    return { holdsLibrary: row?.holds_library ?? false, otherSessions: row?.other_sessions ?? 0 };
  } catch (error) {
    throw new BackupProblem(`${where} cannot be reached (${reasonOf(error)}).`, { cause: error });
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The URL without its password, which goes to the program in PGPASSWORD instead: a command line
 * is visible to every user of the machine (ps), an environment is not.
 */
function splitPassword(
  url: string,
  env: NodeJS.ProcessEnv,
): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  if (parsed.password === '') return { url, env };
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), env: { ...env, PGPASSWORD: password } };
}

async function runProgram(
  program: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  url: string,
): Promise<void> {
  try {
    await run(program, args, { env, maxBuffer: 64 << 20 });
  } catch (error) {
    // Its messages may quote the connection string; never the password.
    const password = new URL(url).password;
    const message = firstLine(stderrOf(error));
    throw new BackupProblem(
      `${program.split('/').at(-1) ?? program} failed: ${password === '' ? message : message.replaceAll(password, '***')}`,
      { cause: error },
    );
  }
}

function stderrOf(error: unknown): string {
  const { stderr } = error as { stderr?: unknown };
  return typeof stderr === 'string' && stderr.trim() !== '' ? stderr : reasonOf(error);
}

// pg_dump: error: connection to server … failed: …; the program's name and "error" said once.
function firstLine(text: string): string {
  return (text.trim().split('\n')[0] ?? '').replace(/^pg_\w+: (?:error: )?/, '');
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
