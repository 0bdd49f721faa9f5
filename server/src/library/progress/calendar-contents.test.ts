import { afterAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../test/test-app.js';
import { buildTestCatalogue, TEST_SIZES } from '../../test/test-catalogue.js';
import { LIBRARY_ENGINES, newUid, useTestLibrary } from '../../test/test-library.js';
import { embeddedShowGuide } from '../../title-catalogue/embedded-show-guide.js';
import type { ShowGuide } from '../../title-catalogue/show-guide.js';
import { calendarContents } from './calendar-contents.js';

// On the test day (2026-06-15) show 22 airs on Sundays: S3E19 on 06-14, S3E20 on 06-21.
const SUNDAYS = 22;
const JUNE = { start: '2026-06-01', end: '2026-06-30' };

const test = buildTestCatalogue();
afterAll(() => test.cleanup());
const guide = embeddedShowGuide(test.catalogue, () => TEST_NOW);

/** The guide, keeping every (show, season) it is asked for. */
function countingGuide(): { shows: ShowGuide; seasonsRead: string[] } {
  const seasonsRead: string[] = [];
  const shows: ShowGuide = {
    ...guide,
    season(showId, seasonNumber) {
      seasonsRead.push(`${showId}:${seasonNumber}`);
      return guide.season(showId, seasonNumber);
    },
  };
  return { shows, seasonsRead };
}

/** A show of the test catalogue that last aired before June and airs nothing announced after. */
async function quietShow(): Promise<number> {
  const ids = Array.from({ length: TEST_SIZES.tv }, (_, index) => index + 1);
  const quiet = (await guide.outlines(ids)).find(
    (outline) =>
      outline?.nextToAir === null &&
      outline.lastAired?.airDate != null &&
      outline.lastAired.airDate < JUNE.start,
  );
  if (quiet === undefined) throw new Error('the test catalogue has no show that ended before June');
  return quiet.show.id;
}

describe.each(LIBRARY_ENGINES)('a calendar on %s', (engine) => {
  const library = useTestLibrary(engine, { now: () => TEST_NOW.getTime() });

  it('reads no regular season of a show that airs nothing in the range', async () => {
    const { store } = library;
    const uid = newUid();
    const ended = await quietShow();
    await store.setMark(uid, 'watchlist', { mediaType: 'tv', mediaId: ended }, true);
    const { shows, seasonsRead } = countingGuide();
    await calendarContents({ store, shows }, uid, JUNE);
    // Its specials are dated one by one, so only they may be read.
    expect(seasonsRead.filter((read) => read.startsWith(`${ended}:`))).toEqual(
      seasonsRead.includes(`${ended}:0`) ? [`${ended}:0`] : [],
    );
  });

  it('reads the airing season once for its episodes and for the new one waiting', async () => {
    const { store } = library;
    const uid = newUid();
    await store.markEpisodes(uid, SUNDAYS, [{ seasonNumber: 3, episodeNumber: 14 }], {
      watchedOn: '2026-05-20',
    });
    const { shows, seasonsRead } = countingGuide();
    const { episodes, unwatched } = await calendarContents({ store, shows }, uid, JUNE);
    // S3E15, aired in May, waits; June's episodes of season 3 are on their days.
    expect(unwatched.map((entry) => entry.episode.episode_number)).toEqual([15]);
    expect(episodes.some((entry) => entry.episode.season_number === 3)).toBe(true);
    expect(seasonsRead.filter((read) => read === `${SUNDAYS}:3`)).toHaveLength(1);
    expect(new Set(seasonsRead).size).toBe(seasonsRead.length);
  });
});
