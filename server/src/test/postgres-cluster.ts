import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** A PostgreSQL server of its own in a temporary folder, for tests and benchmarks. */
export interface PostgresCluster {
  /** The superuser's URL of the cluster's `postgres` database (trust authentication, loopback only). */
  url: string;
  port: number;
  /** Stops the server (a fast shutdown: sessions are cut); `start` brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** SIGSTOP to the server and its sessions: connections stay open and nothing answers. */
  freeze(): void;
  /** SIGCONT: the frozen server goes on. */
  thaw(): void;
  /** Stops the server and deletes its folder. */
  remove(): Promise<void>;
}

const INSTALL_HINT =
  'PostgreSQL is needed by the library tests (they start a throwaway cluster). Install it with ' +
  '`apt-get install -y postgresql` (Debian puts its programs in /usr/lib/postgresql/<version>/bin).';

/** The folder with initdb and pg_ctl: Debian's newest version, else the first on PATH. */
export function findPostgresPrograms(): string {
  const debianRoot = '/usr/lib/postgresql';
  const versions = existsSync(debianRoot)
    ? readdirSync(debianRoot)
        .filter((version) => existsSync(path.join(debianRoot, version, 'bin', 'initdb')))
        .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    : [];
  if (versions[0] !== undefined) return path.join(debianRoot, versions[0], 'bin');
  for (const folder of (process.env.PATH ?? '').split(path.delimiter)) {
    if (
      folder !== '' &&
      existsSync(path.join(folder, 'initdb')) &&
      existsSync(path.join(folder, 'pg_ctl'))
    )
      return folder;
  }
  throw new Error(INSTALL_HINT);
}

/** The server's process and its children (sessions and helpers), from /proc. */
function serverProcesses(dataDir: string): number[] {
  const postmaster = Number(
    readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // "pid (name) state ppid …": the parent is the second field after the name.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address !== null
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

// initdb refuses to run as root; Debian's package makes a `postgres` user to run it as.
function postgresUser(): { uid: number; gid: number } {
  try {
    const id = (flag: string) =>
      Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error(
      `The tests run as root, which initdb refuses, and there is no \`postgres\` user to run it as. ${INSTALL_HINT}`,
    );
  }
}

/**
 * initdb into a temporary folder and pg_ctl start on a free loopback port, with the socket in that
 * folder too. As root, both run as the `postgres` user (runuser), which owns the folder.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findPostgresPrograms();
  const dir = mkdtempSync(path.join(tmpdir(), 'marquee-pg-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
  }
  const env = { PATH: process.env.PATH ?? '', LC_ALL: 'C', LANG: 'C' };
  const pgRun = async (program: string, args: string[]) => {
    const [command, commandArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]]
      : [path.join(bin, program), args];
    try {
      await run(command, commandArgs as string[], { cwd: dir, env, timeout: 60_000 });
    } catch (error) {
      const { stderr = '', stdout = '' } = error as { stderr?: string; stdout?: string };
      throw new Error(`${program} ${args.join(' ')} failed: ${stderr || stdout || String(error)}`);
    }
  };

  // No fsync: the tests kill Marquee's processes, never PostgreSQL's, and the cluster is thrown away.
  await pgRun('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '-N',
  ]);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c full_page_writes=off',
  ].join(' ');
  const start = () =>
    pgRun('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      options,
      '-w',
      '-t',
      '60',
      'start',
    ]);
  const stop = (mode: 'fast' | 'immediate') =>
    pgRun('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
  try {
    await start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop: () => stop('fast'),
    freeze() {
      for (const pid of serverProcesses(dataDir)) process.kill(pid, 'SIGSTOP');
    },
    thaw() {
      for (const pid of serverProcesses(dataDir)) process.kill(pid, 'SIGCONT');
    },
    async remove() {
      try {
        // A test that ended while the server was frozen must not leave it behind, stopped.
        for (const pid of serverProcesses(dataDir)) process.kill(pid, 'SIGCONT');
        await stop('immediate');
      } catch {
        // Stopped already.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A new empty database in the cluster behind `adminUrl` (one per test file, so files run in parallel); its URL. */
export async function createPostgresDatabase(adminUrl: string): Promise<string> {
  const name = `library_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
