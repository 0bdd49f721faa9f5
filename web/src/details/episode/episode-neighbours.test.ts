import type { TvSeason } from '@marquee/tmdb-types/details';
import { describe, expect, it } from 'vitest';
import { episodeNeighbours } from './episode-neighbours';

function season(seasonNumber: number, episodeCount: number): TvSeason {
  return {
    air_date: null,
    episode_count: episodeCount,
    id: seasonNumber,
    name: `Season ${seasonNumber}`,
    overview: '',
    poster_path: null,
    season_number: seasonNumber,
    vote_average: 0,
  };
}

// As TMDB lists them: specials first; a season announced with no episodes yet.
const seasons = [season(0, 2), season(1, 10), season(2, 8), season(3, 0)];

describe('episodeNeighbours', () => {
  it('steps within a season', () => {
    expect(episodeNeighbours(seasons, { seasonNumber: 2, episodeNumber: 4 })).toEqual({
      previous: { seasonNumber: 2, episodeNumber: 3 },
      next: { seasonNumber: 2, episodeNumber: 5 },
    });
  });

  it("crosses into the previous season's last episode and the next season's first", () => {
    expect(episodeNeighbours(seasons, { seasonNumber: 2, episodeNumber: 1 }).previous).toEqual({
      seasonNumber: 1,
      episodeNumber: 10,
    });
    expect(episodeNeighbours(seasons, { seasonNumber: 1, episodeNumber: 10 }).next).toEqual({
      seasonNumber: 2,
      episodeNumber: 1,
    });
  });

  it('ends at the first and the last episode listed, never at a season with none', () => {
    expect(
      episodeNeighbours(seasons, { seasonNumber: 1, episodeNumber: 1 }).previous,
    ).toBeUndefined();
    expect(episodeNeighbours(seasons, { seasonNumber: 2, episodeNumber: 8 }).next).toBeUndefined();
  });

  it('keeps specials among themselves', () => {
    expect(episodeNeighbours(seasons, { seasonNumber: 0, episodeNumber: 2 })).toEqual({
      previous: { seasonNumber: 0, episodeNumber: 1 },
    });
  });

  it('says nothing of what follows in a season the details do not list', () => {
    expect(episodeNeighbours(seasons, { seasonNumber: 5, episodeNumber: 3 })).toEqual({
      previous: { seasonNumber: 5, episodeNumber: 2 },
    });
  });
});
