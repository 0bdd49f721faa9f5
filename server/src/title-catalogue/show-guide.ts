import type { LibraryTitle } from '@marquee/tmdb-types/account';

/** An episode as the library follows it: enough to mark it watched, list it and date it. */
export interface GuideEpisode {
  /** 0 for a special, as TMDB numbers them. With episodeNumber, what a member's progress keeps. */
  seasonNumber: number;
  episodeNumber: number;
  /** TMDB's episode id, for linking to the episode; progress is kept by numbers, not by it. */
  id: number;
  name: string;
  /** 'YYYY-MM-DD' as TMDB gives it; null while undated. Aired when on or before the (UTC) day. */
  airDate: string | null;
  /** Minutes, for "time left to watch"; null when TMDB has none. */
  runtime: number | null;
  /** An image path for the image routes (/t/p/{size}{path}); null when the episode has none. */
  stillPath: string | null;
  /** What TMDB's rated episodes list says of each (an episode rating keeps them): '' when none. */
  overview: string;
  productionCode: string;
  /** TMDB's votes: 0 before it airs. */
  voteAverage: number;
  voteCount: number;
}

/** A season as TV details list it. */
export interface GuideSeason {
  /** TMDB's season id (a season's account states answer with it). */
  id: number;
  /** 0 holds the specials. */
  seasonNumber: number;
  name: string;
  /** Episodes listed so far (an announced season lists all of its own; specials grow). */
  episodeCount: number;
  /** The day its first episode airs; null when TMDB has no date. */
  airDate: string | null;
  posterPath: string | null;
}

/** What TV details say of a show's progress on the day asked. */
export interface ShowOutline {
  /** The show in TMDB's list-item shape with media_type 'tv', as TitleCatalogue.find gives it. */
  show: LibraryTitle;
  /** TMDB's status ("Returning Series", "Ended", "Canceled", ...): whether more is to come. */
  status: string;
  /** The seasons listed that day, by number, so the specials (0) come first. */
  seasons: GuideSeason[];
  /** TMDB's last_episode_to_air: the latest regular episode aired (specials left out). */
  lastAired: GuideEpisode | null;
  /** TMDB's next_episode_to_air: the first regular episode announced and not yet aired. */
  nextToAir: GuideEpisode | null;
}

/**
 * What the library's episode progress (Up next, a calendar) asks of the catalogue about shows,
 * whichever catalogue serves: the embedded file on the clock's UTC day (embedded-show-guide.ts) or
 * TMDB through the upstream cache (upstream-show-guide.ts). app.ts picks one beside TitleCatalogue.
 */
export interface ShowGuide {
  /**
   * The show's outline. Throws TMDB's 404 (code 34) for a show the catalogue lacks, and RetryLater
   * (503 code 9, CATALOGUE_RETRY_AFTER_SECONDS) when TMDB cannot be asked.
   */
  outline(showId: number): Promise<ShowOutline>;
  /**
   * The season's episodes, by number. 404 (code 34) when the show, or that season of it, does not
   * exist (an embedded catalogue anything was imported into knows no seasons); RetryLater as outline.
   */
  season(showId: number, seasonNumber: number): Promise<GuideEpisode[]>;
  /**
   * Outlines of many shows at once (Up next for a member with a thousand shows): in the order
   * asked, undefined for a show the catalogue lacks. Throws RetryLater as outline does.
   */
  outlines(showIds: readonly number[]): Promise<Array<ShowOutline | undefined>>;
  /**
   * The show's episode with this TheTVDB id, numbered as the catalogue numbers it (a file that
   * numbers episodes as TheTVDB does finds the catalogue's numbers so); undefined when the
   * catalogue knows no episode of this show by it (an imported embedded catalogue knows none).
   * RetryLater as outline.
   */
  episodeByTvdbId(showId: number, tvdbId: number): Promise<GuideEpisode | undefined>;
}

/** Whether a number can be a show's id: any other names no show, and no catalogue is asked. */
export function isShowId(showId: number): boolean {
  return Number.isSafeInteger(showId) && showId >= 1;
}

/** Whether a number can be a TheTVDB id: any other names nothing, and no catalogue is asked. */
export function isTvdbId(tvdbId: number): boolean {
  return Number.isSafeInteger(tvdbId) && tvdbId >= 1;
}

/** Whether a number can be a season's: 0 (the specials) and up. */
export function isSeasonNumber(seasonNumber: number): boolean {
  return Number.isSafeInteger(seasonNumber) && seasonNumber >= 0;
}
