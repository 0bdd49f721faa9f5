import type { CsvColumns } from './csv-columns';
import type { CsvRecord } from './csv-records';
import { numericIdOf } from './import-ids';
import type { EpisodePlay, EpisodeRating, RowLabel, RowSource } from './import-records';
import { anEpisode, episodeCells } from './tvtime-episode-plays';
import { firstText, skip, type TvTimeReading } from './tvtime-reading';

/*
 * A vote on an episode. Yamtrack's sample names the show and numbers (series_name, season_number,
 * episode_number, episode_id); trakt-web reads only the episode's TheTVDB id (episode_id). One
 * rates what one watched, so an episode named by its id alone is placed by a play of it: its
 * show and numbers as the plays' file gives them.
 */

/** Whether a vote is on an episode rather than a film or a show. */
export function isEpisodeVote(columns: CsvColumns, row: CsvRecord): boolean {
  const episodeId = firstText(columns, row, ['episode_id', 'ep_id']);
  return (episodeId !== '' && episodeId !== '0') || columns.text(row, 'episode_number') !== '';
}

/** The first play of each episode TheTVDB id names, read once for the votes that need it. */
export class PlaysByEpisodeId {
  private plays: Map<number, EpisodePlay> | undefined;

  constructor(private readonly reading: TvTimeReading) {}

  get(tvdbId: number): EpisodePlay | undefined {
    if (!this.plays) {
      this.plays = new Map();
      for (const play of this.reading.parsed.episodePlays)
        if (play.tvdb_id !== undefined && !this.plays.has(play.tvdb_id))
          this.plays.set(play.tvdb_id, play);
    }
    return this.plays.get(tvdbId);
  }
}

/** Adds the vote as an episode's rating, or skips the row saying why it cannot be placed. */
export function addEpisodeVote(
  reading: TvTimeReading,
  columns: CsvColumns,
  row: CsvRecord,
  source: RowSource,
  vote: { rating: number; ratedAt?: string },
  plays: PlaysByEpisodeId,
): void {
  const cells = {
    showId: firstText(columns, row, ['s_id', 'series_id', 'tv_show_id']),
    showName: columns.text(row, 'series_name'),
    season: firstText(columns, row, ['s_no', 'season_number']),
    episode: firstText(columns, row, ['ep_no', 'episode_number']),
    episodeId: firstText(columns, row, ['episode_id', 'ep_id']),
  };
  const tvdbId = numericIdOf(cells.episodeId);
  const played = tvdbId === undefined ? undefined : plays.get(tvdbId);
  const rating: Omit<EpisodeRating, 'show' | 'season_number' | 'episode_number'> = {
    rating: vote.rating,
    source,
  };
  if (tvdbId !== undefined) rating.tvdb_id = tvdbId;
  if (vote.ratedAt !== undefined) rating.rated_at = vote.ratedAt;
  const placedByPlay = cells.showId === '' || cells.season === '' || cells.episode === '';
  if (placedByPlay && played) {
    reading.parsed.episodeRatings.push({
      ...rating,
      show: played.show,
      season_number: played.season_number,
      episode_number: played.episode_number,
    });
    return;
  }
  if (placedByPlay && cells.showName === '') {
    const label: RowLabel =
      tvdbId === undefined ? { id: 'import.label.episode' } : `TheTVDB episode ${tvdbId}`;
    skip(reading, source, label, { id: 'import.tvtime.voteByTvdbOnly' });
    return;
  }
  const placed = episodeCells(reading, source, cells, anEpisode, { byName: true });
  if (!placed) return;
  reading.shows.rated(placed.show);
  reading.parsed.episodeRatings.push({
    ...rating,
    show: placed.show.match,
    season_number: placed.season,
    episode_number: placed.episode,
  });
}
