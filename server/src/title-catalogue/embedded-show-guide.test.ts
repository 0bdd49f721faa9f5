import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TvDetails, TvSeasonDetails } from '@marquee/tmdb-types/details';
import { generatedEpisodeTvdbId, generatedShowTvdbId } from '../catalogue/generated-tvdb-id.js';
import { importTmdbFiles } from '../catalogue/import-tmdb.js';
import { openCatalogue } from '../catalogue/open-catalogue.js';
import { expectedGuideEpisode, expectedGuideSeason } from '../test/expected-guide.js';
import { sharedTmdbFile } from '../test/shared-tmdb.js';
import { TEST_NOW, testApp } from '../test/test-app.js';
import { buildTestCatalogue, getJson, TEST_SIZES } from '../test/test-catalogue.js';
import { embeddedShowGuide } from './embedded-show-guide.js';
import { embeddedTitleCatalogue } from './embedded-title-catalogue.js';
import type { ShowGuide } from './show-guide.js';

const test = buildTestCatalogue();
const dir = mkdtempSync(path.join(tmpdir(), 'marquee-show-guide-'));
afterAll(() => {
  test.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

const SHOW_IDS = Array.from({ length: TEST_SIZES.tv }, (_, index) => index + 1);
const UNKNOWN_SHOW = TEST_SIZES.tv + 1;
// The test day; one when running shows have begun seasons it does not list yet; one before many
// shows first aired.
const CLOCKS = [TEST_NOW, new Date('2027-03-01T23:59:00Z'), new Date('2001-01-01T00:00:00Z')].map(
  (moment) => () => moment,
);

/** The app and the guide on one clock: the guide must say what the app answers that day. */
interface OnOneDay {
  app: FastifyInstance;
  guide: ShowGuide;
}
const days: OnOneDay[] = [];
beforeAll(async () => {
  for (const now of CLOCKS)
    days.push({
      app: await testApp({ source: test.source, now }),
      guide: embeddedShowGuide(test.catalogue, now),
    });
});
const guide = embeddedShowGuide(test.catalogue, () => TEST_NOW);
const titles = embeddedTitleCatalogue(test.catalogue, () => TEST_NOW);

const NOT_FOUND = { statusCode: 404, tmdbCode: 34 };

describe('the embedded show guide', () => {
  it('outlines every show as /3/tv/{id} answers it that day', async () => {
    const outlines = [];
    for (const { app, guide: onDay } of days)
      for (const id of SHOW_IDS) {
        const details = (await getJson<TvDetails>(app, `/3/tv/${id}`)).body;
        const outline = await onDay.outline(id);
        expect(outline).toEqual({
          show: await titles.find({ mediaType: 'tv', mediaId: id }),
          status: details.status,
          seasons: details.seasons.map(expectedGuideSeason),
          lastAired:
            details.last_episode_to_air && expectedGuideEpisode(details.last_episode_to_air),
          nextToAir:
            details.next_episode_to_air && expectedGuideEpisode(details.next_episode_to_air),
        });
        outlines.push(outline);
      }
    // What the comparison covered: specials, shows to come back, shows with nothing yet aired.
    expect(outlines.some((outline) => outline.seasons[0]?.seasonNumber === 0)).toBe(true);
    expect(outlines.some((outline) => outline.nextToAir !== null)).toBe(true);
    expect(outlines.some((outline) => outline.lastAired === null)).toBe(true);
    expect(outlines.some((outline) => outline.seasons.length === 0)).toBe(true);
  });

  it('lists each season’s episodes as /3/tv/{id}/season/{n} answers them that day', async () => {
    for (const { app, guide: onDay } of days)
      for (const id of SHOW_IDS.slice(0, 40)) {
        const { seasons } = (await getJson<TvDetails>(app, `/3/tv/${id}`)).body;
        for (const { season_number, episode_count } of seasons) {
          const answer = await getJson<TvSeasonDetails>(app, `/3/tv/${id}/season/${season_number}`);
          const episodes = await onDay.season(id, season_number);
          expect(episodes).toEqual(answer.body.episodes.map(expectedGuideEpisode));
          expect(episodes).toHaveLength(episode_count);
        }
      }
  });

  it('answers 404 code 34 for a show or season the catalogue does not have', async () => {
    const { seasons } = await guide.outline(3);
    const last = seasons.at(-1)!.seasonNumber;
    for (const showId of [UNKNOWN_SHOW, 0, -3, 1.5, Number.NaN])
      await expect(guide.outline(showId)).rejects.toMatchObject(NOT_FOUND);
    for (const [showId, seasonNumber] of [
      [UNKNOWN_SHOW, 1],
      [3, last + 1],
      [3, -1],
      [3, 1.5],
    ] as const)
      await expect(guide.season(showId, seasonNumber)).rejects.toMatchObject(NOT_FOUND);
  });

  it('outlines many shows in the order asked, with nothing for those it does not have', async () => {
    const ids = [3, UNKNOWN_SHOW, 1, 3, 0, 150];
    expect(await guide.outlines(ids)).toEqual([
      await guide.outline(3),
      undefined,
      await guide.outline(1),
      await guide.outline(3),
      undefined,
      await guide.outline(150),
    ]);
    expect(await guide.outlines([])).toEqual([]);
  });

  it('finds a show’s episode by its TheTVDB id as its season lists it that day, and nothing else by it', async () => {
    const episodes = await guide.season(1, 1);
    const second = episodes[1]!;
    expect(await guide.episodeByTvdbId(1, generatedEpisodeTvdbId(1, 1, 2))).toEqual(second);
    for (const [showId, tvdbId] of [
      // Another show's episode, one beyond the season that day, a show's own id, TheTVDB's ids.
      [2, generatedEpisodeTvdbId(1, 1, 2)],
      [1, generatedEpisodeTvdbId(1, 1, episodes.length + 1)],
      [1, generatedShowTvdbId(1)],
      [1, 3254641],
      [1, 0],
    ] as const)
      expect(await guide.episodeByTvdbId(showId, tvdbId), `${showId} ${tvdbId}`).toBeUndefined();
  });

  it('finds a show by its TheTVDB id as it finds it by its own, and no show by an episode’s', async () => {
    expect(await titles.byTvdbId(generatedShowTvdbId(3))).toEqual(
      await titles.find({ mediaType: 'tv', mediaId: 3 }),
    );
    expect(await titles.byTvdbId(generatedEpisodeTvdbId(3, 1, 1))).toBeUndefined();
    expect(await titles.byTvdbId(generatedShowTvdbId(UNKNOWN_SHOW))).toBeUndefined();
  });

  it('outlines an imported show as stored, and knows none of its seasons', async () => {
    const file = path.join(dir, 'imported.sqlite');
    importTmdbFiles(file, [sharedTmdbFile('examples', 'tv-details.json')]);
    const imported = openCatalogue(file);
    try {
      const importedGuide = embeddedShowGuide(imported, () => TEST_NOW);
      const outline = await importedGuide.outline(1399);
      expect(outline).toMatchObject({
        show: { id: 1399, name: 'Game of Thrones', media_type: 'tv' },
        status: 'Ended',
        lastAired: { seasonNumber: 8, episodeNumber: 6, name: 'The Iron Throne' },
        nextToAir: null,
      });
      expect(outline.seasons.map((season) => season.seasonNumber)).toEqual([
        0, 1, 2, 3, 4, 5, 6, 7, 8,
      ]);
      await expect(importedGuide.season(1399, 1)).rejects.toMatchObject(NOT_FOUND);
      // TheTVDB's own id of its first episode: an imported catalogue keeps none.
      expect(await importedGuide.episodeByTvdbId(1399, 3254641)).toBeUndefined();
      expect(await embeddedTitleCatalogue(imported, () => TEST_NOW).byTvdbId(121361)).toBe(
        undefined,
      );
    } finally {
      imported.close();
    }
  });
});
