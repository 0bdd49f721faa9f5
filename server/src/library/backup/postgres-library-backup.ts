import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { describePostgresUrl } from '../store/postgres-pool.js';
import { LIBRARY_SCHEMA } from '../store/library-schema.js';
import { MIGRATION_LOCK_TABLE, MIGRATION_TABLE } from '../store/migrate-library.js';
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
 * A backup into the database DATABASE_URL names, in one transaction (all or nothing). A library
 * already there is replaced only when `force` is given, and never while other sessions are
 * connected to the database (the servers must be stopped).
 */
export async function restorePostgresLibrary(
  url: string,
  backup: string,
  force: boolean,
  env: NodeJS.ProcessEnv,
): Promise<void> {
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
  await applyInOneTransaction(
    findPostgresProgram('pg_restore', env.PATH),
    findPostgresProgram('psql', env.PATH),
    backup,
    url,
    env,
  );
}

/**
 * pg_restore writes the backup as SQL and psql applies it in one transaction, after dropping every
 * table of the library this version knows: pg_restore --clean drops only the tables in the backup,
 * so an older backup would leave a newer migration's table behind, which that migration, run again
 * at the next start, could not make. The transaction commits only when psql reads to the end of
 * its input, which it is given once pg_restore has written the whole script; a failure on either
 * side ends psql's session, and PostgreSQL rolls everything back.
 */
async function applyInOneTransaction(
  pgRestore: string,
  psql: string,
  backup: string,
  url: string,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const connection = splitPassword(url, env);
  const script = spawn(pgRestore, ['--no-owner', '--no-privileges', '--file=-', backup], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const apply = spawn(
    psql,
    [
      '--no-psqlrc',
      '--quiet',
      '--single-transaction',
      '--set=ON_ERROR_STOP=1',
      '--file=-',
      `--dbname=${connection.url}`,
    ],
    { env: connection.env, stdio: ['pipe', 'ignore', 'pipe'] },
  );
  // psql may stop at an error while the script still flows: what is left goes nowhere.
  apply.stdin.on('error', () => {});
  const scripted = exited(script);
  const applied = exited(apply);
  void applied.then(() => script.kill());
  apply.stdin.write(`drop table if exists ${libraryTables().join(', ')} cascade;\n`);
  script.stdout.pipe(apply.stdin, { end: false });

  const scriptEnd = await scripted;
  if (scriptEnd.code === 0) apply.stdin.end();
  else apply.kill('SIGKILL');
  const applyEnd = await applied;
  if (applyEnd.code !== 0 && applyEnd.signal !== 'SIGKILL')
    throw new BackupProblem(`psql failed: ${redacted(firstLine(applyEnd.stderr), url)}`);
  if (scriptEnd.code !== 0)
    throw new BackupProblem(`pg_restore failed: ${firstLine(scriptEnd.stderr)}`);
}

/** Every table a library of this version has, Kysely's migration tables too, quoted. */
function libraryTables(): string[] {
  return [...Object.keys(LIBRARY_SCHEMA), MIGRATION_TABLE, MIGRATION_LOCK_TABLE].map(
    (name) => `"${name}"`,
  );
}

function exited(
  child: ChildProcess,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ code: null, signal: null, stderr: error.message }));
    child.on('close', (code, signal) => resolve({ code, signal, stderr }));
  });
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
    throw new BackupProblem(
      `${path.basename(program)} failed: ${redacted(firstLine(stderrOf(error)), url)}`,
      { cause: error },
    );
  }
}

// A program's message may quote the connection string; never the password.
function redacted(message: string, url: string): string {
  const password = new URL(url).password;
  return password === '' ? message : message.replaceAll(password, '***');
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
