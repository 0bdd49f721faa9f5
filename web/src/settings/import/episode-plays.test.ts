import { describe, expect, it } from 'vitest';
import { watchesOfPlays, type NumberedPlay } from './episode-plays';

const show = { media_type: 'tv' as const, tmdb_id: 7 };

/** A play of episode S{season}E{episode} at a time on 2025-03-01 (minutes past midnight UTC). */
function play(season: number, episode: number, minute: number, playId?: string): NumberedPlay {
  const at = new Date(Date.UTC(2025, 2, 1, 0, minute)).toISOString();
  return {
    showId: 7,
    season_number: season,
    episode_number: episode,
    episode: {
      show,
      season_number: season,
      episode_number: episode,
      watched_at: at,
      ...(playId === undefined ? {} : { play_id: playId }),
      source: { file: 'watched-history.json', at: `[${minute}]` },
    },
  };
}

function shape(plays: NumberedPlay[]) {
  return watchesOfPlays(plays, 'UTC').watches.map(
    (watch) => `S${watch.season_number}E${watch.episode_number} c${watch.cycle} r${watch.rewatch}`,
  );
}

describe('plays of episodes as watches', () => {
  it('gives each first play rewatch 0 in cycle 1, whatever order the file lists them in', () => {
    expect(shape([play(1, 2, 200), play(1, 1, 100)])).toEqual(['S1E1 c1 r0', 'S1E2 c1 r0']);
  });

  it('makes a play of an episode again a rewatch while the show is not watched through', () => {
    expect(shape([play(1, 1, 1), play(1, 1, 300), play(1, 1, 600), play(1, 2, 700)])).toEqual([
      'S1E1 c1 r0',
      'S1E1 c1 r1',
      'S1E1 c1 r2',
      'S1E2 c1 r0',
    ]);
  });

  it('makes a play of a later episode again a rewatch, even once the show is watched through', () => {
    expect(shape([play(1, 1, 1), play(1, 2, 2), play(1, 2, 300)])).toEqual([
      'S1E1 c1 r0',
      'S1E2 c1 r0',
      'S1E2 c1 r1',
    ]);
  });

  it('begins a new cycle when the whole show is watched again', () => {
    const plays = [
      play(1, 1, 1),
      play(1, 2, 2),
      play(2, 1, 3),
      play(1, 1, 500),
      play(1, 2, 501),
      play(2, 1, 502),
      play(2, 1, 900),
    ];
    expect(shape(plays)).toEqual([
      'S1E1 c1 r0',
      'S1E2 c1 r0',
      'S2E1 c1 r0',
      'S1E1 c2 r0',
      'S1E2 c2 r0',
      'S2E1 c2 r0',
      'S2E1 c2 r1',
    ]);
  });

  it('never begins a cycle on a special', () => {
    expect(shape([play(1, 1, 1), play(0, 1, 2), play(0, 1, 100)])).toEqual([
      'S1E1 c1 r0',
      'S0E1 c1 r0',
      'S0E1 c1 r1',
    ]);
  });

  it('takes the same episode logged again within a minute as one watch, and says which', () => {
    const twice = play(3, 1, 41);
    const result = watchesOfPlays([play(3, 1, 40), twice], 'UTC');
    expect(result.watches).toHaveLength(1);
    expect(result.repeats).toEqual([twice.episode]);
  });

  it('counts a play listed on two pages once, and not as a repeat', () => {
    const result = watchesOfPlays([play(1, 1, 5, '99'), play(1, 1, 5, '99')], 'UTC');
    expect([result.watches.length, result.repeats.length]).toEqual([1, 0]);
  });

  it('dates each watch on its day in the zone given, and keeps the moment', () => {
    const late = play(1, 1, 23 * 60 + 30);
    const [watch] = watchesOfPlays([late], 'Europe/Paris').watches;
    expect(watch?.watched_on).toBe('2025-03-02');
    expect(watch?.logged_at).toBe('2025-03-01T23:30:00.000Z');
  });

  it('gives the same watches for the same plays, so a second import adds nothing', () => {
    const plays = [play(1, 1, 1), play(1, 1, 300), play(1, 2, 2)];
    expect(watchesOfPlays(plays, 'UTC')).toEqual(watchesOfPlays([...plays].reverse(), 'UTC'));
  });
});
