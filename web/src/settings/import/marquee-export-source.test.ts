import type { MarqueeExport } from '@marquee/tmdb-types/library-transfer';
import { describe, expect, it } from 'vitest';
import { jsonFile } from './import-test-files';
import { readImportFiles } from './read-import-files';

const heat = { media_type: 'movie' as const, media_id: 949, title: 'Heat', year: 1995 };
const wire = { media_type: 'tv' as const, media_id: 1438, title: 'The Wire', year: 2002 };
const untitled = { media_type: 'movie' as const, media_id: 5, title: '', year: null };
const severance = { media_type: 'tv' as const, media_id: 95396, title: 'Severance', year: 2022 };

function episodeWatch(
  show_id: number,
  changes: Partial<MarqueeExport['episode_watches'][number]> = {},
): MarqueeExport['episode_watches'][number] {
  return {
    show_id,
    season_number: 1,
    episode_number: 1,
    cycle: 1,
    rewatch: 0,
    watched_on: '2025-02-01',
    logged_at: '2025-02-01T22:00:00.000Z',
    ...changes,
  };
}

function episodeRating(
  show_id: number,
  changes: Partial<MarqueeExport['episode_ratings'][number]> = {},
): MarqueeExport['episode_ratings'][number] {
  return {
    show_id,
    season_number: 1,
    episode_number: 2,
    rating: 9.5,
    rated_at: '2025-02-02T21:00:00.000Z',
    ...changes,
  };
}

function marqueeExport(changes: Partial<MarqueeExport> = {}): MarqueeExport {
  return {
    format: 'marquee-library',
    version: 1,
    exported_at: '2026-03-01T10:00:00.000Z',
    settings: {
      display_name: 'Ada',
      hide_watched: true,
      watch_region: 'GB',
      watch_providers: [8, 9001],
      count_rent_buy: false,
      only_my_services: true,
      language: 'fr',
      theme: 'light',
      keyboard_shortcuts: true,
    },
    watchlist: [{ ...wire, added_at: '2026-01-02T03:04:05.000Z' }],
    favorites: [{ ...heat, added_at: '2026-01-03T00:00:00.000Z' }],
    ratings: [{ ...heat, rating: 9.5, rated_at: '2026-01-04T00:00:00.000Z' }],
    diary: [
      {
        ...heat,
        watched_on: '2025-12-31',
        rating: null,
        note: 'New year, "old" film.\nTwice.',
        logged_at: '2026-01-01T09:00:00.000Z',
      },
    ],
    lists: [
      {
        name: 'Crime, mostly',
        description: 'Heists & cops',
        public: true,
        created_at: '2025-06-01T00:00:00.000Z',
        items: [
          { ...wire, added_at: '2025-06-02T00:00:00.000Z' },
          { ...untitled, added_at: '2025-06-03T00:00:00.000Z' },
        ],
      },
    ],
    shows: [
      {
        ...severance,
        status: 'paused',
        cycle: 2,
        started_at: '2025-03-01T00:00:00.000Z',
        updated_at: '2025-03-02T00:00:00.000Z',
      },
    ],
    episode_watches: [
      episodeWatch(95396),
      episodeWatch(95396, { cycle: 2, watched_on: '2025-03-01' }),
      // The Wire: watched, not followed.
      episodeWatch(1438, { season_number: 0, episode_number: 3, rewatch: 1 }),
    ],
    episode_ratings: [
      episodeRating(1438, { rating: 8 }),
      // Rated, neither followed nor watched.
      episodeRating(4607, { season_number: 2, episode_number: 5 }),
    ],
    saved_filters: [
      {
        name: 'Dramas',
        media_type: 'movie',
        query: 'genre=18',
        pinned: true,
        created_at: '2026-02-01T00:00:00.000Z',
      },
    ],
    ...changes,
  };
}

describe("Marquee's JSON export", () => {
  it('reads every kind of row by its catalogue id, with its dates', async () => {
    const parsed = await readImportFiles([
      jsonFile('marquee-library-2026-03-01.json', marqueeExport()),
    ]);
    const file = 'marquee-library-2026-03-01.json';
    const heatMatch = { tmdb_id: 949, media_type: 'movie', title: 'Heat', year: 1995 };
    const wireMatch = { tmdb_id: 1438, media_type: 'tv', title: 'The Wire', year: 2002 };
    const list = {
      name: 'Crime, mostly',
      description: 'Heists & cops',
      created_at: '2025-06-01T00:00:00.000Z',
    };
    expect(parsed.lists).toEqual([list]);
    expect(parsed.records).toEqual([
      {
        kind: 'watchlist',
        title: { match: wireMatch, source: { file, at: 'watchlist[0]' } },
        added_at: '2026-01-02T03:04:05.000Z',
      },
      {
        kind: 'favorites',
        title: { match: heatMatch, source: { file, at: 'favorites[0]' } },
        added_at: '2026-01-03T00:00:00.000Z',
      },
      {
        kind: 'ratings',
        title: { match: heatMatch, source: { file, at: 'ratings[0]' } },
        rating: 9.5,
        rated_at: '2026-01-04T00:00:00.000Z',
      },
      {
        kind: 'diary',
        title: { match: heatMatch, source: { file, at: 'diary[0]' } },
        watched_on: '2025-12-31',
        rating: null,
        note: 'New year, "old" film.\nTwice.',
        logged_at: '2026-01-01T09:00:00.000Z',
      },
      {
        kind: 'list-item',
        title: { match: wireMatch, source: { file, at: 'lists[0].items[0]' } },
        list,
        added_at: '2025-06-02T00:00:00.000Z',
      },
      {
        kind: 'list-item',
        title: {
          match: { tmdb_id: 5, media_type: 'movie' },
          source: { file, at: 'lists[0].items[1]' },
        },
        list,
        added_at: '2025-06-03T00:00:00.000Z',
      },
      {
        kind: 'show',
        title: {
          match: { tmdb_id: 95396, media_type: 'tv', title: 'Severance', year: 2022 },
          source: { file, at: 'shows[0]' },
        },
        progress: {
          status: 'paused',
          cycle: 2,
          started_at: '2025-03-01T00:00:00.000Z',
          updated_at: '2025-03-02T00:00:00.000Z',
        },
      },
      // A show only watched is matched by its id, at its first watch.
      {
        kind: 'show',
        title: {
          match: { tmdb_id: 1438, media_type: 'tv' },
          source: { file, at: 'episode_watches[2]' },
        },
      },
      {
        kind: 'show',
        title: {
          match: { tmdb_id: 4607, media_type: 'tv' },
          source: { file, at: 'episode_ratings[1]' },
        },
      },
    ]);
    expect(parsed.episodeWatches).toEqual(marqueeExport().episode_watches);
    // Numbered as the catalogue numbers them, each by its show's id, where it is in the file.
    expect(parsed.episodeRatings).toEqual([
      {
        show: { tmdb_id: 1438, media_type: 'tv' },
        season_number: 1,
        episode_number: 2,
        rating: 8,
        rated_at: '2025-02-02T21:00:00.000Z',
        source: { file, at: 'episode_ratings[0]' },
      },
      {
        show: { tmdb_id: 4607, media_type: 'tv' },
        season_number: 2,
        episode_number: 5,
        rating: 9.5,
        rated_at: '2025-02-02T21:00:00.000Z',
        source: { file, at: 'episode_ratings[1]' },
      },
    ]);
  });

  it('reads an export made before the display settings, and one with them, the same way', async () => {
    const older = marqueeExport();
    const { language, theme, keyboard_shortcuts, ...settings } = older.settings;
    expect([language, theme, keyboard_shortcuts]).toEqual(['fr', 'light', true]);
    const [now, before] = await Promise.all([
      readImportFiles([jsonFile('marquee-library-2026-03-01.json', older)]),
      readImportFiles([
        jsonFile('marquee-library-2026-01-01.json', {
          ...older,
          settings: settings as MarqueeExport['settings'],
        }),
      ]),
    ]);
    expect(before.records.length).toBeGreaterThan(0);
    expect(before.records.map((record) => record.kind)).toEqual(
      now.records.map((record) => record.kind),
    );
  });

  it('reads an export made before episode progress, which has no shows or watches', async () => {
    const older: Partial<MarqueeExport> = marqueeExport();
    delete older.shows;
    delete older.episode_watches;
    delete older.episode_ratings;
    // Nor My services.
    older.settings = { display_name: null, hide_watched: false } as MarqueeExport['settings'];
    const parsed = await readImportFiles([jsonFile('marquee-library-2025-01-01.json', older)]);
    expect(parsed.records.map((record) => record.kind)).toEqual([
      'watchlist',
      'favorites',
      'ratings',
      'diary',
      'list-item',
      'list-item',
    ]);
    expect(parsed.episodeWatches).toEqual([]);
    expect(parsed.episodeRatings).toEqual([]);
  });

  it.each([
    [
      { ratings: [{ ...heat, rating: 11, rated_at: '2026-01-04T00:00:00.000Z' }] },
      'library.json: ratings[0].rating: not a rating from 0.5 to 10 in steps of 0.5.',
    ],
    [
      {
        diary: [
          {
            ...heat,
            watched_on: '2025-02-30',
            rating: null,
            note: null,
            logged_at: '2026-01-01T00:00:00.000Z',
          },
        ],
      },
      'library.json: diary[0].watched_on: not a date (YYYY-MM-DD).',
    ],
    [
      { watchlist: [{ ...wire, media_type: 'person', added_at: '2026-01-02T03:04:05.000Z' }] },
      'library.json: watchlist[0].media_type:',
    ],
    [{ version: 2 }, 'library.json: version:'],
    [
      {
        settings: {
          display_name: null,
          hide_watched: false,
          watch_region: null,
          watch_providers: ['8'],
          count_rent_buy: false,
          only_my_services: false,
        },
      },
      'library.json: settings.watch_providers[0]:',
    ],
    [{ settings: { ...marqueeExport().settings, theme: 'dim' } }, 'library.json: settings.theme:'],
    [
      { settings: { ...marqueeExport().settings, keyboard_shortcuts: 'on' } },
      'library.json: settings.keyboard_shortcuts:',
    ],
    [
      { episode_watches: [episodeWatch(1438), episodeWatch(1438, { season_number: -1 })] },
      'library.json: episode_watches[1].season_number:',
    ],
    [
      { episode_ratings: [episodeRating(1438, { rating: 7.25 })] },
      'library.json: episode_ratings[0].rating: not a rating from 0.5 to 10 in steps of 0.5.',
    ],
    [
      { episode_ratings: [episodeRating(1438, { rated_at: 'yesterday' })] },
      'library.json: episode_ratings[0].rated_at: not a date and time (ISO 8601).',
    ],
    [
      { episode_watches: [episodeWatch(1438, { watched_on: '2025-02-30' })] },
      'library.json: episode_watches[0].watched_on: not a date (YYYY-MM-DD).',
    ],
    [
      {
        shows: [
          {
            ...severance,
            status: 'finished',
            cycle: 1,
            started_at: '2025-03-01T00:00:00.000Z',
            updated_at: '2025-03-01T00:00:00.000Z',
          },
        ],
      },
      'library.json: shows[0].status:',
    ],
  ])('refuses a broken export, naming where (%#)', async (changes, message) => {
    await expect(
      readImportFiles([jsonFile('library.json', marqueeExport(changes as Partial<MarqueeExport>))]),
    ).rejects.toThrow(message);
  });

  it('refuses JSON that is not an export, and text that is not JSON', async () => {
    await expect(readImportFiles([jsonFile('notes.json', { hello: 'world' })])).rejects.toThrow(
      "notes.json: not a file Marquee knows: neither Marquee's export (no format 'marquee-library') nor Simkl's backup",
    );
    await expect(
      readImportFiles([new File(['{"format": "marquee-library",'], 'cut.json')]),
    ).rejects.toThrow(/^cut\.json: not valid JSON \(/);
  });
});
