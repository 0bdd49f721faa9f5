import { copyFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Page } from '@marquee/tmdb-types/page';
import type { MovieListItem, PersonListItem } from '@marquee/tmdb-types/media';
import { openCatalogue } from '../catalogue/open-catalogue.js';
import { buildTestCatalogue, getJson } from '../test/test-catalogue.js';
import { testApp } from '../test/test-app.js';

const test = buildTestCatalogue();
let app: FastifyInstance;
let poster: string;
let backdrop: string;
let profile: string;
beforeAll(async () => {
  app = await testApp({ source: test.source });
  const movies = (await getJson<Page<MovieListItem>>(app, '/3/movie/popular')).body.results;
  poster = movies.find((movie) => movie.poster_path !== null)!.poster_path!;
  backdrop = movies.find((movie) => movie.backdrop_path !== null)!.backdrop_path!;
  profile = (await getJson<Page<PersonListItem>>(app, '/3/person/popular')).body.results.find(
    (person) => person.profile_path !== null,
  )!.profile_path!;
});
afterAll(async () => {
  await app.close();
  test.cleanup();
});

describe('GET /t/p/{size}/{file}', () => {
  it('serves a poster as SVG sized for the requested width, cached for a year', async () => {
    expect(poster).toMatch(/^\/[a-z0-9-]+\.svg$/);
    const response = await app.inject(`/t/p/w500${poster}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toMatch(/^".+"$/);
    expect(response.body).toContain('viewBox="0 0 500 750"');
    expect(response.body).toContain('font-family="system-ui');
  });

  it('draws the same image every time and a different one for another title', async () => {
    const again = await app.inject(`/t/p/w500${poster}`);
    expect(again.body).toBe((await app.inject(`/t/p/w500${poster}`)).body);
    expect((await app.inject(`/t/p/w342${poster}`)).body).toContain('viewBox="0 0 342 513"');
  });

  it('answers a matching If-None-Match with 304', async () => {
    const first = await app.inject(`/t/p/w185${poster}`);
    const cached = await app.inject({
      url: `/t/p/w185${poster}`,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    const stale = await app.inject({
      url: `/t/p/w185${poster}`,
      headers: { 'if-none-match': '"other"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('draws wide backdrops and person portraits with initials', async () => {
    expect((await app.inject(`/t/p/w1280${backdrop}`)).body).toContain('viewBox="0 0 1280 720"');
    const portrait = await app.inject(`/t/p/h632${profile}`);
    expect(portrait.statusCode).toBe(200);
    expect(portrait.body).toContain('viewBox="0 0 421 632"');
    expect(portrait.body).toContain('radialGradient');
  });

  it('answers an unknown size or file with a TMDB 404', async () => {
    for (const url of [
      `/t/p/w501${poster}`,
      '/t/p/w500/nothing.svg',
      '/t/p/w500/movie-poster-1-zzzz.svg',
      '/t/p/w500/movie-poster-999999-abc.svg',
      `/t/p/w500${poster}.png`,
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ status_code: 34, success: false });
    }
  });

  it('draws the poster of a show stored with a null first_air_date (imported before dates were checked)', async () => {
    const dbPath = path.join(test.dir, 'null-date.sqlite');
    copyFileSync(test.dbPath, dbPath);
    const db = new Database(dbPath);
    const { id, poster } = db
      .prepare(
        "SELECT id, json_extract(json, '$.poster_path') AS poster FROM tv WHERE poster IS NOT NULL LIMIT 1",
      )
      .get() as { id: number; poster: string };
    db.prepare("UPDATE tv SET json = json_set(json, '$.first_air_date', NULL) WHERE id = ?").run(
      id,
    );
    db.close();
    const catalogue = openCatalogue(dbPath);
    const legacyApp = await testApp({ source: { kind: 'embedded', catalogue } });
    const response = await legacyApp.inject(`/t/p/w342${poster}`);
    await legacyApp.close();
    catalogue.close();
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/>SERIES<\/text>/);
  });
});
