/*
 * Marquee: a member's settings, lists shared by link, and recommendations from their library.
 * TMDB has no such paths; docs/library-api.md is the contract.
 */
import type { LibraryTitle } from './account.js';
import type { TitleMediaType } from './media.js';
import type { Page } from './page.js';
import type { Theme } from './page-preferences.js';

/** GET /3/account/{account_id}/settings; PUT takes any of the fields. */
export interface MemberSettings {
  /** Shown on the member's public lists; null: "A Marquee member". 1 to 50 characters. */
  display_name: string | null;
  /** Browse and search leave out titles the member has watched. */
  hide_watched: boolean;
  /** The region of the member's services, two capital letters (ISO 3166-1); null: not chosen. */
  watch_region: string | null;
  /** The ids of the services the member pays for (TMDB's provider ids), ascending, each once. */
  watch_providers: number[];
  /** Whether a title the member can rent or buy on their services counts as on them. */
  count_rent_buy: boolean;
  /**
   * Browse, search, the watchlist, "For you" and home's title rows keep to what the member can
   * watch on their services in their region.
   */
  only_my_services: boolean;
  /**
   * The app's language, one of the web app's (en, fr, es, de, pt-BR, it, ja, ko, ar, he); null:
   * not chosen, and the browser's languages decide.
   */
  language: string | null;
  /** null: not chosen, and the browser's own choice (its cookie) decides. */
  theme: Theme | null;
  /** Whether the keyboard shortcuts are on; null: not chosen. */
  keyboard_shortcuts: boolean | null;
}

export type MemberSettingsBody = Partial<MemberSettings>;

/** One title of GET /3/account/{account_id}/on_my_services?items=… */
export interface TitleOnMyServices {
  media_type: TitleMediaType;
  id: number;
  /** Streamed or free (with ads or not) on a chosen service in the region; rented or bought too when count_rent_buy. */
  on_my_services: boolean;
}

/** GET /3/account/{account_id}/on_my_services: one result per item, in the order asked. */
export interface OnMyServicesAnswer {
  /** The member's watch_region; null: none chosen, and nothing is on their services. */
  region: string | null;
  results: TitleOnMyServices[];
}

/** Body of PUT /3/list/{list_id}/sharing. */
export interface ListSharingBody {
  public: boolean;
}

/** Answer of PUT /3/list/{list_id}/sharing. */
export interface ListSharing {
  public: boolean;
  /** The link's id while public (a new one each time the list is made public), else null. */
  share_id: string | null;
}

/**
 * GET /3/shared/list/{share_id}: a public list, for anybody, with a page of its items in the
 * owner's order. Nothing else of the owner's: their display name, not their id or email.
 */
export interface SharedList extends Omit<Page<LibraryTitle>, 'results'> {
  share_id: string;
  name: string;
  description: string;
  /** The owner's display name, or null when they chose none. */
  owner_name: string | null;
  item_count: number;
  updated_at: string;
  items: LibraryTitle[];
}

/** Why a title is recommended: a title the member rated 7 or more, or favourited. */
export interface RecommendationReason {
  media_type: TitleMediaType;
  id: number;
  /** The title's name, for "Because you liked …". */
  title: string;
}

export type RecommendedTitle = LibraryTitle & { because: RecommendationReason };

/**
 * GET /3/account/{account_id}/recommendations: one page, at most 20, best first; none until the
 * member has rated 7 or more or favourited something. Never a title the member has watched,
 * rated, favourited, or put on the watchlist or a list.
 */
export type RecommendationsPage = Page<RecommendedTitle>;
