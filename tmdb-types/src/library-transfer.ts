/*
 * Marquee: bringing a library in (import) and taking it out (export). TMDB has no such paths;
 * docs/library-api.md ("Import and export") is the contract.
 */
import type { LibraryTitle } from './account.js';
import type { ShowStatus } from './episode-progress.js';
import type { MemberSettings } from './library-sharing.js';
import type { TitleMediaType } from './media.js';

/** One row of a file being imported, as the server is asked to match it to a catalogue title. */
export interface ImportMatchRow {
  /** When the file names the catalogue's own id (Marquee's export, Letterboxd's tmdbID). */
  tmdb_id?: number;
  /** IMDb's id, `tt` and 7 or more digits. */
  imdb_id?: string;
  /** TheTVDB's id of a show (Trakt, TV Time, Simkl): tried after the IMDb id. */
  tvdb_id?: number;
  /** Needed with tmdb_id; narrows a title search; absent: movies, then TV. */
  media_type?: TitleMediaType;
  title?: string;
  /** The year of release (or first air). */
  year?: number;
}

/** Body of POST /3/account/{account_id}/import/match: at most 500 rows. */
export interface ImportMatchBody {
  rows: ImportMatchRow[];
}

export type ImportMatchResult =
  | { status: 'matched'; title: LibraryTitle }
  /** Several titles fit equally well: the person picks one (or none). At most 5, best first. */
  | { status: 'ambiguous'; candidates: LibraryTitle[] }
  | { status: 'not_found' };

/** One result per row, in the rows' order. */
export interface ImportMatchAnswer {
  results: ImportMatchResult[];
}

/**
 * One episode of a matched show as a file numbers it, asked about before import: TV Time numbers
 * episodes as TheTVDB does, which may differ from the catalogue's (TMDB's).
 */
export interface ImportEpisodeRow {
  show_id: number;
  season_number: number;
  episode_number: number;
  /** TheTVDB's id of the episode: finds it when the numbers are not the catalogue's. */
  tvdb_id?: number;
}

/** Body of POST /3/account/{account_id}/import/episodes: at most 500 rows. */
export interface ImportEpisodeBody {
  rows: ImportEpisodeRow[];
}

export type ImportEpisodeResult =
  { status: 'matched'; season_number: number; episode_number: number } | { status: 'not_found' };

/** One result per row, in the rows' order. */
export interface ImportEpisodeAnswer {
  results: ImportEpisodeResult[];
}

/** A matched title in an import; times are ISO 8601 (a date alone is that day's midnight UTC). */
export interface ImportTitle {
  media_type: TitleMediaType;
  media_id: number;
  /** When it was added (watchlist, favourites, list items); now when absent. */
  added_at?: string;
}

export interface ImportRating extends ImportTitle {
  /** 0.5 to 10 in steps of 0.5. */
  rating: number;
  /** When it was rated; now when absent. */
  rated_at?: string;
}

export interface ImportDiaryEntry extends ImportTitle {
  /** YYYY-MM-DD */
  watched_on: string;
  rating?: number | null;
  note?: string | null;
  /** When it was logged; now when absent. */
  logged_at?: string;
}

/** A title known to be watched without a day of its own (Letterboxd's watched.csv). */
export interface ImportWatched extends ImportTitle {
  /** The day to log it on when it gets an entry (YYYY-MM-DD). */
  watched_on: string;
}

export interface ImportList {
  /** A list of the member's with this exact name gains the items it lacks; otherwise a new list. */
  name: string;
  description?: string;
  /** When a new list was made (an export's created_at); now when absent. A list found by name keeps its own. */
  created_at?: string;
  /** In the list's order. */
  items: ImportTitle[];
}

/** A show to follow (Marquee's export); a show followed already keeps its own progress. */
export interface ImportShow {
  media_type: 'tv';
  media_id: number;
  status: ShowStatus;
  /** The current watch-through, from 1. */
  cycle: number;
  /** When the current cycle began; now when absent. */
  started_at?: string;
  /** When an episode was last marked or the status changed; now when absent. */
  updated_at?: string;
}

/** One watch of an episode; season 0 holds the specials. */
export interface ImportEpisodeWatch {
  show_id: number;
  season_number: number;
  /** From 1. */
  episode_number: number;
  /** The watch-through it belongs to, from 1. */
  cycle: number;
  /** 0 for the cycle's first watch of the episode, 1, 2… for each time again. */
  rewatch: number;
  /** YYYY-MM-DD */
  watched_on: string;
  /** When it was logged; now when absent. */
  logged_at?: string;
}

/** A rating of one episode, numbered as the catalogue numbers it; season 0 holds the specials. */
export interface ImportEpisodeRating {
  show_id: number;
  season_number: number;
  episode_number: number;
  /** 0.5 to 10 in steps of 0.5. */
  rating: number;
  /** When it was rated; now when absent. */
  rated_at?: string;
}

/**
 * Body of POST /3/account/{account_id}/import: everything written in one transaction, or nothing.
 * At most 50,000 rows in all (list items and episode ratings count one each), and besides them
 * at most 200,000 episode watches.
 */
export interface ImportBody {
  watchlist?: ImportTitle[];
  favorites?: ImportTitle[];
  ratings?: ImportRating[];
  diary?: ImportDiaryEntry[];
  /** Each gets a diary entry only if the title has none after the rest of this import. */
  watched?: ImportWatched[];
  lists?: ImportList[];
  shows?: ImportShow[];
  /** A watch the member has already (same show, cycle, episode and rewatch) is left as it is. */
  episode_watches?: ImportEpisodeWatch[];
  /**
   * Each episode must be one the catalogue lists. A rating of the same value as the member's is
   * left as it is; another value replaces it.
   */
  episode_ratings?: ImportEpisodeRating[];
}

/** How many of each kind the import changed; what was already there counts nowhere. */
export interface ImportCounts {
  watchlist: number;
  favorites: number;
  /** New ratings and ratings that changed value. */
  ratings: number;
  /** Diary entries, including those of `watched`. */
  diary: number;
  lists: number;
  list_items: number;
  /** Shows newly followed, including those only the episode watches name. */
  shows: number;
  episode_watches: number;
  /** New episode ratings and episode ratings that changed value. */
  episode_ratings: number;
}

export interface ImportAnswer {
  status_code: 1;
  status_message: string;
  success: true;
  added: ImportCounts;
}

/** A title in an export: its ids, and its name and year for people and for matching by title. */
export interface ExportTitle {
  media_type: TitleMediaType;
  media_id: number;
  /** The title as last remembered ('' when never remembered). */
  title: string;
  year: number | null;
}

/** A show the member follows, in an export. */
export interface ExportShow extends ExportTitle {
  media_type: 'tv';
  status: ShowStatus;
  cycle: number;
  started_at: string;
  updated_at: string;
}

/** A watch of an episode, in an export. */
export type ExportEpisodeWatch = Required<ImportEpisodeWatch>;

/** A rating of an episode, in an export. */
export type ExportEpisodeRating = Required<ImportEpisodeRating>;

/**
 * GET /3/account/{account_id}/export: the whole library in Marquee's format. Imported back
 * (as any member) it gives the same library: every title, rating, watch, note, list and order,
 * every show followed and episode watched, with their dates. A list's public state and share link
 * are not carried over.
 */
export interface MarqueeExport {
  format: 'marquee-library';
  version: 1;
  exported_at: string;
  /**
   * Kept, not imported. An export made before My services lacks them, and one made before the
   * display settings (language, theme, keyboard_shortcuts) lacks those: read as not chosen.
   */
  settings: MemberSettings;
  watchlist: Array<ExportTitle & { added_at: string }>;
  favorites: Array<ExportTitle & { added_at: string }>;
  ratings: Array<ExportTitle & { rating: number; rated_at: string }>;
  /** Oldest watch first. */
  diary: Array<
    ExportTitle & {
      watched_on: string;
      rating: number | null;
      note: string | null;
      logged_at: string;
    }
  >;
  /** Oldest list first; items in the owner's order. */
  lists: Array<{
    name: string;
    description: string;
    public: boolean;
    created_at: string;
    items: Array<ExportTitle & { added_at: string }>;
  }>;
  /**
   * Every show followed, by when its current cycle began. An export made before episode progress
   * has no `shows` or `episode_watches` (still version 1): read as none.
   */
  shows: ExportShow[];
  /** Every watch of an episode, oldest first: by the day watched, then when logged. */
  episode_watches: ExportEpisodeWatch[];
  /**
   * Every rating of an episode, oldest first. An export made before episode ratings were carried
   * has none (still version 1): read as none.
   */
  episode_ratings: ExportEpisodeRating[];
  /**
   * The saved browse filters, in the member's order (Home's rows follow it); kept, like the
   * settings, but not imported. An export made before saved filters has none: read as none.
   */
  saved_filters: ExportSavedFilter[];
}

/** A saved browse filter in an export: its name, browse page and query, and whether pinned. */
export interface ExportSavedFilter {
  name: string;
  media_type: 'movie' | 'tv';
  query: string;
  pinned: boolean;
  created_at: string;
}
