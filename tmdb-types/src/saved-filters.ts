/*
 * Marquee: a member's saved browse filters (issue 23). TMDB has no such paths;
 * docs/library-api.md is the contract.
 */
import type { TitleMediaType } from './media.js';

/** One of GET /3/account/{account_id}/saved_filters; also the answer of its POST and PUT. */
export interface SavedFilter {
  id: number;
  /** 1 to 100 characters. */
  name: string;
  /** Which browse page: /movies or /tv. */
  media_type: TitleMediaType;
  /** The browse address's query, without `?` and `page`; '' for no filter. */
  query: string;
  /** Shown as a row on home. */
  pinned: boolean;
  /** 0 for the first in the member's order (home's rows follow it). */
  position: number;
  /** ISO 8601. */
  created_at: string;
}

/** GET /3/account/{account_id}/saved_filters: every one, in the member's order. */
export interface SavedFilters {
  results: SavedFilter[];
}

/** POST /3/account/{account_id}/saved_filters: saved last in the order. */
export interface NewSavedFilterBody {
  name: string;
  media_type: TitleMediaType;
  query: string;
  pinned?: boolean;
}

/**
 * PUT /3/account/{account_id}/saved_filters/{filter_id}: any of a new name, pinned or not, and a
 * new place (0 first, past the end last; the ones between shift).
 */
export interface SavedFilterChangesBody {
  name?: string;
  pinned?: boolean;
  position?: number;
}
