import type { LibraryTitle } from '@marquee/tmdb-types/account';
import type { TitleMediaType } from '@marquee/tmdb-types/media';
import type { MonetizationType } from '@marquee/tmdb-types/watch-providers';
import type { TitleRef } from '../library/store/library-limits.js';

/**
 * How long a client waits before asking again when TMDB could not be asked: its circuit breaker's
 * wait after repeated failures. The one figure for every library answer that depends on TMDB.
 */
export const CATALOGUE_RETRY_AFTER_SECONDS = 30;

/** The titles of one name, and (asked only when none of them fits) what a search finds. */
export interface NamedTitles {
  /** Titles named so (title or original title), released within a year of the year if given. */
  named: LibraryTitle[];
  /** The search's best results for the name, at most five. */
  searched(): Promise<LibraryTitle[]>;
}

/** A title's services in one region, by way of watching: provider ids (absent: none that way). */
export type RegionServices = Partial<Record<MonetizationType, readonly number[]>>;

/**
 * What the library asks of the catalogue, in TMDB's list-item shape, whichever catalogue serves:
 * the embedded file (embedded-title-catalogue.ts) or TMDB through the upstream cache
 * (upstream-title-catalogue.ts). app.ts picks one with the rest of the source, so no library
 * route knows which.
 */
export interface TitleCatalogue {
  /**
   * The title of this id. Throws TMDB's 404 (code 34) for an id the catalogue does not have, and
   * RetryLater (503, code 9) when TMDB cannot be asked.
   */
  find(title: TitleRef): Promise<LibraryTitle>;
  /** The title with this IMDb id (of that kind, when given), or undefined. */
  byImdbId(
    imdbId: string,
    mediaType: TitleMediaType | undefined,
  ): Promise<LibraryTitle | undefined>;
  /**
   * The show with this TheTVDB id, or undefined: TMDB's /find, or a generated catalogue's own ids
   * (an imported embedded catalogue has none).
   */
  byTvdbId(tvdbId: number): Promise<LibraryTitle | undefined>;
  named(mediaType: TitleMediaType, title: string, year: number | undefined): Promise<NamedTitles>;
  /**
   * The first page of the title's recommendations, best first (none for a title the catalogue
   * does not have); undefined when they could not be had this time (TMDB failed).
   */
  recommendationsFor(title: TitleRef): Promise<LibraryTitle[] | undefined>;
  /**
   * The services the title is offered on in `region`, as its /watch/providers lists them there
   * (none for a title the catalogue does not have); undefined when they could not be had this
   * time (TMDB failed).
   */
  servicesIn(title: TitleRef, region: string): Promise<RegionServices | undefined>;
}
