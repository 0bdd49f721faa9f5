import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import type { MovieDetails, TvDetails } from '@marquee/tmdb-types/details';
import { MOVIE_RATING_SYSTEMS, ratingOrder, TV_RATING_SYSTEMS } from './certification-systems.js';
import { generateCatalogue } from './generate-catalogue.js';
import { generatedOffers } from './generated-offers.js';
import type { OfferRow } from './offer-rows.js';
import { showContentRatings } from './generated-content-ratings.js';
import { movieReleasePlan } from './generated-releases.js';
import { planOfShow, showOnDay } from './generated-seasons.js';
import { STORED_AS_OF } from './generated-titles.js';
import { lastEpisodeDay } from './show-calendar.js';
import { planOfRow, type TvPlanRow } from './tv-plan-rows.js';
import { isCurrentFilm } from './movie-calendar.js';
import { cycleDayOf } from './release-rows.js';
import { dayOfIsoDate, weekdayOf } from './utc-days.js';

const dir = mkdtempSync(path.join(tmpdir(), 'marquee-gen-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sizes = { movies: 120, tv: 60, people: 200 };

function build(name: string, seed: string): string {
  const outPath = path.join(dir, name);
  generateCatalogue({ outPath, seed, ...sizes });
  return outPath;
}

function fileHash(filePath: string): string {
  return createHash('sha256').update(readFileSync(filePath)).digest('hex');
}

function rowsHash(filePath: string): string {
  const db = new Database(filePath, { readonly: true });
  const hash = createHash('sha256');
  for (const table of [
    'movie',
    'tv',
    'tv_plan',
    'person',
    'credit',
    'movie_release',
    'title_certification',
    'collection',
  ]) {
    for (const row of db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).iterate())
      hash.update(JSON.stringify(row));
  }
  // Keyed tables without a rowid, read in their key's order.
  for (const table of ['movie_offer', 'tv_offer', 'collection_part']) {
    for (const row of db.prepare(`SELECT * FROM ${table}`).iterate())
      hash.update(JSON.stringify(row));
  }
  db.close();
  return hash.digest('hex');
}

describe('generateCatalogue', () => {
  const first = build('a.sqlite', 'alpha');
  const second = build('b.sqlite', 'alpha');
  const other = build('c.sqlite', 'beta');

  it('gives the same rows and the same bytes for the same seed', () => {
    expect(rowsHash(first)).toBe(rowsHash(second));
    expect(fileHash(first)).toBe(fileHash(second));
  });

  it('gives a different catalogue for a different seed', () => {
    expect(rowsHash(first)).not.toBe(rowsHash(other));
  });

  it('leaves no temporary file behind once renamed into place', () => {
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('writes the requested numbers of movies, shows and people, linked by credits', () => {
    const db = new Database(first, { readonly: true });
    const count = (sql: string): number => db.prepare(sql).pluck().get() as number;
    expect(count('SELECT count(*) FROM movie')).toBe(sizes.movies);
    expect(count('SELECT count(*) FROM tv')).toBe(sizes.tv);
    expect(count('SELECT count(*) FROM person')).toBe(sizes.people);
    expect(
      count(
        "SELECT count(DISTINCT media_id) FROM credit WHERE media_type = 'movie' AND job = 'Director'",
      ),
    ).toBe(sizes.movies);
    expect(count("SELECT count(*) FROM credit WHERE kind = 'cast'")).toBeGreaterThan(
      sizes.movies * 4,
    );
    db.close();
  });

  it('leaves some images missing and spreads release dates over a century, mostly recent', () => {
    const db = new Database(build('big.sqlite', 'gamma'), { readonly: true });
    const share = (sql: string): number => (db.prepare(sql).pluck().get() as number) / 120;
    const missing = db
      .prepare("SELECT count(*) FROM movie WHERE json_extract(json, '$.poster_path') IS NULL")
      .pluck()
      .get() as number;
    expect(missing).toBeGreaterThan(0);
    expect(share('SELECT count(*) FROM movie WHERE year >= 1985')).toBeGreaterThan(0.5);
    expect(db.prepare('SELECT min(year) FROM movie').pluck().get() as number).toBeLessThan(1970);
    db.close();
  });

  it('stores each show’s seasons and episodes as its plan has them on the day files are written as of', () => {
    const db = new Database(first, { readonly: true });
    const shows = db
      .prepare<[], string>('SELECT json FROM tv ORDER BY id')
      .pluck()
      .all()
      .map((json) => JSON.parse(json) as TvDetails);
    db.close();
    for (const show of shows) {
      const plan = planOfShow('alpha', show)!;
      expect(showOnDay(plan, show, STORED_AS_OF)).toEqual(show);
      expect(show.seasons.map((season) => season.season_number).filter(Boolean)).toEqual(
        Array.from({ length: show.number_of_seasons }, (_, index) => index + 1),
      );
      expect(show.last_episode_to_air?.air_date).toBe(show.last_air_date);
    }
    expect(shows.some((show) => show.seasons[0]?.season_number === 0)).toBe(true);
  });

  it('keeps each show’s plan in tv_plan, as drawn from its stored details, with its popularity', () => {
    const db = new Database(first, { readonly: true });
    const rows = db
      .prepare<[], TvPlanRow & { weekday: number; last_day: number | null; json: string }>(
        'SELECT tv_plan.*, tv.json FROM tv_plan JOIN tv USING (id) ORDER BY id',
      )
      .all();
    db.close();
    expect(rows).toHaveLength(sizes.tv);
    for (const { json, weekday, last_day, ...row } of rows) {
      const show = JSON.parse(json) as TvDetails;
      const plan = planOfShow('alpha', show)!;
      expect(planOfRow('alpha', row)).toEqual(plan);
      expect(row.popularity).toBe(show.popularity);
      expect(weekday).toBe(weekdayOf(plan.firstDay));
      expect(last_day).toBe(lastEpisodeDay(plan));
    }
    expect(rows.some((row) => row.last_day === null)).toBe(true);
    expect(rows.some((row) => row.specials_after !== '')).toBe(true);
  });

  it('writes where each title can be watched into movie_offer and tv_offer, as drawn from its details', () => {
    const db = new Database(first, { readonly: true });
    for (const media of ['movie', 'tv'] as const) {
      const stored = new Map<number, OfferRow[]>();
      const rows = db
        .prepare<[], OfferRow & { titleId: number }>(
          `SELECT provider_id AS providerId, monetization, title_id AS titleId, regions
           FROM ${media}_offer ORDER BY title_id, provider_id, monetization`,
        )
        .all();
      for (const { titleId, ...offer } of rows)
        stored.set(titleId, [...(stored.get(titleId) ?? []), offer]);
      const titles = db
        .prepare<[], string>(`SELECT json FROM ${media} ORDER BY id`)
        .pluck()
        .all()
        .map((json) => JSON.parse(json) as MovieDetails | TvDetails);
      const byKey = (a: OfferRow, b: OfferRow) =>
        a.providerId - b.providerId || a.monetization - b.monetization;
      for (const title of titles)
        expect(stored.get(title.id) ?? []).toEqual(
          generatedOffers('alpha', media, title).sort(byKey),
        );
      expect(stored.size).toBeGreaterThan(titles.length / 2);
      expect(stored.size).toBeLessThan(titles.length);
    }
  });

  it('keeps each movie’s releases and each title’s ratings in rows, as drawn from its stored details', () => {
    const db = new Database(first, { readonly: true });
    const movies = db
      .prepare<[], string>('SELECT json FROM movie ORDER BY id')
      .pluck()
      .all()
      .map((json) => JSON.parse(json) as MovieDetails);
    const shows = db
      .prepare<[], string>('SELECT json FROM tv ORDER BY id')
      .pluck()
      .all()
      .map((json) => JSON.parse(json) as TvDetails);
    const releases = db.prepare<[number], Record<string, unknown>>(
      'SELECT country, type, day, after_origin, cycle_day FROM movie_release WHERE movie_id = ? ORDER BY rowid',
    );
    const ratings = db.prepare<[string, number], Record<string, unknown>>(
      'SELECT country, rank, certification FROM title_certification WHERE media_type = ? AND title_id = ? ORDER BY rowid',
    );
    let current = 0;
    for (const movie of movies) {
      const origin = dayOfIsoDate(movie.release_date)!;
      const moves = isCurrentFilm(origin);
      if (moves) current += 1;
      const plan = movieReleasePlan('alpha', movie);
      expect(releases.all(movie.id)).toEqual(
        plan.releases.map((release) => ({
          country: release.country,
          type: release.type,
          day: origin + release.afterOrigin,
          after_origin: release.afterOrigin,
          cycle_day: moves ? cycleDayOf(origin + release.afterOrigin) : null,
        })),
      );
      const rated = new Map(
        plan.releases
          .filter((release) => release.certification !== '')
          .map((release) => [release.country, release.certification]),
      );
      expect(ratings.all('movie', movie.id)).toEqual(
        [...rated].map(([country, certification]) => ({
          country,
          rank: ratingOrder(MOVIE_RATING_SYSTEMS, country, certification),
          certification,
        })),
      );
    }
    expect(current).toBeGreaterThan(0);
    for (const show of shows)
      expect(ratings.all('tv', show.id)).toEqual(
        showContentRatings('alpha', show).map(({ iso_3166_1: country, rating }) => ({
          country,
          rank: ratingOrder(TV_RATING_SYSTEMS, country, rating),
          certification: rating,
        })),
      );
    db.close();
  });
});
