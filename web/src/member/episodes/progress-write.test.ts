import type { ShowProgressWire, WatchedEpisode } from '@marquee/tmdb-types/episode-progress';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { CatalogueError } from '../../lib/catalogue-client';
import { englishMessages } from '../../test/english-intl';
import { formatFailure, type FailureMessage } from '../title-write';
import {
  applyProgressWrite,
  progressWriteFailureMessage,
  revertProgressWrite,
  type ProgressWrite,
} from './progress-write';

const today = '2026-06-01';

function watched(seasonNumber: number, episodeNumber: number, watches = 1): WatchedEpisode {
  return {
    season_number: seasonNumber,
    episode_number: episodeNumber,
    watches,
    last_watched_on: '2026-05-01',
  };
}

/** Season 1 of 3 episodes, all aired; season 2 of 4, two aired; specials of 1, aired. */
function progress(entries: WatchedEpisode[], extra: Partial<ShowProgressWire> = {}) {
  const base: ShowProgressWire = {
    show_id: 7,
    status: 'watching',
    cycle: 1,
    started_at: '2026-05-01T00:00:00.000Z',
    aired_episodes: 5,
    watched_episodes: 0,
    state: 'watching',
    next_episode: null,
    seasons: [
      {
        season_number: 0,
        name: 'Specials',
        episode_count: 1,
        aired_episodes: 1,
        watched_episodes: 0,
        air_date: null,
        poster_path: null,
      },
      {
        season_number: 1,
        name: 'Season 1',
        episode_count: 3,
        aired_episodes: 3,
        watched_episodes: 0,
        air_date: '2026-01-01',
        poster_path: null,
      },
      {
        season_number: 2,
        name: 'Season 2',
        episode_count: 4,
        aired_episodes: 2,
        watched_episodes: 0,
        air_date: '2026-05-01',
        poster_path: null,
      },
    ],
    watched: entries,
    past_cycles: [],
  };
  return { ...base, ...extra };
}

function numbersOf(entries: readonly WatchedEpisode[]): string[] {
  return entries.map((entry) => `S${entry.season_number}E${entry.episode_number}`);
}

const markS1E3: ProgressWrite = {
  kind: 'episode',
  seasonNumber: 1,
  episodeNumber: 3,
  watched: true,
};

describe('applyProgressWrite', () => {
  it('marks an episode: counted in its season and the show, the next one after it', () => {
    const after = applyProgressWrite(progress([watched(1, 1)]), markS1E3, { today });
    expect(numbersOf(after.watched)).toEqual(['S1E1', 'S1E3']);
    expect(after.watched_episodes).toBe(2);
    expect(after.seasons.map((season) => season.watched_episodes)).toEqual([0, 2, 0]);
    // Right across the season boundary, as the server works it out.
    expect(after.next_episode).toMatchObject({ season_number: 2, episode_number: 1, name: '' });
    expect(after.state).toBe('watching');
    expect(after.watched.at(-1)).toEqual({ ...watched(1, 3), last_watched_on: today });
  });

  it('names the next episode when the page knows it', () => {
    const known = [
      {
        season_number: 2,
        episode_number: 1,
        id: 201,
        name: 'Back Again',
        air_date: '2026-05-01',
        runtime: 40,
        still_path: null,
      },
    ];
    const after = applyProgressWrite(progress([]), markS1E3, { today, known });
    expect(after.next_episode).toEqual(known[0]);
  });

  it('waits once the next episode has not aired', () => {
    const after = applyProgressWrite(
      progress([watched(1, 1), watched(1, 2), watched(1, 3), watched(2, 1)]),
      { kind: 'episode', seasonNumber: 2, episodeNumber: 2, watched: true },
      { today },
    );
    expect(after.state).toBe('waiting');
    expect(after.next_episode).toMatchObject({ season_number: 2, episode_number: 3 });
  });

  it('follows the show again when a paused one is marked, and specials count apart', () => {
    const after = applyProgressWrite(
      progress([watched(1, 1)], { status: 'paused' }),
      { kind: 'episode', seasonNumber: 0, episodeNumber: 1, watched: true },
      { today },
    );
    expect(after.status).toBe('watching');
    expect(after.watched_episodes).toBe(1);
    expect(after.seasons[0]?.watched_episodes).toBe(1);
    expect(after.next_episode).toMatchObject({ season_number: 1, episode_number: 2 });
  });

  it('unmarks an episode, and the next episode steps back', () => {
    const after = applyProgressWrite(
      progress([watched(1, 1), watched(1, 2)]),
      { kind: 'episode', seasonNumber: 1, episodeNumber: 2, watched: false },
      { today },
    );
    expect(numbersOf(after.watched)).toEqual(['S1E1']);
    expect(after.next_episode).toMatchObject({ season_number: 1, episode_number: 2 });
  });

  it('counts another watch of an episode as a rewatch, not another episode', () => {
    const after = applyProgressWrite(
      progress([watched(1, 1)]),
      { kind: 'again', seasonNumber: 1, episodeNumber: 1 },
      { today },
    );
    expect(after.watched).toEqual([{ ...watched(1, 1, 2), last_watched_on: today }]);
    expect(after.watched_episodes).toBe(1);
  });

  it("marks a season's aired episodes, keeping the watches already there", () => {
    const after = applyProgressWrite(
      progress([watched(2, 1, 3)]),
      { kind: 'season', seasonNumber: 2, watched: true, aired: [1, 2] },
      { today },
    );
    expect(after.watched).toEqual([watched(2, 1, 3), { ...watched(2, 2), last_watched_on: today }]);
    expect(after.state).toBe('waiting');
  });

  it("unmarks a whole season and nothing of the others'", () => {
    const after = applyProgressWrite(
      progress([watched(1, 1), watched(2, 1), watched(2, 2)]),
      { kind: 'season', seasonNumber: 2, watched: false, aired: [1, 2] },
      { today },
    );
    expect(numbersOf(after.watched)).toEqual(['S1E1']);
  });

  it('starts again from the first episode in a new watch-through', () => {
    const after = applyProgressWrite(
      progress([watched(1, 1), watched(1, 2)], { state: 'finished' }),
      { kind: 'restart' },
      { today },
    );
    expect(after.cycle).toBe(2);
    expect(after.watched).toEqual([]);
    expect(after.watched_episodes).toBe(0);
    expect(after.next_episode).toMatchObject({ season_number: 1, episode_number: 1 });
  });

  it('sets the status, and leaves progress alone for a rating', () => {
    const before = progress([watched(1, 1)]);
    expect(
      applyProgressWrite(before, { kind: 'status', status: 'dropped' }, { today }).status,
    ).toBe('dropped');
    const rating: ProgressWrite = { kind: 'rating', seasonNumber: 1, episodeNumber: 1, value: 8 };
    expect(applyProgressWrite(before, rating, { today })).toBe(before);
  });
});

describe('revertProgressWrite', () => {
  it('puts back the one episode a failed mark changed, keeping a mark made meanwhile', () => {
    const before = progress([watched(1, 1)]);
    const failed: ProgressWrite = {
      kind: 'episode',
      seasonNumber: 1,
      episodeNumber: 2,
      watched: true,
    };
    const shown = applyProgressWrite(before, failed, { today });
    const meanwhile = applyProgressWrite(shown, markS1E3, { today });
    const reverted = revertProgressWrite(meanwhile, before, failed);
    expect(numbersOf(reverted.watched)).toEqual(['S1E1', 'S1E3']);
    expect(reverted.watched_episodes).toBe(2);
    expect(reverted.next_episode).toMatchObject({ season_number: 2, episode_number: 1 });
  });

  it('brings back the watches a failed unmark took away, and the status it left', () => {
    const before = progress([watched(1, 1, 2)], { status: 'paused' });
    const failed: ProgressWrite = {
      kind: 'episode',
      seasonNumber: 1,
      episodeNumber: 1,
      watched: false,
    };
    const reverted = revertProgressWrite(
      applyProgressWrite(before, failed, { today }),
      before,
      failed,
    );
    expect(reverted.watched).toEqual([watched(1, 1, 2)]);
    expect(reverted.status).toBe('paused');
  });

  it('puts a season back as it was after a failed season mark', () => {
    const before = progress([watched(2, 1)]);
    const failed: ProgressWrite = { kind: 'season', seasonNumber: 2, watched: true, aired: [1, 2] };
    const reverted = revertProgressWrite(
      applyProgressWrite(before, failed, { today }),
      before,
      failed,
    );
    expect(reverted.watched).toEqual([watched(2, 1)]);
    expect(reverted.seasons[2]?.watched_episodes).toBe(1);
  });

  it('undoes a status only while it still shows, and a restart only while in its watch-through', () => {
    const before = progress([watched(1, 1)]);
    const pause: ProgressWrite = { kind: 'status', status: 'paused' };
    expect(revertProgressWrite({ ...before, status: 'paused' }, before, pause).status).toBe(
      'watching',
    );
    expect(revertProgressWrite({ ...before, status: 'dropped' }, before, pause).status).toBe(
      'dropped',
    );
    const restarted = applyProgressWrite(before, { kind: 'restart' }, { today });
    expect(revertProgressWrite(restarted, before, { kind: 'restart' })).toBe(before);
  });
});

describe('progressWriteFailureMessage', () => {
  const intl = createIntl({ locale: 'en', messages: englishMessages });
  const english = (message: FailureMessage) => formatFailure(intl, message);

  it("says what was tried, the server's reason and that nothing changed", () => {
    const refused = new CatalogueError(422, '', {
      status_code: 7,
      status_message: 'S2E3 airs on 2026-06-21, so it cannot be marked watched yet.',
    });
    expect(
      english(
        progressWriteFailureMessage(
          'Severance',
          { kind: 'episode', seasonNumber: 2, episodeNumber: 3, watched: true },
          refused,
        ),
      ),
    ).toBe(
      'Could not mark S2E3 of Severance watched: S2E3 airs on 2026-06-21, so it cannot be marked watched yet. Nothing was changed.',
    );
    expect(
      english(
        progressWriteFailureMessage(
          'Severance',
          { kind: 'status', status: 'dropped' },
          new Error(),
        ),
      ),
    ).toBe(
      'Could not stop tracking Severance: The server could not be reached. Nothing was changed.',
    );
    expect(
      english(
        progressWriteFailureMessage(
          'Severance',
          { kind: 'season', seasonNumber: 0, watched: false, aired: [] },
          new Error(),
        ),
      ),
    ).toMatch(/^Could not mark Specials of Severance not watched: /);
    expect(
      english(
        progressWriteFailureMessage(
          'Severance',
          { kind: 'season', seasonNumber: 2, watched: true, aired: [1] },
          new Error(),
        ),
      ),
    ).toMatch(/^Could not mark Season 2 of Severance watched: /);
  });
});
