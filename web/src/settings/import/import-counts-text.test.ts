import type { ImportCounts } from '@marquee/tmdb-types/library-transfer';
import { describe, expect, it } from 'vitest';
import { episodeProgressText, importCountsText } from './import-counts-text';

const NOTHING: ImportCounts = {
  watchlist: 0,
  favorites: 0,
  ratings: 0,
  diary: 0,
  lists: 0,
  list_items: 0,
  shows: 0,
  episode_watches: 0,
  episode_ratings: 0,
};

describe('the import’s counts', () => {
  it('name every kind added, episode progress last', () => {
    expect(importCountsText({ ...NOTHING, ratings: 3, shows: 2, episode_watches: 1_234 })).toBe(
      'Added 3 ratings, 2 shows followed, and 1,234 episode watches.',
    );
    expect(importCountsText({ ...NOTHING, shows: 1, episode_watches: 1 })).toBe(
      'Added 1 show followed and 1 episode watch.',
    );
    expect(importCountsText({ ...NOTHING, episode_watches: 2, episode_ratings: 1 })).toBe(
      'Added 2 episode watches and 1 episode rating.',
    );
  });

  it('say there was nothing new when nothing was added', () => {
    expect(importCountsText(NOTHING)).toBe(
      'Nothing new to add: your library already has all of it.',
    );
  });

  it('sum up the episode progress a file brings, and nothing when it brings none', () => {
    expect(episodeProgressText(1, 0)).toBe('Episode progress: 1 show followed.');
    expect(episodeProgressText(0, 12)).toBe('Episode progress: 12 episode watches.');
    expect(episodeProgressText(0, 0)).toBeUndefined();
  });
});
