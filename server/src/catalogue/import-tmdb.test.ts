import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support/test-catalogue.js';
import { createTmdbImporter, openWritableCatalogue } from './import-tmdb.js';
import { openCatalogue } from './open-catalogue.js';

const EXAMPLES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../shared/tmdb/examples',
);
type Json = Record<string, unknown>;
const read = (name: string): Json =>
  JSON.parse(readFileSync(path.join(EXAMPLES, `${name}.json`), 'utf8')) as Json;

const dir = mkdtempSync(path.join(tmpdir(), 'marquee-import-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Imports documents into a fresh catalogue and returns an app serving it. */
async function importedApp(name: string, files: string[]) {
  const dbPath = path.join(dir, `${name}.sqlite`);
  const db = openWritableCatalogue(dbPath);
  const importer = createTmdbImporter(db);
  for (const file of files) importer.importDocument(read(file), file);
  db.close();
  const catalogue = openCatalogue(dbPath);
  const app = await createTestApp(catalogue);
  return {
    get: async (url: string) => (await app.inject(url)).json() as Json,
    close: async () => {
      await app.close();
      catalogue.close();
    },
  };
}

const byCreditId = (entries: unknown): Map<string, Json> =>
  new Map((entries as Json[]).map((entry) => [String(entry.credit_id), entry]));

describe('importing TMDB JSON', () => {
  it('round-trips details objects field for field', async () => {
    const api = await importedApp('details', ['movie-details', 'tv-details', 'person-details']);
    expect(await api.get('/3/movie/11')).toEqual(read('movie-details'));
    expect(await api.get('/3/tv/1399')).toEqual(read('tv-details'));
    expect(await api.get('/3/person/31')).toEqual(read('person-details'));
    await api.close();
  });

  it('round-trips movie, tv and combined credits', async () => {
    const api = await importedApp('credits', [
      'movie-details',
      'tv-details',
      'person-details',
      'movie-credits',
      'tv-credits',
      'person-combined-credits',
    ]);
    for (const [url, file] of [
      ['/3/movie/550/credits', 'movie-credits'],
      ['/3/tv/1399/credits', 'tv-credits'],
      ['/3/person/31/combined_credits', 'person-combined-credits'],
    ] as const) {
      const ours = await api.get(url);
      const theirs = read(file);
      expect(ours.id).toBe(theirs.id);
      for (const kind of ['cast', 'crew']) {
        const expected = byCreditId(theirs[kind]);
        const actual = byCreditId(ours[kind]);
        expect(actual.size, `${url} ${kind}`).toBe(expected.size);
        for (const [creditId, entry] of expected)
          expect(actual.get(creditId), `${url} ${creditId}`).toEqual(entry);
      }
    }
    await api.close();
  });

  it('round-trips list pages, people with their known_for titles', async () => {
    for (const [file, url] of [
      ['movie-popular', '/3/movie/popular'],
      ['tv-popular', '/3/tv/popular'],
      ['person-popular', '/3/person/popular'],
    ] as const) {
      const api = await importedApp(file, [file]);
      const theirs = read(file).results as Json[];
      const ours = (await api.get(url)).results as Json[];
      const oursById = new Map(ours.map((item) => [item.id, item]));
      expect(ours).toHaveLength(theirs.length);
      for (const item of theirs) {
        const fields = { ...item };
        delete fields.media_type;
        // Ours may add a field TMDB's older sample lacks (adult on TV items); every field it has must match.
        expect(oursById.get(item.id), `${file} ${String(item.id)}`).toMatchObject(fields);
      }
      await api.close();
    }
  });

  it('imports search, trending and discover pages so they can be searched', async () => {
    const api = await importedApp('mixed', [
      'search-multi',
      'trending-all-day',
      'discover-movie',
      'trending-person',
    ]);
    const found = (await api.get('/3/search/movie?query=star%20wars')).results as Json[];
    expect(found.some((item) => item.title === 'Star Wars')).toBe(true);
    expect(((await api.get('/3/search/person?query=ana%20de')).results as Json[])[0]).toMatchObject(
      { name: 'Ana de Armas' },
    );
    await api.close();
  });
});
