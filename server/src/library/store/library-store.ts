import type { LibraryTitle, RatedEpisode } from '@marquee/tmdb-types/account';
import type { Theme } from '@marquee/tmdb-types/page-preferences';
import type { AnswerVersions } from './answer-versions.js';
import type { EpisodeNumbers, EpisodeRef, SliceRequest, TitleRef } from './library-limits.js';
import type { LibraryMediaType, ShowStatus } from './library-tables.js';

export type { EpisodeNumbers, EpisodeRef, LibraryTitle, ShowStatus, SliceRequest, TitleRef };

/** The two yes-or-no marks a title can carry, each a TMDB account list. */
export type TitleMark = 'watchlist' | 'favourites';

/**
 * What a read knows of a title besides its id: the details remembered when it was last added to
 * anything (rememberTitles), or null when none were ever remembered.
 */
export interface WithDetails {
  details: LibraryTitle | null;
}

/** Days from `start` to `end`, both included, as TMDB writes dates ('YYYY-MM-DD'). */
export interface CalendarRange {
  start: string;
  end: string;
}

/** A movie on the watchlist with the release date its remembered details give. */
export interface ReleasedMovie extends TitleRef {
  details: LibraryTitle;
  releaseDate: string;
}

/** Times are milliseconds since the epoch; ratings are 0.5 to 10. */
export interface MarkedTitle extends TitleRef, WithDetails {
  addedAt: number;
  /** The user's rating of the title, if any (the "your rating" sort shows it). */
  rating: number | null;
}

export interface RatedTitle extends TitleRef, WithDetails {
  rating: number;
  ratedAt: number;
}

/** An episode as the catalogue gave it when rated: an item of TMDB's rated episodes, unrated. */
export type RatedEpisodeDetails = Omit<RatedEpisode, 'rating'>;

/** The member's rating of an episode, with the episode as it was when last rated. */
export interface RatedEpisodeRow extends EpisodeRef {
  rating: number;
  ratedAt: number;
  details: RatedEpisodeDetails;
}

/** What a season page shows of the member's rating of one of the show's episodes. */
export interface ShowEpisodeRating {
  seasonNumber: number;
  episodeNumber: number;
  rating: number;
}

/** What a card shows about one title, and what TMDB's account_states answers. */
export interface TitleState extends TitleRef {
  watchlist: boolean;
  favourite: boolean;
  rating: number | null;
  /** Diary entries of the title: 0 is not watched. */
  watchCount: number;
  /** The user's lists that hold the title, smallest id first. */
  listIds: number[];
}

export interface DiaryEntry extends TitleRef, WithDetails {
  id: number;
  /** 'YYYY-MM-DD', the day as the person gave it. */
  watchedOn: string;
  note: string | null;
  rating: number | null;
  createdAt: number;
}

export interface NewDiaryEntry extends TitleRef {
  watchedOn: string;
  note?: string | null;
  rating?: number | null;
}

export interface LibraryList {
  id: number;
  name: string;
  description: string;
  createdAt: number;
  updatedAt: number;
  itemCount: number;
  /** Anybody with the share id may read it (getSharedList). */
  isPublic: boolean;
  /** The share link's id while public, else null. */
  shareId: string | null;
}

export interface ListItem extends TitleRef, WithDetails {
  /** 0 for the first item in the owner's order. */
  position: number;
  addedAt: number;
  rating: number | null;
}

/** One part of a longer list, with the length of the whole. */
export interface Slice<T> {
  results: T[];
  total: number;
}

/**
 * Sorts by the remembered details, shared by every read: the user's rating (unrated last in
 * either direction), the release or first air date (undated last), the title (case-insensitive)
 * and TMDB's popularity. Ties fall back to the read's own date order, then the title's id.
 */
export type DetailsSort = 'rating' | 'release_date' | 'title' | 'popularity';

/** Filters by the remembered details, shared by every read. */
export interface TitleFilter {
  mediaType?: LibraryMediaType;
  /** Titles with this TMDB genre id. */
  genreId?: number;
  /** A year divisible by 10: titles released (first aired) from then to nine years on. */
  decade?: number;
}

export interface MarkSliceRequest extends SliceRequest, TitleFilter {
  /** By date added (the default) or by the details. */
  sort?: 'added' | DetailsSort;
  /** Newest (or largest) first by default. */
  order?: 'asc' | 'desc';
}

export interface RatingSliceRequest extends SliceRequest, TitleFilter {
  /** By when it was rated (the default), by the rating, or by the details. */
  sort?: 'rated' | DetailsSort;
  order?: 'asc' | 'desc';
}

export interface DiarySliceRequest extends SliceRequest, TitleFilter {
  /** Only the watches of one title. */
  title?: TitleRef;
  /** By the day watched, then by when it was logged (the default), or by the details. */
  sort?: 'watched' | DetailsSort;
  order?: 'asc' | 'desc';
}

export interface ListItemSliceRequest extends SliceRequest, TitleFilter {
  /** The owner's order (the default, first first), the date added, or the details. */
  sort?: 'position' | 'added' | DetailsSort;
  /** First first for the owner's order; newest (or largest) first for the others. */
  order?: 'asc' | 'desc';
}

export interface ListChanges {
  name?: string;
  description?: string;
}

/** A member's settings; defaults until first changed. */
export interface MemberSettings {
  /** 1 to 50 characters, shown on the member's public lists; null for none. */
  displayName: string | null;
  hideWatched: boolean;
  /** Two capital letters (ISO 3166-1), the region of the member's services; null: not chosen. */
  watchRegion: string | null;
  /** The ids of the services the member pays for, ascending, each once. */
  watchProviders: number[];
  /** Whether a title the member can rent or buy on their services counts as on them. */
  countRentBuy: boolean;
  /** Whether browse keeps to what the member can watch on their services. */
  onlyMyServices: boolean;
  /** The app's language, one of DISPLAY_LANGUAGES (display-choices.ts); null: not chosen. */
  language: string | null;
  /** null: not chosen. */
  theme: Theme | null;
  /** Whether the keyboard shortcuts are on; null: not chosen. */
  keyboardShortcuts: boolean | null;
}

/** A title a member liked: rated 7 or more, or favourited (or both). */
export interface LikedTitle extends TitleRef, WithDetails {
  rating: number | null;
  favourite: boolean;
  /** When it was last rated or favourited, whichever is later. */
  likedAt: number;
}

/** A public list as anybody may read it. */
export interface SharedListRead {
  list: LibraryList;
  /** The owner's display name; nothing else of theirs. */
  ownerName: string | null;
  items: Slice<ListItem>;
}

/** A title as an import adds it; a missing time is the import's. */
export interface ImportedTitle extends TitleRef {
  addedAt?: number;
}

/** A followed show as an import brings it; a missing time is the import's. */
export interface ImportedShow {
  showId: number;
  status: ShowStatus;
  cycle: number;
  startedAt?: number;
  updatedAt?: number;
}

/** A watch of an episode as an import brings it; a missing time is the import's. */
export interface ImportedEpisodeWatch extends EpisodeNumbers {
  showId: number;
  cycle: number;
  rewatch: number;
  watchedOn: string;
  createdAt?: number;
}

/** A rating of an episode as an import brings it; a missing time is the import's. */
export interface ImportedEpisodeRating extends EpisodeRef {
  rating: number;
  ratedAt?: number;
  /** The episode as the catalogue lists it, kept as rating it keeps them (rateEpisode). */
  details: RatedEpisodeDetails;
}

/**
 * What an import writes, in the store's terms (docs/library-api.md, "Import and export"). The
 * titles are known to exist and their details remembered before the store is asked.
 */
export interface ImportPlan {
  watchlist: ImportedTitle[];
  favourites: ImportedTitle[];
  ratings: Array<TitleRef & { rating: number; ratedAt?: number }>;
  diary: Array<NewDiaryEntry & { createdAt?: number }>;
  /** Each gets a diary entry on watchedOn only if the title has none after the rest. */
  watched: Array<TitleRef & { watchedOn: string }>;
  /** A new list is created at createdAt (the import's time when absent); a list found by name keeps its own. */
  lists: Array<{ name: string; description?: string; createdAt?: number; items: ImportedTitle[] }>;
  /**
   * A show the member does not follow is followed as given; one they follow keeps its progress.
   * Either way its cycle rises, if need be, to the highest of the show's watches here.
   */
  shows: ImportedShow[];
  /**
   * Each written unless the member has a watch of the same show, cycle, episode and rewatch; the
   * show of one is followed (its highest cycle here, watching) when neither the member nor
   * `shows` follows it.
   */
  episodeWatches: ImportedEpisodeWatch[];
  /**
   * Each episode once (its last row): a rating of the same value as the member's is left as it
   * is, date and details too; another value replaces value, date and details.
   */
  episodeRatings: ImportedEpisodeRating[];
}

/** What an import changed, kind by kind (ImportCounts on the wire). */
export interface ImportCounts {
  watchlist: number;
  favourites: number;
  ratings: number;
  diary: number;
  lists: number;
  listItems: number;
  /** Shows newly followed. */
  shows: number;
  episodeWatches: number;
  /** New episode ratings and episode ratings that changed value. */
  episodeRatings: number;
}

/** Everything of one member's, for an export: oldest first, list items in the owner's order. */
export interface LibraryContents {
  settings: MemberSettings;
  watchlist: MarkedTitle[];
  favourites: MarkedTitle[];
  ratings: RatedTitle[];
  diary: DiaryEntry[];
  lists: Array<{ list: LibraryList; items: ListItem[] }>;
  /** Every show followed, by when its current cycle began. */
  shows: FollowedShow[];
  /** Every watch of an episode: by the day watched, then when logged. */
  episodeWatches: EpisodeWatch[];
  /** Every rating of an episode: by when rated, then show, season and episode. */
  episodeRatings: RatedEpisodeRow[];
  /** The saved browse filters, in the member's order. */
  savedFilters: SavedFilter[];
}

/**
 * One person's library. Every method takes the user id (from a verified token, never from a
 * request's path or body) first and reaches only that user's rows: another user's list or diary
 * entry is as absent as one that never existed. Failures are LibraryErrors: a refused input or a
 * limit by its code, a database that cannot be reached as 'unavailable'. Adding what is there
 * already changes nothing and is no error, even when two requests race to add it.
 */
/** Every member's titles' details, kept for the reads (the catalogue's data, not theirs). */
export interface TitleMemory {
  /**
   * Keeps the details of titles that are being added, for the reads' items, sorts and filters.
   * Shared by every user (it is the catalogue's data, not theirs); a newer copy replaces an older.
   * True when any title's details changed; details already stored as given are not written again.
   */
  rememberTitles(titles: readonly LibraryTitle[]): Promise<boolean>;
}

/** The watchlist and favourites, and a title's states across the whole library. */
export interface TitleMarkStore {
  /** Puts the title on or off the watchlist or favourites; true when that changed anything. */
  setMark(uid: string, mark: TitleMark, title: TitleRef, on: boolean): Promise<boolean>;
  listMarks(uid: string, mark: TitleMark, request?: MarkSliceRequest): Promise<Slice<MarkedTitle>>;
  /** The ids of the shows on the member's watchlist, in no order: what a calendar follows. */
  watchlistShowIds(uid: string): Promise<number[]>;
  /**
   * The movies on the member's watchlist whose remembered details date their release in `range`,
   * by that date (then latest added first); one whose details name no date is in no range.
   */
  watchlistMoviesReleased(uid: string, range: CalendarRange): Promise<ReleasedMovie[]>;

  /** The states of up to MAX_TITLES_PER_STATES_QUERY titles, in their order, in one query. */
  titleStates(uid: string, titles: readonly TitleRef[]): Promise<TitleState[]>;
}

/** A member's ratings. */
export interface RatingStore {
  /**
   * Sets or replaces the user's rating of the title: true when it is new, false when it replaced
   * one. Decided by the write itself, so of two first ratings at once only one is new.
   */
  rate(uid: string, title: TitleRef, rating: number): Promise<boolean>;
  /** True when there was a rating to remove. */
  unrate(uid: string, title: TitleRef): Promise<boolean>;
  listRatings(uid: string, request?: RatingSliceRequest): Promise<Slice<RatedTitle>>;
}

/** A member's ratings of single episodes. */
export interface EpisodeRatingStore {
  /**
   * Sets or replaces the member's rating of the episode, and the episode's details with it: true
   * when it is new, false when it replaced one (decided by the write, as `rate` does). The
   * details must be of this episode; only the fields TMDB's rated list carries are kept.
   */
  rateEpisode(
    uid: string,
    episode: EpisodeRef,
    rating: number,
    details: RatedEpisodeDetails,
  ): Promise<boolean>;
  /** True when there was a rating to remove. */
  unrateEpisode(uid: string, episode: EpisodeRef): Promise<boolean>;
  /** Most recently rated first. */
  listEpisodeRatings(uid: string, request?: SliceRequest): Promise<Slice<RatedEpisodeRow>>;
  /** The member's ratings of the show's episodes, by season and then episode. */
  episodeRatingsOfShow(uid: string, showId: number): Promise<ShowEpisodeRating[]>;
}

/**
 * The secret in a member's calendar feed address: a calendar app fetches the feed without signing
 * in, so whoever has the address may read it.
 */
export interface CalendarFeedStore {
  /** The member's secret, made when first asked for; the same however many ask at once. */
  calendarFeedSecret(uid: string): Promise<string>;
  /** Replaces the member's secret with a new one, so the old address finds nobody. */
  resetCalendarFeed(uid: string): Promise<string>;
  /** Whose feed the secret opens; undefined for any text that is no member's secret. */
  calendarFeedOwner(secret: string): Promise<string | undefined>;
}

/** A member's diary of watches. */
export interface DiaryStore {
  /** Logs a watch; a rewatch is another entry. */
  addDiaryEntry(uid: string, entry: NewDiaryEntry): Promise<DiaryEntry>;
  /** True when the user had an entry of that id. */
  deleteDiaryEntry(uid: string, id: number): Promise<boolean>;
  listDiary(uid: string, request?: DiarySliceRequest): Promise<Slice<DiaryEntry>>;
}

/** A member's own lists and their items. */
export interface ListStore {
  createList(uid: string, list: { name: string; description?: string }): Promise<LibraryList>;
  /** Throws 'list-not-found' unless the user has that list. */
  updateList(uid: string, listId: number, changes: ListChanges): Promise<LibraryList>;
  /** True when the user had that list; its items go with it. */
  deleteList(uid: string, listId: number): Promise<boolean>;
  getList(uid: string, listId: number): Promise<LibraryList | undefined>;
  /** Most recently changed first. */
  listLists(uid: string, request?: SliceRequest): Promise<Slice<LibraryList>>;

  /** Appends the title to the list; true when it was not there yet. */
  addListItem(uid: string, listId: number, title: TitleRef): Promise<boolean>;
  /** True when the title was in the list. */
  removeListItem(uid: string, listId: number, title: TitleRef): Promise<boolean>;
  /**
   * Moves the title to `position` (0 is first; past the end is last), shifting the items between;
   * false when the title is not in the list.
   */
  moveListItem(uid: string, listId: number, title: TitleRef, position: number): Promise<boolean>;
  /** TMDB's item_status: is the title in the list? */
  listItemStatus(uid: string, listId: number, title: TitleRef): Promise<boolean>;
  listListItems(
    uid: string,
    listId: number,
    request?: ListItemSliceRequest,
  ): Promise<Slice<ListItem>>;
}

/** Public lists: making one public, and reading one by its share id. */
export interface SharingStore {
  /**
   * Makes the list public with a new share id, or private (forgetting the id); throws
   * 'list-not-found' unless the member has that list.
   */
  setListPublic(uid: string, listId: number, isPublic: boolean): Promise<LibraryList>;
  /** A public list by its share id, for anybody; undefined when unknown or private. */
  getSharedList(shareId: string, request?: SliceRequest): Promise<SharedListRead | undefined>;
}

/** A member's settings. */
export interface SettingsStore {
  getSettings(uid: string): Promise<MemberSettings>;
  /**
   * Changes the given settings; a display name is trimmed, and '' or null removes it; services
   * are kept ascending, each once.
   */
  updateSettings(uid: string, changes: Partial<MemberSettings>): Promise<MemberSettings>;
}

/** What "For you" starts from. */
export interface LikedTitlesStore {
  /** The member's liked titles, most recently liked first, at most `limit`. */
  likedTitles(uid: string, limit: number): Promise<LikedTitle[]>;
}

/** A whole library at once: bringing one in, taking it out, deleting it. */
export interface TransferStore {
  /**
   * Writes a whole import in one transaction, or nothing: every value and limit is checked
   * first, and a refusal is a LibraryError whose message starts with where it is
   * ("ratings[3]: …"). Importing the same plan again changes nothing.
   */
  importLibrary(uid: string, plan: ImportPlan): Promise<ImportCounts>;
  /**
   * The titles among these whose details were never remembered (rememberTitles), in their order:
   * what an import must look up before it may name them. Shared details, nobody's library.
   */
  unrememberedTitles(titles: readonly TitleRef[]): Promise<TitleRef[]>;
  /** Everything of the member's, read in one transaction so it is consistent. */
  exportLibrary(uid: string): Promise<LibraryContents>;
  /**
   * Removes every row of the member's: marks, ratings, episode ratings, diary, lists and their
   * items, settings, shows followed, episode watches, the calendar feed and saved filters.
   */
  deleteMemberData(uid: string): Promise<void>;
}

/** Where a member is with a show they follow. */
export interface ShowProgress {
  showId: number;
  /** The current watch-through, from 1; progress counts only its watches. */
  cycle: number;
  status: ShowStatus;
  /** When the current cycle began. */
  startedAt: number;
  /** When an episode was last marked or the status changed: Up next's order, latest first. */
  updatedAt: number;
}

/** A followed show with its remembered details. */
export interface FollowedShow extends ShowProgress, WithDetails {}

/** One watch of an episode. */
export interface EpisodeWatch extends EpisodeNumbers {
  id: number;
  showId: number;
  cycle: number;
  /** 0 for the cycle's first watch of the episode, 1, 2… for each time again. */
  rewatch: number;
  /** 'YYYY-MM-DD', the day as the person gave it. */
  watchedOn: string;
  createdAt: number;
}

/** A watch as the diary lists it, with the show's remembered details. */
export interface EpisodeWatchEntry extends EpisodeWatch, WithDetails {}

/** A followed show with how far its current cycle has come, for Up next. */
export interface ShowProgressSummary extends ShowProgress {
  /** Regular episodes (season 1 on) watched at least once in the current cycle. */
  watchedEpisodes: number;
  /** The furthest regular episode watched in the current cycle; null when none is. */
  furthest: EpisodeNumbers | null;
}

/** Everything of a member's about one show. */
export interface ShowWatches {
  /** Undefined while the member does not follow the show. */
  progress: ShowProgress | undefined;
  /** Every watch of every cycle: by cycle, season, episode, then rewatch. */
  watches: EpisodeWatch[];
}

export interface MarkEpisodesOptions {
  /** 'YYYY-MM-DD', no later than tomorrow in UTC (checkWatchedOn). */
  watchedOn: string;
  /** Another watch of episodes already watched in this cycle (a rewatch), instead of none. */
  again?: boolean;
}

/** A member's episode progress: shows followed, their cycles, and every watch. */
export interface EpisodeProgressStore {
  /**
   * Marks episodes watched in the show's current cycle, following the show (cycle 1) if the
   * member did not, and watching it again if it was paused or dropped. An episode already watched
   * in the cycle gets no second watch unless `again`. Returns the watches written, in the order
   * asked; of two requests at once marking one episode, only one writes.
   */
  markEpisodes(
    uid: string,
    showId: number,
    episodes: readonly EpisodeNumbers[],
    options: MarkEpisodesOptions,
  ): Promise<EpisodeWatch[]>;
  /** Removes the current cycle's watches of these episodes (past cycles keep theirs); how many went. */
  unmarkEpisodes(uid: string, showId: number, episodes: readonly EpisodeNumbers[]): Promise<number>;
  /** True when the member had a watch of that id. */
  deleteEpisodeWatch(uid: string, id: number): Promise<boolean>;
  showWatches(uid: string, showId: number): Promise<ShowWatches>;
  /** Every show the member follows, with its current cycle's progress, latest activity first. */
  followedShows(uid: string): Promise<ShowProgressSummary[]>;
  /** Sets the show's status, following it (cycle 1) if the member did not. */
  setShowStatus(uid: string, showId: number, status: ShowStatus): Promise<ShowProgress>;
  /** Opens the next cycle (the first when the member did not follow the show), watching it. */
  startShowAgain(uid: string, showId: number): Promise<ShowProgress>;
  /**
   * The episodes watched in the current cycle of each of these shows (of those the member
   * follows), each once: what a calendar marks as seen.
   */
  watchedInCurrentCycles(uid: string, showIds: readonly number[]): Promise<EpisodeRef[]>;
  /** Every watch of every show (or of one), latest watched first, for the diary. */
  listEpisodeWatches(
    uid: string,
    request?: SliceRequest & { showId?: number },
  ): Promise<Slice<EpisodeWatchEntry>>;
}

/** Browse filters a member saved under a name (issue 23), in the member's order. */
export interface SavedFilter {
  id: number;
  name: string;
  mediaType: LibraryMediaType;
  /** The browse address's query, without `?` and `page`; '' for no filter. */
  query: string;
  /** Shown as a row on home. */
  pinned: boolean;
  /** 0 for the first in the member's order. */
  position: number;
  createdAt: number;
}

export interface NewSavedFilter {
  name: string;
  mediaType: LibraryMediaType;
  query: string;
  pinned?: boolean;
}

export interface SavedFilterChanges {
  name?: string;
  pinned?: boolean;
  /** The new place, 0 first; past the end is last. The ones between shift. */
  position?: number;
}

/** A member's saved browse filters. */
export interface SavedFilterStore {
  /** In the member's order. */
  listSavedFilters(uid: string): Promise<SavedFilter[]>;
  /** Puts it last; a name is trimmed, a query loses `?` and `page`. */
  createSavedFilter(uid: string, filter: NewSavedFilter): Promise<SavedFilter>;
  /** Throws 'saved-filter-not-found' unless the member has that one. */
  updateSavedFilter(uid: string, id: number, changes: SavedFilterChanges): Promise<SavedFilter>;
  /** True when the member had that one; the ones after it move up. */
  deleteSavedFilter(uid: string, id: number): Promise<boolean>;
}

/**
 * A member's library, over SQLite or PostgreSQL (create-library-store.ts): one object with every
 * part. Each route area asks for the parts it uses, so what a route may touch is in its type.
 */
export interface LibraryStore
  extends
    TitleMemory,
    TitleMarkStore,
    RatingStore,
    EpisodeRatingStore,
    CalendarFeedStore,
    DiaryStore,
    ListStore,
    SharingStore,
    SettingsStore,
    LikedTitlesStore,
    TransferStore,
    EpisodeProgressStore,
    SavedFilterStore {
  /**
   * Kept when this process is the database's only writer (SQLite): an answer of a member's reads
   * may be given again while their version has not moved. Absent for PostgreSQL, which other
   * servers write too, so no answer is kept.
   */
  readonly answerVersions?: AnswerVersions;
}
