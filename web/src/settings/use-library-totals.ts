import { useQueries } from '@tanstack/react-query';
import { diaryQueryOptions, listsQueryOptions, shelfQueryOptions } from '../member/library-queries';

export interface LibraryTotals {
  watchlist: number | undefined;
  ratings: number | undefined;
  diary: number | undefined;
  favorites: number | undefined;
  lists: number | undefined;
  isError: boolean;
}

/** How much the member's library holds, from the first page of each read (its total). */
export function useLibraryTotals(uid: string): LibraryTotals {
  const first = { page: 1 };
  const [watchlist, ratings, diary, favorites, lists] = useQueries({
    queries: [
      shelfQueryOptions(uid, 'watchlist', first),
      shelfQueryOptions(uid, 'rated', first),
      diaryQueryOptions(uid, first),
      shelfQueryOptions(uid, 'favorite', first),
      listsQueryOptions(uid, 1),
    ],
  });
  return {
    watchlist: watchlist.data?.total_results,
    ratings: ratings.data?.total_results,
    diary: diary.data?.total_results,
    favorites: favorites.data?.total_results,
    lists: lists.data?.total_results,
    isError: [watchlist, ratings, diary, favorites, lists].some((query) => query.isError),
  };
}
