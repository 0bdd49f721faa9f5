import type { ShowStatus } from '@marquee/tmdb-types/episode-progress';
import type { ImportEpisodeWatch, ImportMatchRow } from '@marquee/tmdb-types/library-transfer';
import type { IntlShape } from 'react-intl';
import type { Message } from '../../i18n/message';

/*
 * What the import files say, before any title is matched: one record per row that brings
 * something in, each with the row it came from, so the preview can point at the line.
 */

/** A CSV file's line (1 = the header), or a place in a JSON export ("ratings[3]"). */
export interface RowSource {
  file: string;
  line?: number;
  at?: string;
}

/** The title a row names, as the server is asked to match it, and where the row is. */
export interface SourceTitle {
  match: ImportMatchRow;
  source: RowSource;
}

/** A list the files bring in; its items are the `list-item` records that point at it. */
export interface ImportListHead {
  name: string;
  description: string;
  created_at?: string;
}

/** Where the member was with a show they followed (Marquee's export). */
export interface ImportShowProgress {
  status: ShowStatus;
  cycle: number;
  started_at: string;
  updated_at: string;
}

export type ImportRecord =
  | { kind: 'watchlist' | 'favorites'; title: SourceTitle; added_at?: string }
  | { kind: 'ratings'; title: SourceTitle; rating: number; rated_at?: string }
  | {
      kind: 'diary';
      title: SourceTitle;
      watched_on: string;
      rating: number | null;
      note: string | null;
      logged_at?: string;
      /**
       * A tracker's play (Trakt, TV Time, Simkl): logged_at is when it was watched, and the same
       * title played again within a minute is the same watch (episode-plays.ts, REPEAT_WITHIN_MS).
       */
      play?: boolean;
    }
  | { kind: 'watched'; title: SourceTitle; watched_on: string }
  | { kind: 'list-item'; title: SourceTitle; list: ImportListHead; added_at?: string }
  /**
   * A show followed, with its progress; or, without, one only episode watches name. Either way
   * its watches (ParsedImport.episodeWatches) come in only when the show is matched.
   */
  | { kind: 'show'; title: SourceTitle; progress?: ImportShowProgress };

/**
 * What a row names: the file's own words (a title, "Treason S1E5"), or Marquee's when the file
 * has none ("the whole file", "an episode"), put into the page's language where it is shown.
 */
export type RowLabel = string | Message;

/** A row left out on purpose (an IMDb episode, a video game), listed so the person knows. */
export interface SkippedRow {
  source: RowSource;
  label: RowLabel;
  reason: Message;
}

/** A label or a reason in the page's language. */
export function wordsIn(intl: IntlShape, words: RowLabel): string {
  return typeof words === 'string' ? words : intl.formatMessage(words, words.values);
}

/**
 * An episode of a show as a file names it (Trakt, TV Time, Simkl), before anything is matched:
 * its show is matched, then its numbers made the catalogue's (episode-numbers.ts).
 */
export interface FileEpisode {
  /** The show as the server is asked to match it; a `show` record of the same match names it. */
  show: ImportMatchRow;
  /** As the file numbers it: TheTVDB's numbering for TV Time; season 0 holds the specials. */
  season_number: number;
  episode_number: number;
  /** TheTVDB's id of the episode, when the file has one: finds it where numbering differs. */
  tvdb_id?: number;
  source: RowSource;
}

/**
 * One play of an episode. Plays become episode watches once their episode is known; which cycle
 * and rewatch each is, is worked out from all of a show's plays (episode-plays.ts).
 */
export interface EpisodePlay extends FileEpisode {
  /** When it was watched, ISO 8601 in UTC (naive times are read in the zone the person gave). */
  watched_at: string;
  /** The file's own id of the play (Trakt's history id): a play on two pages counts once. */
  play_id?: string;
}

/** A rating of one episode, out of ten as Marquee's are. */
export interface EpisodeRating extends FileEpisode {
  rating: number;
  rated_at?: string;
}

export interface ParsedImport {
  records: ImportRecord[];
  lists: ImportListHead[];
  skipped: SkippedRow[];
  /**
   * Every watch of an episode, by the catalogue id of its show (a `show` record): not among the
   * records, as a member may have hundreds of thousands, and each show is matched once.
   */
  episodeWatches: ImportEpisodeWatch[];
  /** Plays of episodes from another tracker's files, numbered as the file numbers them. */
  episodePlays: EpisodePlay[];
  /** Ratings of episodes, numbered as the file numbers them (Marquee's export: the catalogue). */
  episodeRatings: EpisodeRating[];
}

export function emptyImport(): ParsedImport {
  return {
    records: [],
    lists: [],
    skipped: [],
    episodeWatches: [],
    episodePlays: [],
    episodeRatings: [],
  };
}

/** "diary.csv line 14", "library.json ratings[3]". */
export function sourceLabel(intl: IntlShape, source: RowSource): string {
  // The line as the file numbers it, with no thousands separator: "line 1234".
  if (source.line !== undefined)
    return intl.formatMessage(
      { id: 'import.source.line' },
      { file: source.file, line: String(source.line) },
    );
  if (source.at !== undefined) return `${source.file} ${source.at}`;
  return source.file;
}

/** "Heat (1995)", "Heat", or the id when the row names no title. */
export function matchLabel(match: ImportMatchRow): string {
  const name =
    match.title ??
    match.imdb_id ??
    (match.tmdb_id !== undefined
      ? `TMDB ${match.tmdb_id}`
      : match.tvdb_id !== undefined
        ? `TheTVDB ${match.tvdb_id}`
        : '');
  return match.year === undefined ? name : `${name} (${match.year})`;
}
