import type { CollectionDetails, CollectionListItem } from '@marquee/tmdb-types/collection';
import type { CompanySummary } from '@marquee/tmdb-types/company';
import type { ContentRating, CountryReleases } from '@marquee/tmdb-types/certifications';
import type { CombinedCredits, Credits, EpisodeCredits } from '@marquee/tmdb-types/credits';
import type {
  TvDetails,
  TvEpisode,
  TvEpisodeDetails,
  TvSeasonDetails,
} from '@marquee/tmdb-types/details';
import type {
  AnyListItem,
  MediaType,
  MovieListItem,
  PersonListItem,
  TitleMediaType,
  TvListItem,
} from '@marquee/tmdb-types/media';
import type { Keyword } from '@marquee/tmdb-types/keyword';
import type { Page } from '@marquee/tmdb-types/page';
import type { WatchProvider, WatchProviderRegion } from '@marquee/tmdb-types/watch-providers';
import type { UtcDay } from './utc-days.js';

export interface MediaRef {
  media_type: MediaType;
  id: number;
}

/** A title's offers in each region, by ISO 3166-1 code: TMDB's lists without their `link`. */
export type TitleOffers = Record<string, Omit<WatchProviderRegion, 'link'>>;

export type SortField = 'popularity' | 'vote_average' | 'vote_count' | 'date';

/** Ids as TMDB's lists join them: `,` needs every one (`every`), `|` any one. */
export interface IdList {
  ids: readonly number[];
  every: boolean;
}

/** Bounds of a number, either or both inclusive (TMDB's `.gte` / `.lte`). */
export interface Bounds {
  gte?: number;
  lte?: number;
}

/** with_watch_providers and its companions: what services offer a title, in which ways and where. */
export interface WatchFilter {
  /** Offered by these services (`,` every one, `|` any one). */
  providers?: IdList;
  /** Undefined: in any region. */
  region?: string;
  /** Indexes in MONETIZATION_TYPES; undefined: any way. Without providers: by any service. */
  ways?: readonly number[];
  /** Offered by none of these services (in the region and ways). */
  withoutProviders?: readonly number[];
}

/** certification_country with certification, certification.gte / .lte (movies only, as TMDB). */
export interface CertificationFilter {
  country: string;
  exact?: string;
  gte?: string;
  lte?: string;
}

/**
 * What a list of titles keeps and in which order: popular, top rated and every discover filter.
 * Dates are days (utc-days.ts) as the titles stand on the day asked: a current film's moves
 * (movie-calendar.ts).
 */
export interface ListFilter {
  sort: SortField;
  descending: boolean;
  genres?: IdList;
  withoutGenres?: readonly number[];
  /** Released (first aired) in this year. */
  year?: number;
  /** The release (first air) date. */
  days?: Bounds;
  /** A show with episodes airing in these days: its first to its last air date. */
  airDays?: Bounds;
  voteCount?: Bounds;
  voteAverage?: Bounds;
  /** Minutes: a movie's runtime, a show's episode run time. */
  runtime?: Bounds;
  /** ISO 639-1 codes, any of them. */
  languages?: readonly string[];
  keywords?: IdList;
  withoutKeywords?: readonly number[];
  companies?: IdList;
  withoutCompanies?: readonly number[];
  /** Shows only. */
  networks?: IdList;
  watch?: WatchFilter;
  certification?: CertificationFilter;
}

/** What the routes read: TMDB's answers, built from the catalogue file. */
export interface Catalogue {
  detailsJson(media: MediaType, id: number): string | undefined;
  titleCredits(media: TitleMediaType, id: number): Credits;
  /**
   * A show's details as they stand on `day`: a generated show's seasons, episode counts and last
   * and next episodes follow the calendar (show-calendar.ts); an imported show's are as stored.
   */
  tvDetailsJson(id: number, day: UtcDay): string | undefined;
  /**
   * Many shows' details on `day`, as tvDetailsJson gives each, read in one query: in the order
   * asked, undefined for an id the catalogue lacks. For the library's progress over all of a
   * member's shows at once.
   */
  tvDetailsOfShows(ids: readonly number[], day: UtcDay): Array<TvDetails | undefined>;
  /**
   * Season `season` of a generated show on `day` (0: the specials), with its episodes, their crew
   * and guest stars. Undefined when the show, or the season on that day, does not exist, and in
   * a catalogue anything was imported into: its shows have no plans to make seasons from.
   */
  tvSeason(id: number, season: number, day: UtcDay): TvSeasonDetails | undefined;
  /**
   * The episodes tvSeason lists, in order, as TV details name an episode: without the crew and
   * guest stars, whose names cost a person query. Undefined as for tvSeason.
   */
  tvSeasonEpisodes(id: number, season: number, day: UtcDay): TvEpisode[] | undefined;
  /** The show's cast, and its crew with the season's episodes' own; undefined as for tvSeason. */
  tvSeasonCredits(id: number, season: number, day: UtcDay): Credits | undefined;
  /** One episode on `day`; undefined as for tvSeason, or when the season has no such episode. */
  tvEpisode(id: number, season: number, episode: number, day: UtcDay): TvEpisodeDetails | undefined;
  /** The show's cast, the episode's crew and its guest stars; undefined as for tvEpisode. */
  tvEpisodeCredits(
    id: number,
    season: number,
    episode: number,
    day: UtcDay,
  ): EpisodeCredits | undefined;
  /**
   * Shows with an episode (a special too) airing on one of `days` days from `from` (1 to 7: a show
   * airs on one weekday), most popular first; none in a catalogue anything was imported into.
   */
  tvAiring(from: UtcDay, days: number, page: number): Page<TvListItem>;
  /**
   * A movie's details as they stand on `day`: a generated current film's release date (and status)
   * follow the calendar (movie-calendar.ts); any other movie's are as stored.
   */
  movieDetailsJson(id: number, day: UtcDay): string | undefined;
  /**
   * A page of list items as their details stand on `day` (movieDetailsJson): the stored rows of
   * search, trending, similar and recommendations carry a current film's drawn date.
   */
  onDay<T extends AnyListItem>(page: Page<T>, day: UtcDay): Page<T>;
  /**
   * TMDB's release_dates results on `day`, grouped by country; undefined: no such movie; none for
   * a movie whose releases the catalogue does not know (an imported one).
   */
  movieReleaseDates(id: number, day: UtcDay): CountryReleases[] | undefined;
  /** TMDB's content_ratings results; undefined: no such show; none when not known (imported). */
  tvContentRatings(id: number): ContentRating[] | undefined;
  /**
   * Movies with a theatrical release in `region` (in any country when undefined) dated `from` to
   * `to` (fewer days than a film's 364-day cycle) as they stand on `day`, most popular first;
   * none in a catalogue anything was imported into.
   */
  moviesInCinemas(
    region: string | undefined,
    day: UtcDay,
    from: UtcDay,
    to: UtcDay,
    page: number,
  ): Page<MovieListItem>;
  personCombinedCredits(id: number): CombinedCredits;
  similar(media: TitleMediaType, id: number, page: number): Page<MovieListItem | TvListItem>;
  /** Titles to watch after this one, best first (TMDB's /recommendations). */
  recommendations(
    media: TitleMediaType,
    id: number,
    page: number,
  ): Page<MovieListItem | TvListItem>;
  /**
   * Where a title can be watched: by region, its services by way of watching, each list first
   * first. {} for a title on no service, and for every title of a catalogue anything was imported
   * into (its titles may be TMDB's, under a generated title's id). Undefined: no such title.
   */
  titleOffers(media: TitleMediaType, id: number): TitleOffers | undefined;
  /**
   * The services that carry `media` (only those operating in `region`, when given), first first;
   * none in a catalogue anything was imported into.
   */
  watchProviders(media: TitleMediaType, region?: string): WatchProvider[];
  /**
   * The ids TMDB's external_ids answer carries that the catalogue knows; undefined: no such title.
   * tvdb_id: a generated show's TheTVDB id (generated-tvdb-id.ts); null for a movie, and for every
   * show of a catalogue anything was imported into.
   */
  externalIds(
    media: TitleMediaType,
    id: number,
  ): { imdb_id: string | null; tvdb_id: number | null } | undefined;
  /**
   * The TheTVDB id of an episode of a generated show, which the caller knows the season lists;
   * null in a catalogue anything was imported into.
   */
  episodeTvdbId(id: number, season: number, episode: number): number | null;
  /** The title with this IMDb id (`tt` and digits), as TMDB's /find lists it; undefined when none. */
  findByImdbId(
    imdbId: string,
  ):
    | { media_type: 'movie'; item: MovieListItem }
    | { media_type: 'tv'; item: TvListItem }
    | undefined;
  /**
   * The show, or the episode listed on `day`, with this TheTVDB id, as TMDB's /find lists them;
   * undefined when none (always, in a catalogue anything was imported into).
   */
  findByTvdbId(
    tvdbId: number,
    day: UtcDay,
  ):
    | { media_type: 'tv'; item: TvListItem }
    | { media_type: 'tv_episode'; item: TvEpisode }
    | undefined;
  /**
   * Titles whose title or original title is `title` once folded as search folds it (case,
   * accents, punctuation); with a year, only those released (first aired) in it or a year either
   * side. Exact years first, then most popular; at most `limit`. For matching imported rows.
   */
  titlesNamed(
    media: TitleMediaType,
    title: string,
    year: number | undefined,
    limit: number,
  ): Array<MovieListItem | TvListItem>;
  /**
   * The titles `filter` keeps, in its order, as they stand on `day` (a current film's date); the
   * count is exact.
   */
  list(
    media: TitleMediaType,
    filter: ListFilter,
    page: number,
    day: UtcDay,
  ): Page<MovieListItem | TvListItem>;
  popularPeople(page: number): Page<PersonListItem>;
  /** The most popular ids of a kind, most popular first: the pool trending is ranked from. */
  popularityLeaders(media: MediaType, limit: number): Array<{ id: number; popularity: number }>;
  /** List items for refs, in the same order; refs that no longer exist are skipped. */
  listItems(refs: readonly MediaRef[]): AnyListItem[];
  search(
    kind: MediaType | 'multi',
    match: string,
    exactKey: string,
    page: number,
  ): Page<AnyListItem>;
  /** The title's keywords by id; none for a title the catalogue has no keywords of. */
  titleKeywords(media: TitleMediaType, id: number): Keyword[];
  keyword(id: number): Keyword | undefined;
  /** Titles with the keyword, most popular first. */
  keywordTitles(
    media: TitleMediaType,
    keywordId: number,
    page: number,
  ): Page<MovieListItem | TvListItem>;
  /** Keywords matching a search (buildSearchQuery's match): the exact name first, then those it begins. */
  searchKeywords(match: string, exactKey: string, page: number): Page<Keyword>;
  /** A company's page as TMDB's /3/company/{id} answers it. */
  companyJson(id: number): string | undefined;
  /** A network's page as TMDB's /3/network/{id} answers it. */
  networkJson(id: number): string | undefined;
  /** Companies matching a search, ranked as searchKeywords ranks keywords. */
  searchCompanies(match: string, exactKey: string, page: number): Page<CompanySummary>;
  /**
   * A collection as /3/collection/{id} answers it on `day`, its parts in release order; undefined:
   * no such collection.
   */
  collection(id: number, day: UtcDay): CollectionDetails | undefined;
  /** Collections matching a search, ranked as searchKeywords ranks keywords. */
  searchCollections(match: string, exactKey: string, page: number): Page<CollectionListItem>;
  close(): void;
}

export const PAGE_SIZE = 20;

export function pageOfResults<T>(page: number, results: T[], total: number): Page<T> {
  return { page, results, total_pages: Math.ceil(total / PAGE_SIZE), total_results: total };
}
