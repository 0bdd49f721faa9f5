/*
 * Marquee: a member's episode progress (issue 22). TMDB has no such paths; docs/library-api.md
 * ("Episode progress") is the contract. Episodes are named by their numbers; season 0 holds the
 * specials.
 */
import type { LibraryTitle } from './account.js';
import type { Page } from './page.js';

/** Watching, paused, or no longer tracked ("Stop tracking"). */
export type ShowStatus = 'watching' | 'paused' | 'dropped';

/** An episode as progress shows it. */
export interface ProgressEpisode {
  season_number: number;
  episode_number: number;
  /** TMDB's episode id. */
  id: number;
  name: string;
  /** YYYY-MM-DD; null while not dated. */
  air_date: string | null;
  runtime: number | null;
  still_path: string | null;
}

/** One watch of an episode. */
export interface EpisodeWatchWire {
  id: number;
  show_id: number;
  season_number: number;
  episode_number: number;
  /** The watch-through it belongs to, from 1. */
  cycle: number;
  /** 0 for the cycle's first watch of the episode, 1, 2… for each time again. */
  rewatch: number;
  /** The day watched, YYYY-MM-DD. */
  watched_on: string;
  /** When it was logged, ISO 8601. */
  created_at: string;
}

/** An item of GET /3/account/{account_id}/episode_watches: a watch with its show. */
export interface EpisodeDiaryEntry extends EpisodeWatchWire {
  show: LibraryTitle;
}

export type EpisodeDiaryPage = Page<EpisodeDiaryEntry>;

/**
 * Body of POST …/episode/{e}/watched, …/season/{n}/watched and /tv/{id}/watched. Marking what is
 * watched in the current cycle adds nothing unless `again`.
 */
export interface MarkWatchedBody {
  /** YYYY-MM-DD, today (UTC) when absent. */
  watched_on?: string;
  /** Another watch of an episode already watched in this cycle: a rewatch. Episodes only. */
  again?: boolean;
  /** Marking a whole show: the specials too. */
  specials?: boolean;
}

/** What a mark wrote: the new watches (none when all were watched already). */
export interface MarkWatchedAnswer {
  status_code: 1;
  status_message: string;
  success: true;
  watches: EpisodeWatchWire[];
}

/** What an unmark removed from the current cycle. */
export interface UnmarkWatchedAnswer {
  status_code: 13;
  status_message: string;
  success: true;
  removed: number;
}

/** A season as the member's progress sees it. */
export interface SeasonProgress {
  season_number: number;
  name: string;
  /** Episodes the catalogue lists. */
  episode_count: number;
  /** Of them, those aired by today (UTC). Specials count only when the season is 0. */
  aired_episodes: number;
  /** Of them, those watched at least once in the current cycle. */
  watched_episodes: number;
  air_date: string | null;
  poster_path: string | null;
}

/** One episode watched in the current cycle. */
export interface WatchedEpisode {
  season_number: number;
  episode_number: number;
  /** Watches of it in this cycle: 2 and more are rewatches. */
  watches: number;
  /** The latest day it was watched. */
  last_watched_on: string;
}

/** A finished or left watch-through. */
export interface PastCycle {
  cycle: number;
  /** Regular episodes it watched. */
  watched_episodes: number;
  first_watched_on: string | null;
  last_watched_on: string | null;
}

/** Where the next step is: watch the next aired episode, wait for one, or nothing is left. */
export type UpNextState = 'watching' | 'waiting' | 'finished';

/** GET /3/account/{account_id}/progress/tv/{id}: the member's progress of one show. */
export interface ShowProgressWire {
  show_id: number;
  /** Null while the member does not follow the show. */
  status: ShowStatus | null;
  cycle: number;
  /** When the current cycle began (ISO 8601); null while not followed. */
  started_at: string | null;
  /** Regular episodes (season 1 on) aired by today, and of them watched in this cycle. */
  aired_episodes: number;
  watched_episodes: number;
  state: UpNextState;
  /** The next regular episode after the furthest watched: to watch when aired, else to wait for. */
  next_episode: ProgressEpisode | null;
  seasons: SeasonProgress[];
  watched: WatchedEpisode[];
  past_cycles: PastCycle[];
}

/** Body of PUT /3/account/{account_id}/progress/tv/{id}. */
export interface ShowStatusBody {
  status: ShowStatus;
}

/** Which shows Up next lists. */
export type UpNextTab = 'watching' | 'waiting' | 'finished' | 'paused' | 'dropped';

/** An item of GET /3/account/{account_id}/up_next. */
export interface UpNextItem {
  show: LibraryTitle;
  status: ShowStatus;
  cycle: number;
  state: UpNextState;
  aired_episodes: number;
  watched_episodes: number;
  /** To watch next (watching), or the next to air (waiting) when known. */
  next_episode: ProgressEpisode | null;
}

export type UpNextPage = Page<UpNextItem>;

/** An episode on the calendar; its show is among the answer's `shows`. */
export interface CalendarEpisode {
  show_id: number;
  episode: ProgressEpisode;
  /** Watched in the show's current cycle. */
  watched: boolean;
}

/** A movie on the watchlist released on a day of the calendar. */
export interface CalendarMovie {
  movie: LibraryTitle;
  release_date: string;
}

/**
 * GET /3/account/{account_id}/calendar?start_date&end_date: episodes of the shows the member
 * watches or has on the watchlist, and watchlist movies, by day (dates as TMDB gives them: UTC
 * days). At most 62 days at once.
 */
export interface CalendarAnswer {
  start_date: string;
  end_date: string;
  /** Each show of the episodes once (a month of a thousand episodes names a few dozen shows). */
  shows: LibraryTitle[];
  /** By air date, then show name, then number. */
  episodes: CalendarEpisode[];
  movies: CalendarMovie[];
  /**
   * Each watched show's next episode when it is of the season airing now (the show's latest),
   * aired before start_date and is not watched yet: new episodes stay in sight until watched.
   */
  unwatched: CalendarEpisode[];
}

/** GET /3/account/{account_id}/calendar/feed: the member's private iCalendar address. */
export interface CalendarFeed {
  /** https://…/3/shared/calendar/{secret}.ics */
  url: string;
  /** The same address as webcal://, which calendar apps open to subscribe. */
  webcal_url: string;
}
