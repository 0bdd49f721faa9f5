import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedTmdbFile } from '../test/shared-tmdb.js';
import { testApp } from '../test/test-app.js';
import { importTmdbFiles } from './import-tmdb.js';
import { openCatalogue } from './open-catalogue.js';

const EXAMPLES = sharedTmdbFile('examples');
type Json = Record<string, unknown>;
const exampleFile = (name: string): string => path.join(EXAMPLES, `${name}.json`);
const read = (name: string): Json => JSON.parse(readFileSync(exampleFile(name), 'utf8')) as Json;

const dir = mkdtempSync(path.join(tmpdir(), 'marquee-import-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes a document where a TMDB download would put it, e.g. "movies/550.json". */
function documentFile(name: string, document: unknown): string {
  const file = path.join(dir, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, typeof document === 'string' ? document : JSON.stringify(document));
  return file;
}

const fileHash = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const tempFiles = () => readdirSync(dir).filter((name) => name.endsWith('.tmp'));

/** Serves a catalogue file through the app. */
async function serve(dbPath: string) {
  const catalogue = openCatalogue(dbPath);
  const app = await testApp({ source: { kind: 'embedded', catalogue } });
  return {
    inject: (url: string) => app.inject(url),
    get: async (url: string) => (await app.inject(url)).json() as Json,
    close: async () => {
      await app.close();
      catalogue.close();
    },
  };
}

/** Imports example documents into a fresh catalogue and returns an app serving it. */
async function importedApp(name: string, examples: string[]) {
  const dbPath = path.join(dir, `${name}.sqlite`);
  importTmdbFiles(dbPath, examples.map(exampleFile));
  return serve(dbPath);
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

  it('adds to an existing catalogue, run after run', async () => {
    const dbPath = path.join(dir, 'runs.sqlite');
    importTmdbFiles(dbPath, [exampleFile('movie-details')]);
    const counts = importTmdbFiles(dbPath, [exampleFile('tv-details')]);
    expect(counts).toMatchObject({ movies: 0, tv: 1 });
    const api = await serve(dbPath);
    expect((await api.inject('/3/movie/11')).statusCode).toBe(200);
    expect((await api.inject('/3/tv/1399')).statusCode).toBe(200);
    await api.close();
  });
});

describe('IMDb ids of imported titles', () => {
  const externalIds = (name: string): Json => {
    const ids = read(name);
    delete ids.id;
    return ids;
  };

  it('keeps the IMDb id movie details carry, for external_ids and /find', async () => {
    const api = await importedApp('imdb-movie', ['movie-details']);
    const imdbId = read('movie-details').imdb_id as string;
    expect((await api.get('/3/movie/11/external_ids')).imdb_id).toBe(imdbId);
    expect(
      ((await api.get(`/3/find/${imdbId}?external_source=imdb_id`)).movie_results as Json[])[0],
    ).toMatchObject({ id: 11, media_type: 'movie' });
    await api.close();
  });

  it('takes a show’s IMDb id from external_ids appended to its details, serving the details as they were', async () => {
    const dbPath = path.join(dir, 'imdb-tv-appended.sqlite');
    importTmdbFiles(dbPath, [
      documentFile('tv/1399-with-ids.json', {
        ...read('tv-details'),
        external_ids: externalIds('tv-series-external-ids'),
      }),
    ]);
    const api = await serve(dbPath);
    expect(await api.get('/3/tv/1399')).toEqual(read('tv-details'));
    expect((await api.get('/3/tv/1399/external_ids')).imdb_id).toBe('tt0944947');
    expect(
      ((await api.get('/3/find/tt0944947?external_source=imdb_id')).tv_results as Json[])[0],
    ).toMatchObject({ id: 1399, media_type: 'tv' });
    // TheTVDB's id is not kept (no column for it): null, and /find by it finds nothing.
    expect((await api.get('/3/tv/1399/external_ids')).tvdb_id).toBeNull();
    expect((await api.get('/3/find/121361?external_source=tvdb_id')).tv_results).toEqual([]);
    await api.close();
  });

  it('takes a movie’s IMDb id from appended external_ids when its details give a blank one', async () => {
    const dbPath = path.join(dir, 'imdb-movie-appended.sqlite');
    importTmdbFiles(dbPath, [
      documentFile('movies/11-with-ids.json', {
        ...read('movie-details'),
        imdb_id: '',
        external_ids: { ...externalIds('movie-external-ids'), imdb_id: 'tt0076759' },
      }),
    ]);
    const api = await serve(dbPath);
    expect((await api.get('/3/movie/11/external_ids')).imdb_id).toBe('tt0076759');
    expect(await api.get('/3/movie/11')).toEqual({ ...read('movie-details'), imdb_id: '' });
    await api.close();
  });

  it('takes IMDb ids from external_ids documents, before or after the details, and keeps them when details come again', async () => {
    const dbPath = path.join(dir, 'imdb-documents.sqlite');
    importTmdbFiles(dbPath, [
      documentFile('tv/1399/external_ids.json', read('tv-series-external-ids')),
      exampleFile('tv-details'),
      documentFile('movies/11.json', { ...read('movie-details'), imdb_id: null }),
      documentFile('movies/11/external_ids.json', { ...read('movie-external-ids'), id: 11 }),
      exampleFile('person-external-ids'),
    ]);
    importTmdbFiles(dbPath, [exampleFile('tv-details')]);
    const api = await serve(dbPath);
    expect((await api.get('/3/tv/1399/external_ids')).imdb_id).toBe('tt0944947');
    expect((await api.get('/3/movie/11/external_ids')).imdb_id).toBe('tt0137523');
    expect((await api.get('/3/movie/11')).imdb_id).toBeNull();
    await api.close();
  });

  it('answers null for a title imported without one', async () => {
    const api = await importedApp('imdb-none', ['tv-details', 'movie-latest-id']);
    expect((await api.get('/3/tv/1399/external_ids')).imdb_id).toBeNull();
    expect((await api.get('/3/movie/1119232/external_ids')).imdb_id).toBeNull();
    await api.close();
  });

  it('imports recommendations appended to details as titles, not as part of the details', async () => {
    const dbPath = path.join(dir, 'appended-recommendations.sqlite');
    const recommendations = read('tv-recommendations');
    importTmdbFiles(dbPath, [
      documentFile('tv/1399-with-recommendations.json', { ...read('tv-details'), recommendations }),
    ]);
    const api = await serve(dbPath);
    expect(await api.get('/3/tv/1399')).toEqual(read('tv-details'));
    const first = (recommendations.results as Json[])[0]!;
    expect(await api.get(`/3/tv/${String(first.id)}`)).toMatchObject({ name: first.name });
    await api.close();
  });
});

describe("TMDB's own empty values", () => {
  it('imports the nulls and blanks of real documents (latest ids), served as the wire types spell them', async () => {
    const api = await importedApp('latest', [
      'movie-latest-id',
      'tv-series-latest-id',
      'person-latest-id',
    ]);
    expect(await api.get('/3/movie/1119232')).toMatchObject({ release_date: '', imdb_id: null });
    expect(await api.get('/3/tv/225491')).toMatchObject({ first_air_date: '' });
    expect(await api.get('/3/person/4064343')).toMatchObject({
      birthday: null,
      known_for_department: '',
    });
    await api.close();
  });

  it('imports a show whose first_air_date is null and draws its poster', async () => {
    const dbPath = path.join(dir, 'null-date.sqlite');
    const poster = '/tv-poster-4242-abc.svg';
    importTmdbFiles(dbPath, [
      documentFile('tv/4242.json', {
        ...read('tv-details'),
        id: 4242,
        first_air_date: null,
        poster_path: poster,
      }),
    ]);
    const api = await serve(dbPath);
    expect(await api.get('/3/tv/4242')).toMatchObject({ first_air_date: '' });
    const image = await api.inject(`/t/p/w342${poster}`);
    expect(image.statusCode).toBe(200);
    expect(image.body).toContain('SERIES');
    await api.close();
  });

  it('draws artwork from text with characters XML forbids', async () => {
    const dbPath = path.join(dir, 'control.sqlite');
    const poster = '/movie-poster-4343-abc.svg';
    importTmdbFiles(dbPath, [
      documentFile('movies/4343.json', {
        ...read('movie-details'),
        id: 4343,
        title: 'Bell\u0007 and \uFFFEBook\u0000',
        poster_path: poster,
      }),
    ]);
    const api = await serve(dbPath);
    const image = await api.inject(`/t/p/w500${poster}`);
    expect(image.statusCode).toBe(200);
    expect(image.body).toContain('Bell and Book');
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    expect(image.body).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/);
    await api.close();
  });
});

describe('an import that meets a bad document', () => {
  const existing = path.join(dir, 'existing.sqlite');
  importTmdbFiles(existing, [exampleFile('movie-details')]);

  /** Expects the import to fail with `message` and the existing catalogue to be left as it was. */
  function expectRefused(files: string[], message: string): void {
    const before = fileHash(existing);
    expect(() => importTmdbFiles(existing, files)).toThrow(message);
    expect(fileHash(existing)).toBe(before);
    expect(tempFiles()).toEqual([]);
  }

  it('names the file and the field: a popularity that is not a number', () => {
    const file = documentFile('movies/550.json', { ...read('movie-details'), popularity: 'zzz' });
    expectRefused([file], `${file}: "popularity" must be a number, got "zzz"`);
  });

  it('refuses a document without genres, keeping what earlier files of the run imported out', async () => {
    const good = exampleFile('tv-details');
    const withoutGenres: Json = { ...read('movie-details'), id: 12 };
    delete withoutGenres.genres;
    const bad = documentFile('movies/12.json', withoutGenres);
    expectRefused([good, bad], `${bad}: "genres" must be an array, got nothing`);
    const api = await serve(existing);
    expect((await api.inject('/3/tv/1399')).statusCode).toBe(404);
    expect((await api.inject('/3/movie/12')).statusCode).toBe(404);
    expect((await api.inject('/3/movie/11')).statusCode).toBe(200);
    await api.close();
  });

  it('names nested fields: a credit without its credit_id, a list item with a text id', () => {
    const credits = read('movie-credits');
    const cast = (credits.cast as Json[]).map((entry, index) =>
      index === 2 ? { ...entry, credit_id: 7 } : entry,
    );
    const creditsFile = documentFile('credits/550.json', { ...credits, cast });
    expectRefused([creditsFile], `${creditsFile}: "cast[2].credit_id" must be a string, got 7`);
    const page = read('movie-popular');
    const results = (page.results as Json[]).map((item, index) =>
      index === 1 ? { ...item, id: '27205' } : item,
    );
    const pageFile = documentFile('lists/popular.json', { ...page, results });
    expectRefused([pageFile], `${pageFile}: "results[1].id" must be an integer, got "27205"`);
  });

  it('names a catalogue file that is not a catalogue, and leaves it alone', () => {
    const notACatalogue = documentFile('not-a-catalogue.sqlite', 'plain text, not SQLite');
    expect(() => importTmdbFiles(notACatalogue, [exampleFile('movie-details')])).toThrow(
      new RegExp(`${notACatalogue}.*not a database`),
    );
    expect(readFileSync(notACatalogue, 'utf8')).toBe('plain text, not SQLite');
    expect(tempFiles()).toEqual([]);
  });

  it('names a file that is not JSON, or not a TMDB document', () => {
    const notJson = documentFile('broken.json', '{"id": 1,');
    expectRefused([notJson], `${notJson}: not JSON`);
    const unknown = documentFile('unknown.json', { id: 5, colour: 'blue' });
    expectRefused([unknown], `${unknown}: not a TMDB details, credits or list document`);
  });
});
