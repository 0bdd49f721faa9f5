import { describe, expect, it } from 'vitest';
import type { LibraryTitle } from '@marquee/tmdb-types/account';
import type { ImportEpisodeRow } from '@marquee/tmdb-types/library-transfer';
import type { GuideEpisode, ShowGuide, ShowOutline } from '../../title-catalogue/show-guide.js';
import { matchEpisodes } from './episode-matcher.js';
import { MATCH_CONCURRENCY } from './title-matcher.js';

/** A show of one season of `count` episodes. */
function outlineOf(showId: number, count: number): ShowOutline {
  return {
    show: { id: showId, media_type: 'tv' } as LibraryTitle,
    status: 'Ended',
    seasons: [
      {
        id: showId * 100 + 1,
        seasonNumber: 1,
        name: '',
        episodeCount: count,
        airDate: null,
        posterPath: null,
      },
    ],
    lastAired: null,
    nextToAir: null,
  };
}

/**
 * A guide of shows 1 to 20 (each of ten episodes) that knows TheTVDB id n × 1000 + e as show n's
 * episode e, answering each lookup after a turn of the event loop; it counts what it is asked.
 */
function countingGuide() {
  const outlinesAsked: number[][] = [];
  const lookups: string[] = [];
  let asking = 0;
  let most = 0;
  const guide = {
    async outlines(showIds: readonly number[]) {
      outlinesAsked.push([...showIds]);
      return showIds.map((id) => (id <= 20 ? outlineOf(id, 10) : undefined));
    },
    async episodeByTvdbId(showId: number, tvdbId: number): Promise<GuideEpisode | undefined> {
      lookups.push(`${showId}:${tvdbId}`);
      asking += 1;
      most = Math.max(most, asking);
      await new Promise((resolve) => setImmediate(resolve));
      asking -= 1;
      if (Math.floor(tvdbId / 1000) !== showId) return undefined;
      return { seasonNumber: 1, episodeNumber: tvdbId % 1000 } as GuideEpisode;
    },
  } as unknown as ShowGuide;
  return { guide, outlinesAsked, lookups, most: () => most };
}

describe('matching import episodes', () => {
  it('reads each show’s outline once and looks each TheTVDB id of a show up once, eight at a time', async () => {
    const { guide, outlinesAsked, lookups, most } = countingGuide();
    const rows: ImportEpisodeRow[] = [];
    for (let show = 1; show <= 20; show += 1)
      for (let copy = 0; copy < 3; copy += 1) {
        rows.push({ show_id: show, season_number: 1, episode_number: 4 });
        rows.push({
          show_id: show,
          season_number: 2014,
          episode_number: 1,
          tvdb_id: show * 1000 + 7,
        });
      }
    const results = await matchEpisodes(guide, rows);
    expect(outlinesAsked).toEqual([Array.from({ length: 20 }, (_, index) => index + 1)]);
    expect(lookups).toHaveLength(20);
    expect(most()).toBe(MATCH_CONCURRENCY);
    expect(results.slice(0, 2)).toEqual([
      { status: 'matched', season_number: 1, episode_number: 4 },
      { status: 'matched', season_number: 1, episode_number: 7 },
    ]);
    expect(results.every((result) => result.status === 'matched')).toBe(true);
  });

  it('asks nothing for a show the guide lacks, and keeps no number the outline does not list', async () => {
    const { guide, outlinesAsked, lookups } = countingGuide();
    const results = await matchEpisodes(guide, [
      { show_id: 21, season_number: 1, episode_number: 1, tvdb_id: 21_001 },
      { show_id: -3, season_number: 1, episode_number: 1 },
      // TheTVDB's id names episode 11, which the season does not list.
      { show_id: 2, season_number: 2014, episode_number: 1, tvdb_id: 2011 },
    ]);
    expect(results).toEqual([
      { status: 'not_found' },
      { status: 'not_found' },
      { status: 'not_found' },
    ]);
    expect(outlinesAsked).toEqual([[21, 2]]);
    expect(lookups).toEqual(['2:2011']);
  });
});
