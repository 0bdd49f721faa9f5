import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const SOURCE_DIR = path.dirname(fileURLToPath(import.meta.url));
const MAIN = path.join(SOURCE_DIR, 'main.ts');
const dir = mkdtempSync(path.join(tmpdir(), 'marquee-main-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Starts the server as npm start does (through tsx), with only the given settings. */
function start(env: Record<string, string>): { status: number | null; stderr: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', MAIN], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', PORT: '0', ...env },
    // Where tsx is found; every path the tests give is absolute.
    cwd: SOURCE_DIR,
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { status: result.status, stderr: result.stderr };
}

/**
 * Starts the server in upstream mode (no catalogue to generate) with these settings on top, logging
 * at info: its exit, and `said`, which waits for a line of its log (refused once it exits).
 */
function startRunning(env: Record<string, string>) {
  const server = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'info',
      PORT: '0',
      HOST: '127.0.0.1',
      TMDB_API_KEY: 'unused',
      ...env,
    },
    cwd: SOURCE_DIR,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(server, 'exit');
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const said = (pattern: RegExp): Promise<RegExpExecArray> =>
    new Promise((resolve, reject) => {
      const look = (): void => {
        const found = pattern.exec(output);
        if (found === null) return;
        server.stdout.off('data', look);
        resolve(found);
      };
      server.stdout.on('data', look);
      look();
      void exited.then(() => reject(new Error(`exited before saying ${pattern}:\n${output}`)));
    });
  return { server, exited, said, output: () => output };
}

describe('a server that cannot start', () => {
  it('says what setting is wrong in one line, without a stack trace, and exits 1', () => {
    const { status, stderr } = start({ PORT: 'eighty' });
    expect(status).toBe(1);
    expect(stderr).toMatch(/^Invalid environment variable PORT: "eighty" .*\n$/);
  });

  it('says which data file is bad in one line, without a stack trace, and exits 1', () => {
    const file = path.join(dir, 'catalogue.sqlite');
    writeFileSync(file, 'this is not a database');
    const { status, stderr } = start({ CATALOGUE_DB: file, AUTH_REQUIRED: 'false' });
    expect(status).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain(file);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('says which library file is bad in one line, without a stack trace, and exits 1', () => {
    const file = path.join(dir, 'library.sqlite');
    writeFileSync(file, 'this is not a database either');
    // Upstream mode: no catalogue to generate first (TMDB is not asked at start).
    const { status, stderr } = start({
      TMDB_API_KEY: 'unused',
      TMDB_CACHE_DB: path.join(dir, 'tmdb-cache.sqlite'),
      LIBRARY_DB: file,
    });
    expect(status).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain(file);
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});

describe('a server that starts', () => {
  it('opens the library, says where it is, and closes it on SIGTERM', async () => {
    const library = path.join(dir, 'started', 'library.sqlite');
    const { server, exited, said, output } = startRunning({
      TMDB_CACHE_DB: path.join(dir, 'started', 'tmdb-cache.sqlite'),
      LIBRARY_DB: library,
    });
    await said(/Server listening/);
    server.kill('SIGTERM');
    const [code] = await exited;
    expect(output()).toContain(`"msg":"library: sqlite ${library}"`);
    expect(code).toBe(0);
  });
});

describe('a server that stops', () => {
  it('on SIGTERM finishes the request in flight, answers it, and exits 0', async () => {
    // A TMDB of the test's own that answers only when the test says: the server's request for a
    // film stays in flight for as long as the test likes, with no timing involved.
    let held: ServerResponse | undefined;
    let upstreamAsked: () => void = () => {};
    const asked = new Promise<void>((resolve) => {
      upstreamAsked = resolve;
    });
    const upstream = createServer((_request, response) => {
      held = response;
      upstreamAsked();
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const upstreamPort = (upstream.address() as AddressInfo).port;

    const { server, exited, said, output } = startRunning({
      TMDB_API_URL: `http://127.0.0.1:${upstreamPort}`,
      // Far beyond the test, so only the test decides when the answer comes.
      TMDB_TIMEOUT_MS: '600000',
      DRAIN_TIMEOUT_MS: '600000',
      TMDB_CACHE_DB: path.join(dir, 'stopping', 'tmdb-cache.sqlite'),
      LIBRARY_DB: path.join(dir, 'stopping', 'library.sqlite'),
    });

    const [, port] = await said(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/);
    const answer = fetch(`http://127.0.0.1:${port}/3/movie/550`);
    await asked;
    server.kill('SIGTERM');
    await said(/"msg":"draining"/);
    held?.writeHead(200, { 'content-type': 'application/json' });
    held?.end(JSON.stringify({ id: 550, title: 'Held until the drain began' }));

    const response = await answer;
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ title: 'Held until the drain began' });
    const [code] = await exited;
    expect(code).toBe(0);
    expect(output()).toContain('"msg":"stopped"');
    upstream.closeAllConnections();
    upstream.close();
  });
});
