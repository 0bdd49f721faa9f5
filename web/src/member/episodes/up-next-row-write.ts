import type { UpNextPage } from '@marquee/tmdb-types/episode-progress';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { libraryKeys } from '../library-keys';
import { restoreUpNext } from './up-next-change';

type PagesBefore = Array<[QueryKey, UpNextPage | undefined]>;

/**
 * What every write from a show's row of Up next does around its request (Mark watched, Resume):
 * it goes out after the show's other writes, those made on its pages too; `change` shows it at
 * once in every page of Up next in the cache; the row is put back as it was when the server
 * refuses; then the library is read again. Spread into the write's useMutation.
 */
export function upNextRowWrite(
  queryClient: QueryClient,
  uid: string,
  showId: number,
  change: (page: UpNextPage) => UpNextPage,
) {
  const pagesKey = libraryKeys.upNextAll(uid);
  return {
    scope: { id: libraryKeys.showProgress(uid, showId).join('/') },
    onMutate: async (): Promise<PagesBefore> => {
      // A read on its way would answer with the rows from before this write.
      await queryClient.cancelQueries({ queryKey: pagesKey });
      const before = queryClient.getQueriesData<UpNextPage>({ queryKey: pagesKey });
      queryClient.setQueriesData<UpNextPage>(
        { queryKey: pagesKey },
        (page) => page && change(page),
      );
      return before;
    },
    onError: (_error: unknown, _write: unknown, before: PagesBefore | undefined) => {
      for (const [key, page] of before ?? []) {
        if (!page) continue;
        queryClient.setQueryData<UpNextPage>(
          key,
          (current) => current && restoreUpNext(current, page, showId),
        );
      }
    },
    onSettled: () => {
      // The last write in flight refreshes the library; earlier ones would read rows that the
      // later writes are about to change.
      if (queryClient.isMutating({ mutationKey: libraryKeys.all(uid) }) === 1)
        void queryClient.invalidateQueries({ queryKey: libraryKeys.all(uid) });
    },
  };
}
