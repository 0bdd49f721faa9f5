import { describe, expect, it } from 'vitest';
import { tvTimeCsvKind, tvTimeFileKind, tvTimeFileRole } from './tvtime-files';

describe('tvTimeFileRole', () => {
  it('reads the tables Marquee imports, whatever their spelling or folder', () => {
    for (const name of [
      'tracking-prod-records-v2.csv',
      'tracking-prod-records.csv',
      'followed_tv_show.csv',
      'user_tv_show_data.csv',
      'seen_episode.csv',
      'watched_on_episode.csv',
      'ratings-live-votes.csv',
      'ratings-3-prod-episode_votes.csv',
      'lists-prod-lists.csv',
      'gdpr-export/Tracking_Prod_Records_V2.CSV',
      'tvtime-series-episodes.csv',
      'tvtime-movies.csv',
      'tvtime-series.csv',
      'tvtime-lists.csv',
    ])
      expect(tvTimeFileRole(name), name).toBe('read');
  });

  it('never opens files of tokens or password hashes, known or not', () => {
    for (const name of [
      'access_token.csv',
      'auth-prod-login.csv',
      'export/refresh-tokens.csv',
      'user_passwords.csv',
    ])
      expect(tvTimeFileRole(name), name).toBe('secret');
  });

  it("leaves the export's other tables", () => {
    for (const name of [
      'emotions-live-votes.csv',
      'user_show_special_status.csv',
      'stats-prod-cache.csv',
      'show_seen_episode_latest.csv',
      'seen_episode_latest.csv',
      'where-to-watch-prod-table.csv',
      'comments-prod-comments.csv',
    ])
      expect(tvTimeFileRole(name), name).toBe('ignored');
  });

  it("knows nothing of files that are not TV Time's", () => {
    expect(tvTimeFileRole('watched.csv')).toBeUndefined();
    expect(tvTimeFileRole('gdpr-v2-tracking-prod-records-v2.csv')).toBeUndefined();
  });
});

describe('tvTimeCsvKind', () => {
  it('tells each file by its marker columns, in any order', () => {
    expect(tvTimeCsvKind(['created_at', 'user_id', 'key', 's_id'])).toBe('tracking-v2');
    expect(tvTimeCsvKind(['uuid', 'type-uuid-n', 'created_at'])).toBe('tracking-v1');
    expect(tvTimeCsvKind(['type', 'entity_type', 'movie_name'])).toBe('tracking-v1');
    expect(tvTimeCsvKind(['tv_show_id', 'notification_offset'])).toBe('followed-shows');
    // opentv-time's synthetic followed_tv_show.csv has no notification_offset.
    expect(tvTimeCsvKind(['tv_show_id', 'tv_show_name', 'archived', 'created_at'])).toBe(
      'followed-shows',
    );
    expect(tvTimeCsvKind(['nb_episodes_seen', 'tv_show_name', 'tv_show_id'])).toBe(
      'user-show-data',
    );
    expect(tvTimeCsvKind(['episode_id', 'movie_name', 'uuid', 'vote_key'])).toBe('votes');
    expect(tvTimeCsvKind(['ordering', 's_key', 'name', 'type', 'objects'])).toBe('lists');
    expect(
      tvTimeCsvKind(['tv_show_name', 'updated_at', 'episode_id', 'episode_season_number']),
    ).toBe('seen-episodes');
    expect(tvTimeCsvKind(['series_tvdb_id', 'title', 'tvdb_id', 'is_watched'])).toBe(
      'my-data-episodes',
    );
    expect(tvTimeCsvKind(['uuid', 'tvdb_id', 'imdb_id', 'title', 'is_watched'])).toBe(
      'my-data-movies',
    );
    expect(tvTimeCsvKind(['uuid', 'tvdb_id', 'imdb_id', 'title', 'status'])).toBe('my-data-series');
    expect(tvTimeCsvKind(['list_id', 'list_name', 'item_type', 'tvdb_id'])).toBe('my-data-lists');
    expect(tvTimeCsvKind(['Date', 'Name', 'Year', 'Letterboxd URI'])).toBeUndefined();
  });
});

describe('tvTimeFileKind', () => {
  const header = (cells: string[]) => ({ line: 1, cells });

  it("names the marker column a TV Time file's header lacks", () => {
    expect(() =>
      tvTimeFileKind('tracking-prod-records-v2.csv', header(['created_at', 's_id', 'ep_id'])),
    ).toThrow(
      "tracking-prod-records-v2.csv line 1: the header has no 'key' column, which TV Time's tracking-prod-records-v2.csv always has.",
    );
    expect(() =>
      tvTimeFileKind('export/tracking-prod-records.csv', header(['uuid', 'movie_name'])),
    ).toThrow(
      "export/tracking-prod-records.csv line 1: the header has no 'type' and 'entity_type' columns, which TV Time's tracking-prod-records.csv always has.",
    );
  });

  it('reads a renamed file by its header', () => {
    expect(tvTimeFileKind('my-tv-time.csv', header(['key', 's_id']))).toBe('tracking-v2');
    expect(tvTimeFileKind('notes.csv', header(['title']))).toBeUndefined();
  });
});
