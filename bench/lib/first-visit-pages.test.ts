import { describe, expect, it } from 'vitest';
import { firstSeasonWithEpisodes, searchWordCandidates } from './first-visit-pages.js';

describe('searchWordCandidates', () => {
  it('gives the words a visitor would type, lower-case and each once, in the titles’ order', () => {
    expect(
      searchWordCandidates([
        'The Silent Harbor',
        'Harbor of Ash: Part 2',
        'Élan Vital',
        'With Them',
      ]),
    ).toEqual(['silent', 'harbor', 'part', 'élan', 'vital']);
  });

  it('has none for titles of short words only', () => {
    expect(searchWordCandidates(['Up', 'It', 'Ran', '1917'])).toEqual([]);
  });
});

describe('firstSeasonWithEpisodes', () => {
  it('gives the first regular season with episodes, whatever the order the details list them in', () => {
    expect(
      firstSeasonWithEpisodes([
        { season_number: 3, episode_count: 8 },
        { season_number: 0, episode_count: 4 },
        { season_number: 2, episode_count: 10 },
        { season_number: 1, episode_count: 0 },
      ]),
    ).toBe(2);
  });

  it('has none for a show of specials only, or of seasons still empty', () => {
    expect(
      firstSeasonWithEpisodes([
        { season_number: 0, episode_count: 3 },
        { season_number: 1, episode_count: 0 },
      ]),
    ).toBeUndefined();
    expect(firstSeasonWithEpisodes([])).toBeUndefined();
  });
});
