/*
 * A member's library on the wire: TMDB v3's account, rating and list shapes where TMDB has the
 * feature, Marquee's own (marked so below) where it has none. docs/library-api.md is the contract.
 */
import type { TvEpisode } from './details.js';
import type { MovieListItem, TitleMediaType, TvListItem } from './media.js';
import type { Page } from './page.js';

/** A title as the library shows it: TMDB's list item, always with its media_type. */
export type LibraryTitle =
  (MovieListItem & { media_type: 'movie' }) | (TvListItem & { media_type: 'tv' });

/** An item of the rated lists: TMDB adds the member's rating to the list item. */
export type RatedLibraryTitle = LibraryTitle & { rating: number };

/**
 * An item of GET /3/account/{account_id}/rated/tv/episodes: the episode as TV details name one
 * (TMDB's rated list leaves out episode_type), with the member's rating.
 */
export interface RatedEpisode extends Omit<TvEpisode, 'episode_type'> {
  rating: number;
}

/** TMDB's answer to a write: 1 created, 12 updated (or already so), 13 deleted. */
export interface StatusAnswer {
  status_code: 1 | 12 | 13;
  status_message: string;
}

/** Body of POST /3/account/{account_id}/watchlist. */
export interface WatchlistBody {
  media_type: TitleMediaType;
  media_id: number;
  watchlist: boolean;
}

/** Body of POST /3/account/{account_id}/favorite. */
export interface FavoriteBody {
  media_type: TitleMediaType;
  media_id: number;
  favorite: boolean;
}

/** Body of POST /3/{movie,tv}/{id}/rating: 0.5 to 10 in steps of 0.5. */
export interface RatingBody {
  value: number;
}

/** GET /3/{movie,tv}/{id}/account_states; Marquee adds `watched` and `list_ids`. */
export interface AccountStates {
  id: number;
  favorite: boolean;
  rated: { value: number } | false;
  watchlist: boolean;
  /** Marquee: how many times the diary has the title (0 = not watched). */
  watched: number;
  /** Marquee: the member's lists that hold the title. */
  list_ids: number[];
}

/** GET /3/tv/{id}/season/{n}/account_states: TMDB's, each episode's rating by the member. */
export interface SeasonAccountStates {
  /** The season's id. */
  id: number;
  results: Array<{ id: number; episode_number: number; rated: { value: number } | false }>;
}

/** Marquee: one title's states in GET /3/account/{account_id}/account_states?items=… */
export type TitleAccountStates = AccountStates & { media_type: TitleMediaType };

export interface TitleAccountStatesAnswer {
  results: TitleAccountStates[];
}

/** Marquee: one watch in the diary. */
export interface DiaryEntryWire {
  id: number;
  /** The day watched, YYYY-MM-DD. */
  watched_on: string;
  note: string | null;
  rating: number | null;
  /** When it was logged, ISO 8601. */
  created_at: string;
  media: LibraryTitle;
}

/** Marquee: body of POST /3/account/{account_id}/diary. */
export interface NewDiaryEntryBody {
  media_type: TitleMediaType;
  media_id: number;
  watched_on: string;
  note?: string | null;
  rating?: number | null;
}

export interface DiaryEntryCreated {
  status_code: 1;
  status_message: string;
  success: true;
  entry: DiaryEntryWire;
}

/** An item of GET /3/account/{account_id}/lists. */
export interface AccountList {
  id: number;
  name: string;
  description: string;
  item_count: number;
  favorite_count: number;
  iso_639_1: string;
  list_type: 'movie' | 'tv' | 'mixed';
  poster_path: string | null;
  /** Marquee: ISO 8601. */
  created_at: string;
  updated_at: string;
  /** Marquee: anybody with the share link may read it (docs/library-api.md, "Sharing"). */
  public: boolean;
  /** Marquee: the share link's id while public, else null. */
  share_id: string | null;
}

/** Body of POST /3/list. */
export interface NewListBody {
  name: string;
  description?: string;
  language?: string;
}

export interface ListCreated {
  status_code: 1;
  status_message: string;
  success: true;
  list_id: number;
}

/** Marquee: body of PUT /3/list/{list_id}. */
export interface ListChangesBody {
  name?: string;
  description?: string;
}

/** GET /3/list/{list_id}: TMDB's list details, a page of its items. */
export interface ListDetails extends Omit<Page<LibraryTitle>, 'results'> {
  created_by: string;
  description: string;
  favorite_count: number;
  /** A string, as TMDB sends it. */
  id: string;
  items: LibraryTitle[];
  item_count: number;
  iso_639_1: string;
  name: string;
  poster_path: string | null;
  /** Marquee, as in AccountList. */
  public: boolean;
  share_id: string | null;
}

/** Body of POST /3/list/{list_id}/add_item and remove_item; TMDB's lists hold movies only, so media_type defaults to movie. */
export interface ListItemBody {
  media_id: number;
  media_type?: TitleMediaType;
}

/** Marquee: body of POST /3/list/{list_id}/move_item; position 0 is first. */
export interface MoveListItemBody {
  media_id: number;
  media_type: TitleMediaType;
  position: number;
}

/** GET /3/list/{list_id}/item_status */
export interface ListItemStatus {
  id: number;
  item_present: boolean;
}

export type LibraryPage = Page<LibraryTitle>;
export type RatedLibraryPage = Page<RatedLibraryTitle>;
export type DiaryPage = Page<DiaryEntryWire>;
export type AccountListsPage = Page<AccountList>;
