import type {
  AccountList,
  AccountStates,
  DiaryEntryWire,
  LibraryTitle,
  ListDetails,
  RatedLibraryTitle,
  StatusAnswer,
} from '@marquee/tmdb-types/account';
import type { Page } from '@marquee/tmdb-types/page';
import type {
  DiaryEntry,
  LibraryList,
  RatedTitle,
  Slice,
  TitleRef,
  TitleState,
  WithDetails,
} from '../store/library-store.js';

/** Items per page of every library read, as TMDB's pages. */
export const LIBRARY_PAGE_SIZE = 20;

// TMDB's own messages for its status codes 1, 12 and 13 (examples account-add-favorite.json,
// list-add-movie.json, list-remove-movie.json), and for a created list.
export const ADDED: StatusAnswer = { status_code: 1, status_message: 'Success.' };
export const UPDATED: StatusAnswer = {
  status_code: 12,
  status_message: 'The item/record was updated successfully.',
};
export const DELETED: StatusAnswer = {
  status_code: 13,
  status_message: 'The item/record was deleted successfully.',
};
export const CREATED_MESSAGE = 'The item/record was created successfully.';

/**
 * A title as the library shows it: the details remembered when it was last added, or, for a row
 * kept before any were (none should be), an item that says only its id and kind.
 */
export function libraryTitle(title: TitleRef & WithDetails): LibraryTitle {
  const { mediaType, mediaId, details } = title;
  if (details !== null) return { ...details, id: mediaId, media_type: mediaType } as LibraryTitle;
  const common = {
    adult: false,
    backdrop_path: null,
    genre_ids: [],
    id: mediaId,
    original_language: '',
    overview: '',
    popularity: 0,
    poster_path: null,
    vote_average: 0,
    vote_count: 0,
  };
  return mediaType === 'movie'
    ? {
        ...common,
        original_title: '',
        release_date: '',
        title: '',
        video: false,
        media_type: 'movie',
      }
    : {
        ...common,
        origin_country: [],
        original_name: '',
        first_air_date: '',
        name: '',
        media_type: 'tv',
      };
}

export function ratedLibraryTitle(rated: RatedTitle): RatedLibraryTitle {
  return { ...libraryTitle(rated), rating: rated.rating };
}

export function libraryPage<T, W>(page: number, slice: Slice<T>, toWire: (item: T) => W): Page<W> {
  return {
    page,
    results: slice.results.map(toWire),
    total_pages: Math.ceil(slice.total / LIBRARY_PAGE_SIZE),
    total_results: slice.total,
  };
}

export function accountStates(state: TitleState): AccountStates {
  return {
    id: state.mediaId,
    favorite: state.favourite,
    rated: state.rating === null ? false : { value: state.rating },
    watchlist: state.watchlist,
    watched: state.watchCount,
    list_ids: state.listIds,
  };
}

export function diaryEntryWire(entry: DiaryEntry): DiaryEntryWire {
  return {
    id: entry.id,
    watched_on: entry.watchedOn,
    note: entry.note,
    rating: entry.rating,
    created_at: new Date(entry.createdAt).toISOString(),
    media: libraryTitle(entry),
  };
}

// The library keeps neither a list's language nor a poster of its own, and a list may hold both
// kinds of title: TMDB's fields say so as best they can.
const LIST_LANGUAGE = 'en';

export function accountList(list: LibraryList): AccountList {
  return {
    id: list.id,
    name: list.name,
    description: list.description,
    item_count: list.itemCount,
    favorite_count: 0,
    iso_639_1: LIST_LANGUAGE,
    list_type: 'mixed',
    poster_path: null,
    created_at: new Date(list.createdAt).toISOString(),
    updated_at: new Date(list.updatedAt).toISOString(),
    public: list.isPublic,
    share_id: list.shareId,
  };
}

export function listDetails(list: LibraryList, items: Page<LibraryTitle>): ListDetails {
  return {
    created_by: '',
    description: list.description,
    favorite_count: 0,
    id: String(list.id),
    items: items.results,
    item_count: list.itemCount,
    iso_639_1: LIST_LANGUAGE,
    name: list.name,
    poster_path: null,
    public: list.isPublic,
    share_id: list.shareId,
    page: items.page,
    total_pages: items.total_pages,
    total_results: items.total_results,
  };
}
