import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PersonDetails, TvDetails } from '@marquee/tmdb-types/details';
import { sharedTmdbFile } from '../test/shared-tmdb.js';
import { buildTestCatalogue, TEST_SEED, TEST_SIZES } from '../test/test-catalogue.js';
import type { Catalogue } from './catalogue.js';
import { generateCatalogue } from './generate-catalogue.js';
import { STORED_AS_OF } from './generated-titles.js';
import { importTmdbFiles } from './import-tmdb.js';
import { openCatalogue } from './open-catalogue.js';
import { dayOfIsoDate, utcDayOfDate, type UtcDay } from './utc-days.js';

const test = buildTestCatalogue();
const dir = mkdtempSync(path.join(tmpdir(), 'marquee-seasons-'));
const opened: Catalogue[] = [];
afterAll(() => {
  for (const catalogue of opened) catalogue.close();
  test.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

const catalogue = test.catalogue;
const SHOW_IDS = Array.from({ length: TEST_SIZES.tv }, (_, index) => index + 1);
// Days on and after the one the file is written as of, when every stored season is listed.
const DAYS: UtcDay[] = [STORED_AS_OF, utcDayOfDate(2026, 11, 27), utcDayOfDate(2029, 2, 14)];

function storedShow(id: number): TvDetails {
  return JSON.parse(catalogue.detailsJson('tv', id)!) as TvDetails;
}

function showOn(id: number, day: UtcDay): TvDetails {
  return JSON.parse(catalogue.tvDetailsJson(id, day)!) as TvDetails;
}

function personName(id: number): string | undefined {
  const json = catalogue.detailsJson('person', id);
  return json === undefined ? undefined : (JSON.parse(json) as PersonDetails).name;
}

/** A running show with an episode to come on `day`. */
function airingShow(day: UtcDay): TvDetails {
  const show = SHOW_IDS.map((id) => showOn(id, day)).find(
    (candidate) => candidate.next_episode_to_air !== null && candidate.last_episode_to_air !== null,
  );
  if (show === undefined) throw new Error('no show airing in the test catalogue');
  return show;
}

describe('seasons of generated shows', () => {
  it('answers the same season for the same seed and day, in a catalogue generated again', () => {
    const again = path.join(dir, 'again.sqlite');
    generateCatalogue({ outPath: again, seed: TEST_SEED, ...TEST_SIZES });
    const other = openCatalogue(again);
    opened.push(other);
    for (const id of [1, 2, 3, 50]) {
      const day = DAYS[1]!;
      expect(JSON.stringify(other.tvSeason(id, 1, day))).toBe(
        JSON.stringify(catalogue.tvSeason(id, 1, day)),
      );
      expect(other.tvDetailsJson(id, day)).toBe(catalogue.tvDetailsJson(id, day));
    }
  });

  it('agrees with the stored seasons, and with the details of the day asked', () => {
    for (const id of SHOW_IDS) {
      for (const stored of storedShow(id).seasons) {
        if (stored.season_number === 0) continue; // a running show's specials are announced later on
        const season = catalogue.tvSeason(id, stored.season_number, STORED_AS_OF)!;
        expect(season.episodes.length).toBe(stored.episode_count);
        expect(season.air_date).toBe(stored.air_date);
      }
      for (const day of DAYS) {
        const show = showOn(id, day);
        for (const listed of show.seasons) {
          const season = catalogue.tvSeason(id, listed.season_number, day)!;
          const { episodes, _id, networks, ...fields } = season;
          expect({ ...fields, episode_count: episodes.length }).toEqual(listed);
          expect(networks).toEqual(show.networks);
          expect(_id).toMatch(/^[0-9a-f]{24}$/);
        }
        const last = show.last_episode_to_air;
        if (last !== null) {
          const { crew, guest_stars, ...episode } = catalogue.tvEpisode(
            id,
            last.season_number,
            last.episode_number,
            day,
          )!;
          expect(crew.length + guest_stars.length).toBeGreaterThan(0);
          expect({ ...episode, show_id: id }).toEqual(last);
        }
      }
    }
  });

  it('casts episodes with the catalogue’s people, under their own names, never the regulars as guests', () => {
    const regulars = new Set(catalogue.titleCredits('tv', 3).cast.map((member) => member.id));
    const season = catalogue.tvSeason(3, 1, DAYS[1]!)!;
    const guests = season.episodes.flatMap((episode) => episode.guest_stars);
    const crew = season.episodes.flatMap((episode) => episode.crew);
    expect(guests.length).toBeGreaterThan(0);
    expect(
      season.episodes.every((episode) => episode.crew.some((member) => member.job === 'Director')),
    ).toBe(true);
    for (const person of [...guests, ...crew]) expect(person.name).toBe(personName(person.id));
    for (const guest of guests) expect(regulars.has(guest.id)).toBe(false);
    for (const member of crew) expect(member.known_for_department).toBe(member.department);
  });

  it('credits a season with the show’s cast and every episode’s crew, and an episode with its guests', () => {
    const day = DAYS[1]!;
    const show = catalogue.titleCredits('tv', 4);
    const season = catalogue.tvSeason(4, 1, day)!;
    const credits = catalogue.tvSeasonCredits(4, 1, day)!;
    expect(credits.cast).toEqual(show.cast);
    const creditIds = new Set(credits.crew.map((member) => member.credit_id));
    for (const member of [...show.crew, ...season.episodes.flatMap((episode) => episode.crew)])
      expect(creditIds.has(member.credit_id)).toBe(true);
    const episode = season.episodes[0]!;
    expect(catalogue.tvEpisodeCredits(4, 1, 1, day)).toEqual({
      cast: show.cast,
      crew: episode.crew,
      guest_stars: episode.guest_stars,
    });
  });

  it('follows the day: a running show’s next episode airs, then is its last, and its votes come', () => {
    const day = utcDayOfDate(2026, 11, 27);
    const show = airingShow(day);
    const next = show.next_episode_to_air!;
    expect(next.vote_count).toBe(0);
    const later = showOn(show.id, dayOfIsoDate(next.air_date)!);
    expect(later.last_episode_to_air).toMatchObject({ id: next.id, air_date: next.air_date });
    expect(later.last_episode_to_air!.vote_count).toBeGreaterThan(0);
    const unvoted = { ...later.last_episode_to_air!, vote_average: 0, vote_count: 0 };
    expect(unvoted).toEqual(next);
    expect(showOn(show.id, day)).toEqual(show);
  });

  it('gives many shows’ details at once as it gives each alone, in the order asked', () => {
    const ids = [...SHOW_IDS].reverse().concat(TEST_SIZES.tv + 1, 3, 0);
    for (const day of DAYS) {
      const alone = ids.map((id) => {
        const json = catalogue.tvDetailsJson(id, day);
        return json === undefined ? undefined : (JSON.parse(json) as TvDetails);
      });
      expect(catalogue.tvDetailsOfShows(ids, day)).toEqual(alone);
    }
  });

  it('lists a season’s episodes as its answer does, without their people', () => {
    for (const id of SHOW_IDS.slice(0, 10))
      for (const day of DAYS)
        for (const { season_number } of showOn(id, day).seasons) {
          const { episodes } = catalogue.tvSeason(id, season_number, day)!;
          expect(catalogue.tvSeasonEpisodes(id, season_number, day)).toEqual(
            episodes.map(({ crew: _crew, guest_stars: _guests, ...episode }) => episode),
          );
        }
  });

  it('has no season or episode beyond the show’s, and none of a show that does not exist', () => {
    const day = DAYS[1]!;
    const show = showOn(5, day);
    expect(catalogue.tvSeason(5, show.number_of_seasons + 1, day)).toBeUndefined();
    const count = show.seasons.find((season) => season.season_number === 1)!.episode_count;
    expect(catalogue.tvEpisode(5, 1, count + 1, day)).toBeUndefined();
    expect(catalogue.tvEpisode(5, 1, 0, day)).toBeUndefined();
    expect(catalogue.tvSeason(TEST_SIZES.tv + 1, 1, day)).toBeUndefined();
    expect(catalogue.tvSeasonEpisodes(5, show.number_of_seasons + 1, day)).toBeUndefined();
    expect(catalogue.tvSeasonEpisodes(TEST_SIZES.tv + 1, 1, day)).toBeUndefined();
    expect(catalogue.tvDetailsJson(TEST_SIZES.tv + 1, day)).toBeUndefined();
  });
});

describe('an imported catalogue', () => {
  it('has no plans: its shows’ details are served as stored and their seasons are not known', () => {
    const file = path.join(dir, 'imported.sqlite');
    importTmdbFiles(file, [sharedTmdbFile('examples', 'tv-details.json')]);
    const imported = openCatalogue(file);
    opened.push(imported);
    const day = DAYS[1]!;
    expect(imported.tvDetailsJson(1399, day)).toBe(imported.detailsJson('tv', 1399));
    expect(imported.tvSeason(1399, 1, day)).toBeUndefined();
    expect(imported.tvDetailsOfShows([1399, 1], day)).toEqual([
      JSON.parse(imported.detailsJson('tv', 1399)!),
      undefined,
    ]);
    expect(imported.tvSeasonEpisodes(1399, 1, day)).toBeUndefined();
    expect(imported.tvEpisode(1399, 1, 1, day)).toBeUndefined();
  });

  it('keeps a generated catalogue anything was imported into as it is stored', () => {
    const mixed = path.join(dir, 'mixed.sqlite');
    copyFileSync(test.dbPath, mixed);
    importTmdbFiles(mixed, [sharedTmdbFile('examples', 'movie-details.json')]);
    const catalogueMixed = openCatalogue(mixed);
    opened.push(catalogueMixed);
    expect(catalogueMixed.tvDetailsJson(3, DAYS[2]!)).toBe(catalogueMixed.detailsJson('tv', 3));
    expect(catalogueMixed.tvSeason(3, 1, DAYS[2]!)).toBeUndefined();
  });
});
