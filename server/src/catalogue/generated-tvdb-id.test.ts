import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZES } from './generate-catalogue.js';
import {
  episodeOfTvdbId,
  generatedEpisodeTvdbId,
  generatedShowTvdbId,
  showOfTvdbId,
} from './generated-tvdb-id.js';

// The largest catalogue the generator is run for: a million titles of each kind.
const MOST_SHOWS = 1_000_000;

describe('generated TheTVDB ids', () => {
  it('names each show and episode by a number its inverse reads back', () => {
    for (const showId of [1, 2, 77, DEFAULT_SIZES.tv, MOST_SHOWS]) {
      expect(showOfTvdbId(generatedShowTvdbId(showId))).toBe(showId);
      expect(episodeOfTvdbId(generatedShowTvdbId(showId))).toBeUndefined();
      for (const [season, episode] of [
        [0, 1],
        [1, 1],
        [3, 24],
        [99, 99],
      ] as const) {
        const tvdbId = generatedEpisodeTvdbId(showId, season, episode);
        expect(Number.isSafeInteger(tvdbId)).toBe(true);
        expect(episodeOfTvdbId(tvdbId)).toEqual({ showId, season, episode });
        expect(showOfTvdbId(tvdbId)).toBeUndefined();
      }
    }
  });

  it('keeps shows and episodes apart, and far above the ids TheTVDB gives', () => {
    const highestShow = generatedShowTvdbId(MOST_SHOWS);
    const lowestEpisode = generatedEpisodeTvdbId(1, 0, 1);
    expect(generatedShowTvdbId(1)).toBeGreaterThan(50_000_000);
    expect(highestShow).toBeLessThan(lowestEpisode);
    // TheTVDB's own: a series (Game of Thrones) and an episode (its first).
    for (const real of [121361, 3254641, 0, -1, 1.5, Number.MAX_SAFE_INTEGER + 2]) {
      expect(showOfTvdbId(real), String(real)).toBeUndefined();
      expect(episodeOfTvdbId(real), String(real)).toBeUndefined();
    }
  });

  it('reads no episode from a number whose episode or show part is 0', () => {
    expect(episodeOfTvdbId(generatedEpisodeTvdbId(1, 2, 0))).toBeUndefined();
    expect(episodeOfTvdbId(generatedEpisodeTvdbId(0, 2, 3))).toBeUndefined();
  });
});
