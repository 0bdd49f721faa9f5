import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Page } from '@marquee/tmdb-types/page';
import type { AnyListItem, MovieListItem, PersonListItem } from '@marquee/tmdb-types/media';
import { createCatalogueWriter } from '../catalogue/catalogue-writer.js';
import { buildTestCatalogue, getJson } from '../test/test-catalogue.js';
import { testApp } from '../test/test-app.js';
import Database from 'better-sqlite3';
import { openCatalogue } from '../catalogue/open-catalogue.js';
import { MAX_QUERY_LENGTH } from '../catalogue/search-query.js';

const test = buildTestCatalogue();
let app: FastifyInstance;

// Known titles added to the generated catalogue so ranking can be checked precisely.
beforeAll(async () => {
  test.catalogue.close();
  const db = new Database(test.dbPath);
  const writer = createCatalogueWriter(db, { replace: true });
  const base = JSON.parse(
    db.prepare('SELECT json FROM movie WHERE id = 1').pluck().get() as string,
  );
  const add = (id: number, title: string, popularity: number): void =>
    writer.putMovie({ ...base, id, title, original_title: title, popularity });
  add(90001, 'Silent Harbor', 1);
  add(90002, 'The Silent Harbor Returns Again', 900);
  add(90003, 'Amélie', 2);
  add(90004, 'Silhouette', 3);
  add(90005, 'Broken Tide', 4);
  add(90006, 'A Mirror for Midnight', 5);
  db.close();
  test.catalogue = openCatalogue(test.dbPath);
  app = await testApp({ source: test.source });
});
afterAll(async () => {
  await app.close();
  test.cleanup();
});

async function search<T = AnyListItem>(kind: string, query: string, extra = ''): Promise<Page<T>> {
  const { status, body } = await getJson<Page<T>>(
    app,
    `/3/search/${kind}?query=${encodeURIComponent(query)}${extra}`,
  );
  expect(status).toBe(200);
  return body;
}

describe('GET /3/search/{kind}', () => {
  it('ranks the exact title first even when a longer match is more popular', async () => {
    const result = await search<MovieListItem>('movie', 'silent harbor');
    expect(result.results[0]!.id).toBe(90001);
    expect(result.results.map((item) => item.id)).toContain(90002);
  });

  it('matches every term as a prefix', async () => {
    const titles = (await search<MovieListItem>('movie', 'sil')).results.map((item) => item.title);
    expect(titles).toContain('Silent Harbor');
    expect(titles).toContain('Silhouette');
    expect(
      (await search<MovieListItem>('movie', 'sil harb')).results.every(
        (item) => /sil/i.test(item.title) && /harb/i.test(item.title),
      ),
    ).toBe(true);
  });

  it('matches a last word of one letter as a prefix once a longer word comes before it', async () => {
    const ids = async (query: string) =>
      (await search<MovieListItem>('movie', query)).results.map((item) => item.id);
    expect(await ids('Broken T')).toContain(90005);
    expect(await ids('Broken Ti')).toContain(90005);
    expect(await ids('A Mirror for M')).toContain(90006);
    expect((await search('multi', 'broken t')).results.map((item) => item.id)).toContain(90005);
    // Alone, one letter is a word: it would otherwise match most of the catalogue.
    expect(await ids('S')).not.toContain(90001);
    // Only the last word is being typed: an earlier one-letter word is still a word.
    expect(await ids('T broken')).not.toContain(90005);
  });

  it('folds case and diacritics both ways', async () => {
    expect(
      (await search<MovieListItem>('movie', 'amelie')).results.map((item) => item.id),
    ).toContain(90003);
    expect((await search<MovieListItem>('movie', 'AMÉLIE')).results[0]!.title).toBe('Amélie');
  });

  it('finds people and mixes kinds in multi with media_type', async () => {
    const person = (await getJson<Page<PersonListItem>>(app, '/3/person/popular')).body.results[0]!;
    const people = await search<PersonListItem>('person', person.name.split(' ')[0]!.toLowerCase());
    expect(people.results.some((item) => item.id === person.id)).toBe(true);
    const multi = await search('multi', person.name);
    expect(multi.results.every((item) => item.media_type !== undefined)).toBe(true);
    expect(multi.results.some((item) => item.media_type === 'person')).toBe(true);
    const tv = await search('tv', 'the');
    expect(tv.results.length).toBeGreaterThan(0);
  });

  it('answers a missing, blank or symbol-only query with an empty first page', async () => {
    const empty = { page: 1, results: [], total_pages: 1, total_results: 0 };
    expect((await getJson(app, '/3/search/movie')).body).toEqual(empty);
    expect(await search('multi', '   ')).toEqual(empty);
    expect(await search('movie', '"*()')).toEqual(empty);
    expect(await search('movie', 'zzzzqqqq')).toEqual(empty);
  });

  it('pages results and validates the page', async () => {
    const first = await search('multi', 'the');
    expect(first.total_results).toBeGreaterThan(20);
    const second = await search('multi', 'the', '&page=2');
    expect(second.results[0]).not.toEqual(first.results[0]);
    expect((await getJson(app, '/3/search/multi?query=the&page=0')).status).toBe(400);
  });

  it(`cuts queries to ${MAX_QUERY_LENGTH} characters instead of failing`, async () => {
    const long = `silent ${'x'.repeat(10_000)}`;
    expect((await search('movie', long)).results).toEqual([]);
    expect(
      (await search<MovieListItem>('movie', `silent harbor${' '.repeat(300)}zzz`)).results[0]!.id,
    ).toBe(90001);
  });
});
