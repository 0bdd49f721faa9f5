import type { Generated } from 'kysely';
import type { Theme } from '@marquee/tmdb-types/page-preferences';

/** The two engines the library runs on, with the same migrations and queries. */
export type LibraryEngine = 'sqlite' | 'postgres';

/** The kinds of title a library holds; people are not kept. */
export type LibraryMediaType = 'movie' | 'tv';

/**
 * The library's tables as the query builder sees them. Times are milliseconds since the epoch and
 * dates 'YYYY-MM-DD' text on both engines, so a row reads the same from SQLite and PostgreSQL;
 * ratings are whole numbers of half points (1 to 20), so no value is ever rounded.
 * library-schema.ts declares the same tables column by column, and a test holds the migrated
 * databases to it.
 */
export interface LibraryTables {
  watchlist: TitleMarkTable;
  favourites: TitleMarkTable;
  ratings: RatingTable;
  diary_entries: DiaryEntryTable;
  lists: ListTable;
  list_items: ListItemTable;
  remembered_titles: RememberedTitleTable;
  title_genres: TitleGenreTable;
  member_settings: MemberSettingsTable;
  show_progress: ShowProgressTable;
  episode_watches: EpisodeWatchTable;
  episode_ratings: EpisodeRatingTable;
  calendar_feeds: CalendarFeedTable;
  saved_filters: SavedFilterTable;
}

/** A title on a user's watchlist or among their favourites. */
export interface TitleMarkTable {
  uid: string;
  media_type: LibraryMediaType;
  media_id: number;
  added_at: number;
}

export interface RatingTable {
  uid: string;
  media_type: LibraryMediaType;
  media_id: number;
  value_halves: number;
  rated_at: number;
}

export interface DiaryEntryTable {
  id: Generated<number>;
  uid: string;
  media_type: LibraryMediaType;
  media_id: number;
  watched_on: string;
  note: string | null;
  rating_halves: number | null;
  created_at: number;
}

export interface ListTable {
  id: Generated<number>;
  uid: string;
  name: string;
  description: string;
  created_at: number;
  updated_at: number;
  /** Kept with every add and remove, so listing lists never counts items. */
  item_count: number;
  /** Issue 13 (shared lists): 1 when anyone with the share id may read the list. */
  is_public: Generated<number>;
  /** Issue 13: the unguessable id of a shared list's address; list ids are sequential. */
  share_id: string | null;
}

export interface ListItemTable {
  list_id: number;
  media_type: LibraryMediaType;
  media_id: number;
  /** 0 to item_count - 1, without gaps: the order the owner chose. */
  position: number;
  added_at: number;
}

/**
 * A title's details as the catalogue gave them when it was last added to anything, shared by
 * every user, with the columns the reads sort and filter by taken out of them.
 */
export interface RememberedTitleTable {
  media_type: LibraryMediaType;
  media_id: number;
  /** The LibraryTitle, as JSON. */
  details: string;
  /** The title (a show's name) lower-cased, for the case-insensitive sort. */
  title_key: string;
  /** 'YYYY-MM-DD', a show's first air date; null when TMDB has none. */
  release_date: string | null;
  popularity: number | null;
}

/** The TMDB genres of a remembered title, one row each, for the genre filter. */
export interface TitleGenreTable {
  media_type: LibraryMediaType;
  media_id: number;
  genre_id: number;
}

/** A member's settings; no row is the defaults (no display name, watched titles shown). */
export interface MemberSettingsTable {
  uid: string;
  /** 1 to 50 characters, shown on the member's public lists; null for none. */
  display_name: string | null;
  /** 1 when browse and search leave out the titles the member has watched. */
  hide_watched: Generated<number>;
  /** The member's region for their services, two capital letters (ISO 3166-1); null: not chosen. */
  watch_region: string | null;
  /** The ids of the services they pay for, ascending, joined by commas; '' for none. */
  watch_providers: Generated<string>;
  /** 1 when a title they can rent or buy on their services counts as on them. */
  count_rent_buy: Generated<number>;
  /** 1 when browse keeps to what the member can watch on their services. */
  only_my_services: Generated<number>;
  /** The app's language, one of display-choices.ts' DISPLAY_LANGUAGES; null: not chosen. */
  language: string | null;
  /** dark, light or system; null: not chosen. */
  theme: Theme | null;
  /** 1 when the keyboard shortcuts are on, 0 when off; null: not chosen. */
  keyboard_shortcuts: number | null;
  updated_at: number;
}

/** Where a member is with a show they follow (issue 22). */
export type ShowStatus = 'watching' | 'paused' | 'dropped';

export interface ShowProgressTable {
  uid: string;
  show_id: number;
  /** The current watch-through, from 1; starting the show again opens the next. */
  cycle: number;
  status: ShowStatus;
  /** When the current cycle began. */
  started_at: number;
  updated_at: number;
}

/** One watch of an episode; season 0 holds the specials. */
export interface EpisodeWatchTable {
  id: Generated<number>;
  uid: string;
  show_id: number;
  season_number: number;
  episode_number: number;
  cycle: number;
  /** 0 for the cycle's first watch of the episode, then 1, 2… for each time again. */
  rewatch: number;
  watched_on: string;
  created_at: number;
}

export interface EpisodeRatingTable {
  uid: string;
  show_id: number;
  season_number: number;
  episode_number: number;
  value_halves: number;
  rated_at: number;
  /** The episode in TMDB's shape as the catalogue gave it when rated, as JSON. */
  details: string;
}

/** The secret of a member's private calendar feed address. */
export interface CalendarFeedTable {
  uid: string;
  secret: string;
  created_at: number;
}

/** Browse filters a member saved under a name (issue 23). */
export interface SavedFilterTable {
  id: Generated<number>;
  uid: string;
  /** 1 to 100 characters, trimmed. */
  name: string;
  /** Which browse page the filters are of: /movies or /tv. */
  media_type: LibraryMediaType;
  /** The browse address's query without `?` and `page`, at most 2,000 characters. */
  query: string;
  /** 1 when home shows the filters' titles as a row. */
  pinned: Generated<number>;
  /** 0 to the member's count - 1, without gaps: the member's order, on home too. */
  position: number;
  created_at: number;
}
