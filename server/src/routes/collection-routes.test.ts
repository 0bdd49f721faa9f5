import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CollectionDetails, CollectionListItem } from '@marquee/tmdb-types/collection';
import type { MovieDetails } from '@marquee/tmdb-types/details';
import type { Page } from '@marquee/tmdb-types/page';
import { importTmdbFiles } from '../catalogue/import-tmdb.js';
import { openCatalogue } from '../catalogue/open-catalogue.js';
import { sharedTmdbFile } from '../test/shared-tmdb.js';
import { getJson, TEST_SIZES } from '../test/test-catalogue.js';
import { okJson, routeTestCatalogue } from '../test/route-test-catalogue.js';
import { testApp } from '../test/test-app.js';

const { test, dir } = routeTestCatalogue('collections');
let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ source: test.source });
});
const ok = <T>(url: string, on = app): Promise<T> => okJson<T>(on, url);

/** Every movie of the test catalogue that is a part of a collection, as its details give it. */
async function franchiseParts(): Promise<MovieDetails[]> {
  const parts: MovieDetails[] = [];
  for (let id = 1; id <= TEST_SIZES.movies; id += 1) {
    const stored = JSON.parse(test.catalogue.detailsJson('movie', id)!) as MovieDetails;
    if (stored.belongs_to_collection !== null) parts.push(await ok(`/3/movie/${id}`));
  }
  return parts;
}

describe('collections', () => {
  it('lists every movie whose details name the collection, in release order, as the details give them', async () => {
    const parts = await franchiseParts();
    expect(parts.length).toBeGreaterThan(TEST_SIZES.movies / 20);
    const collectionIds = new Set(parts.map((movie) => movie.belongs_to_collection!.id));
    for (const id of collectionIds) {
      const collection = await ok<CollectionDetails>(`/3/collection/${id}`);
      const members = parts.filter((movie) => movie.belongs_to_collection!.id === id);
      const { parts: listed, original_language, original_name, overview, ...summary } = collection;
      for (const movie of members) expect(movie.belongs_to_collection).toEqual(summary);
      expect(original_name).toBe(summary.name);
      expect(original_language).toMatch(/^[a-z]{2}$/);
      expect(overview).not.toBe('');
      expect(listed.map((part) => part.id).sort()).toEqual(members.map((m) => m.id).sort());
      const dates = listed.map((part) => part.release_date);
      expect([...dates].sort()).toEqual(dates);
      for (const part of listed) {
        const movie = members.find((member) => member.id === part.id)!;
        expect(part).toMatchObject({
          media_type: 'movie',
          title: movie.title,
          name: movie.title,
          original_name: movie.original_title,
          release_date: movie.release_date,
        });
      }
    }
  });

  it('answers 404 code 34 for an id that is no collection', async () => {
    for (const url of ['/3/collection/999999', '/3/collection/0', '/3/collection/abc']) {
      const { status, body } = await getJson(app, url);
      expect(status, url).toBe(404);
      expect(body).toMatchObject({ status_code: 34, success: false });
    }
  });

  it('draws each collection’s poster and backdrop, and no other file of its name', async () => {
    const [part] = await franchiseParts();
    const { id, poster_path, backdrop_path } = part!.belongs_to_collection!;
    for (const file of [poster_path, backdrop_path]) {
      const response = await app.inject(`/t/p/w500${file}`);
      expect(response.statusCode, file!).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
    }
    const wrongHash = await app.inject(`/t/p/w500/collection-poster-${id}-zzz.svg`);
    expect(wrongHash.statusCode).toBe(404);
  });

  it('searches collections by a word of their name, and answers a blank query with one empty page', async () => {
    const [part] = await franchiseParts();
    const { id, name } = part!.belongs_to_collection!;
    const word = name
      .split(' ')
      .find((candidate) => candidate.length > 3 && candidate !== 'Collection')!;
    const found = await ok<Page<CollectionListItem>>(
      `/3/search/collection?query=${encodeURIComponent(word)}`,
    );
    expect(found.results.map((item) => item.id)).toContain(id);
    const exact = await ok<Page<CollectionListItem>>(
      `/3/search/collection?query=${encodeURIComponent(name)}`,
    );
    expect(exact.results[0]).toMatchObject({ id, name, adult: false });
    const empty = { page: 1, results: [], total_pages: 1, total_results: 0 };
    expect(await ok('/3/search/collection?query=')).toEqual(empty);
  });

  it('knows an imported movie’s collection from its details, and a movie without one has none', async () => {
    const sample = JSON.parse(
      readFileSync(sharedTmdbFile('examples', 'movie-details.json'), 'utf8'),
    ) as MovieDetails;
    const summary = sample.belongs_to_collection!;
    const withoutField: Record<string, unknown> = { ...sample, id: 77001 };
    delete withoutField.belongs_to_collection;
    const lone = path.join(dir, 'lone.json');
    writeFileSync(lone, JSON.stringify(withoutField));
    const imported = path.join(dir, 'imported.sqlite');
    importTmdbFiles(imported, [sharedTmdbFile('examples', 'movie-details.json'), lone]);
    const catalogue = openCatalogue(imported);
    const on = await testApp({ source: { kind: 'embedded', catalogue } });
    try {
      const collection = await ok<CollectionDetails>(`/3/collection/${summary.id}`, on);
      expect(collection).toMatchObject({ ...summary, overview: '', original_name: summary.name });
      expect(collection.parts.map((part) => part.id)).toEqual([sample.id]);
      const lonely = await ok<MovieDetails>('/3/movie/77001', on);
      expect(lonely.belongs_to_collection).toBeNull();
    } finally {
      await on.close();
      catalogue.close();
    }
  });
});
