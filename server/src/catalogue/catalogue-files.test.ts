import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedTmdbFile } from '../test/shared-tmdb.js';
import { StartupProblem } from '../startup-problem.js';
import { buildTestCatalogue } from '../test/test-catalogue.js';
import { testApp } from '../test/test-app.js';
import { catalogueFileState } from './catalogue-file-state.js';
import { generateCatalogue } from './generate-catalogue.js';
import { importTmdbFiles } from './import-tmdb.js';
import { openCatalogue, openCatalogueDatabase } from './open-catalogue.js';

const test = buildTestCatalogue();
const dir = mkdtempSync(path.join(tmpdir(), 'marquee-files-'));
afterAll(() => {
  test.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

const fileHash = (filePath: string) =>
  createHash('sha256').update(readFileSync(filePath)).digest('hex');
const generateCli = fileURLToPath(new URL('./generate-cli.ts', import.meta.url));

describe('the catalogue file while serving', () => {
  it('is opened read-only: a write through the serving handle fails', () => {
    const db = openCatalogueDatabase(test.dbPath);
    try {
      expect(() => db.prepare('DELETE FROM movie').run()).toThrow(/readonly/i);
      expect(() => db.exec('CREATE TABLE intruder (x)')).toThrow(/readonly/i);
    } finally {
      db.close();
    }
  });

  it('is byte for byte the same after serving, with no journal beside it', async () => {
    const before = fileHash(test.dbPath);
    const app = await testApp({ source: test.source });
    for (const url of [
      '/3/trending/all/day',
      '/3/movie/popular?page=3',
      '/3/discover/tv?sort_by=vote_average.desc',
      '/3/search/multi?query=the',
      '/3/movie/1?append_to_response=credits,similar',
      '/3/person/1?append_to_response=combined_credits',
    ]) {
      expect((await app.inject(url)).statusCode, url).toBe(200);
    }
    await app.close();
    expect(fileHash(test.dbPath)).toBe(before);
    expect(readdirSync(test.dir).filter((name) => /-(wal|shm|journal)$/.test(name))).toEqual([]);
  });

  it('is refused at start when it is not a complete catalogue', () => {
    const truncated = path.join(dir, 'truncated.sqlite');
    writeFileSync(truncated, readFileSync(test.dbPath).subarray(0, 4096));
    expect(() => openCatalogue(truncated)).toThrow();
    const garbage = path.join(dir, 'garbage.sqlite');
    writeFileSync(garbage, 'not a database at all');
    expect(() => openCatalogue(garbage)).toThrow();
  });
});

describe('a corrupt catalogue file', () => {
  /** The one line main.ts prints: the file, what is wrong, and how to get a good one; the file is left alone. */
  function expectStartupProblem(file: string, reason: RegExp): void {
    const before = fileHash(file);
    let thrown: unknown;
    try {
      openCatalogue(file);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(StartupProblem);
    const message = (thrown as StartupProblem).message;
    expect(message).toContain(file);
    expect(message).toMatch(reason);
    expect(message).toMatch(/delete it .*generate/i);
    expect(message).not.toContain('\n');
    expect(fileHash(file)).toBe(before);
  }

  it('that holds garbage bytes is named, with how to regenerate it', () => {
    const garbage = path.join(dir, 'garbage-bytes.sqlite');
    writeFileSync(
      garbage,
      Buffer.from(Array.from({ length: 8192 }, (_, index) => (index * 37) % 256)),
    );
    expectStartupProblem(garbage, /not a database/);
  });

  it('that is SQLite without the catalogue tables is named, with how to regenerate it', () => {
    const empty = path.join(dir, 'no-tables.sqlite');
    const db = new Database(empty);
    db.exec('CREATE TABLE unrelated (x)');
    db.close();
    expectStartupProblem(empty, /no such table: meta/);
  });

  it('that lacks one table is named before serving', () => {
    const partial = path.join(dir, 'no-credits.sqlite');
    copyFileSync(test.dbPath, partial);
    const db = new Database(partial);
    db.exec('DROP TABLE credit');
    db.close();
    expectStartupProblem(partial, /no such table: credit/);
  });

  it('from another schema version is named, with how to regenerate it', () => {
    const old = path.join(dir, 'old-version.sqlite');
    copyFileSync(test.dbPath, old);
    const db = new Database(old);
    db.prepare("UPDATE meta SET value = '0' WHERE key = 'schema_version'").run();
    db.close();
    expectStartupProblem(old, /schema version 0/);
  });
});

describe('a catalogue file from an older version', () => {
  /** A copy of `source` that says it is of schema version 1, as files written before IMDb ids were. */
  function olderCopy(source: string, name: string): string {
    const file = path.join(dir, name);
    copyFileSync(source, file);
    const db = new Database(file);
    db.prepare("UPDATE meta SET value = '1' WHERE key = 'schema_version'").run();
    db.close();
    return file;
  }

  it('is outdated when the generator wrote it, so it is generated again and then opens', () => {
    const file = olderCopy(test.dbPath, 'older-generated.sqlite');
    expect(catalogueFileState(file)).toBe('outdated');
    generateCatalogue({ outPath: file, seed: 'again', movies: 20, tv: 10, people: 30 });
    expect(catalogueFileState(file)).toBe('present');
    const catalogue = openCatalogue(file);
    expect(catalogue.externalIds('tv', 1)?.imdb_id).toMatch(/^tt\d{7,}$/);
    catalogue.close();
  });

  it('is outdated when an older generator wrote it into tables of this schema', () => {
    const file = path.join(dir, 'older-generator.sqlite');
    copyFileSync(test.dbPath, file);
    const db = new Database(file);
    db.prepare("DELETE FROM meta WHERE key = 'generator_version'").run();
    db.close();
    expect(catalogueFileState(file)).toBe('outdated');
    // An imported catalogue's tables are read as they are, whoever generated what it started from.
    importTmdbFiles(file, [sharedTmdbFile('examples', 'movie-details.json')]);
    expect(catalogueFileState(file)).toBe('present');
  });

  it('is left for its owner when imported, as only they can import it again', () => {
    const imported = path.join(dir, 'imported.sqlite');
    importTmdbFiles(imported, [sharedTmdbFile('examples', 'movie-details.json')]);
    const file = olderCopy(imported, 'older-imported.sqlite');
    expect(catalogueFileState(file)).toBe('present');
    expect(() => openCatalogue(file)).toThrow(StartupProblem);
  });

  it('is left for its owner when generated and then imported into', () => {
    const mixed = path.join(dir, 'generated-and-imported.sqlite');
    copyFileSync(test.dbPath, mixed);
    importTmdbFiles(mixed, [sharedTmdbFile('examples', 'movie-details.json')]);
    expect(catalogueFileState(olderCopy(mixed, 'older-mixed.sqlite'))).toBe('present');
  });

  it('is told apart from a missing, a current and a broken file', () => {
    expect(catalogueFileState(path.join(dir, 'nowhere.sqlite'))).toBe('missing');
    expect(catalogueFileState(test.dbPath)).toBe('present');
    const garbage = path.join(dir, 'garbage-state.sqlite');
    writeFileSync(garbage, 'not a database at all');
    expect(catalogueFileState(garbage)).toBe('present');
    expect(readFileSync(garbage, 'utf8')).toBe('not a database at all');
  });
});

describe('a generation that does not finish', () => {
  it(
    'leaves nothing at the catalogue path when killed mid-way, and the next generation succeeds',
    { timeout: 60_000 },
    async () => {
      const outPath = path.join(dir, 'killed', 'catalogue.sqlite');
      // Big enough to take many seconds, so it is surely killed while writing.
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          generateCli,
          '--out',
          outPath,
          '--titles',
          '200000',
          '--people',
          '200000',
        ],
        { stdio: 'ignore' },
      );
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      const tempFiles = () =>
        existsSync(path.dirname(outPath))
          ? readdirSync(path.dirname(outPath)).filter((name) => name.endsWith('.tmp'))
          : [];
      const deadline = Date.now() + 45_000;
      // Wait until rows are being written into the temp file, then kill without warning.
      while (
        Date.now() < deadline &&
        !tempFiles().some(
          (name) => statSync(path.join(path.dirname(outPath), name)).size > 256 * 1024,
        )
      ) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      child.kill('SIGKILL');
      await exited;
      expect(tempFiles().length, 'the generation had started writing').toBe(1);
      // The server opens only CATALOGUE_DB, and generates a new one when it is missing.
      expect(existsSync(outPath)).toBe(false);

      generateCatalogue({ outPath, seed: 'after-a-crash', movies: 20, tv: 10, people: 30 });
      const catalogue = openCatalogue(outPath);
      expect(catalogue.popularityLeaders('movie', 100)).toHaveLength(20);
      catalogue.close();
    },
  );
});
