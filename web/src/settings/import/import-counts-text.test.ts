import type { ImportCounts } from '@marquee/tmdb-types/library-transfer';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../i18n/load-messages';
import { englishMessages } from '../../test/english-intl';
import { episodeProgressText, importCountsText } from './import-counts-text';

const intl = createIntl({ locale: 'en', messages: englishMessages });

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
    expect(
      importCountsText(intl, { ...NOTHING, ratings: 3, shows: 2, episode_watches: 1_234 }),
    ).toBe('Added 3 ratings, 2 shows followed, and 1,234 episode watches.');
    expect(importCountsText(intl, { ...NOTHING, shows: 1, episode_watches: 1 })).toBe(
      'Added 1 show followed and 1 episode watch.',
    );
    expect(importCountsText(intl, { ...NOTHING, episode_watches: 2, episode_ratings: 1 })).toBe(
      'Added 2 episode watches and 1 episode rating.',
    );
  });

  it('say there was nothing new when nothing was added', () => {
    expect(importCountsText(intl, NOTHING)).toBe(
      'Nothing new to add: your library already has all of it.',
    );
  });

  it('sum up the episode progress a file brings, and nothing when it brings none', () => {
    expect(episodeProgressText(intl, 1, 0)).toBe('Episode progress: 1 show followed.');
    expect(episodeProgressText(intl, 0, 12)).toBe('Episode progress: 12 episode watches.');
    expect(episodeProgressText(intl, 0, 0)).toBeUndefined();
  });

  it('are said in the page’s language, each count with its plural', async () => {
    const german = createIntl({ locale: 'de', messages: await loadMessages('de') });
    expect(importCountsText(german, { ...NOTHING, ratings: 1, episode_watches: 1_234 })).toBe(
      'Hinzugefügt: 1 Bewertung und 1.234 Folgen-Sichtungen.',
    );
    const arabic = createIntl({ locale: 'ar', messages: await loadMessages('ar') });
    expect(episodeProgressText(arabic, 2, 0)).toBe('تقدّم الحلقات: مسلسلان متابَعان.');
  });
});
