import type {
  ProgressEpisode,
  ShowProgressWire,
  UpNextPage,
} from '@marquee/tmdb-types/episode-progress';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { libraryKeys } from '../library-keys';
import { useLibraryMember } from '../use-library-member';
import { useWriteFailure, type WriteFailure } from '../use-write-failure';
import { markEpisodeWatched } from './episode-progress-api';
import { progressWriteFailureMessage } from './progress-write';
import { advanceUpNext, restoreUpNext } from './up-next-change';

/**
 * "Mark watched" on a show's row of Up next (the page, or home's Continue watching): the row moves
 * on in every page of Up next at once, and back when the server refuses; then the library is read
 * again. Writes to one show go out one after another, with those made on its pages.
 */
export function useUpNextMark(showId: number) {
  const uid = useLibraryMember() ?? '';
  const queryClient = useQueryClient();
  const pagesKey = libraryKeys.upNextAll(uid);
  return useMutation({
    mutationKey: libraryKeys.upNextMark(uid, showId),
    scope: { id: libraryKeys.showProgress(uid, showId).join('/') },
    mutationFn: (episode: ProgressEpisode) =>
      markEpisodeWatched(
        {
          showId,
          seasonNumber: episode.season_number,
          episodeNumber: episode.episode_number,
        },
        {},
        { client: queryClient },
      ),
    onMutate: async (): Promise<Array<[QueryKey, UpNextPage | undefined]>> => {
      // A read on its way would answer with the rows from before this mark.
      await queryClient.cancelQueries({ queryKey: pagesKey });
      const before = queryClient.getQueriesData<UpNextPage>({ queryKey: pagesKey });
      // The show's seasons, when its page left its progress in the cache: the row then crosses
      // a season's end at once.
      const seasons = queryClient.getQueryData<ShowProgressWire>(
        libraryKeys.showProgress(uid, showId),
      )?.seasons;
      queryClient.setQueriesData<UpNextPage>(
        { queryKey: pagesKey },
        (page) => page && advanceUpNext(page, showId, seasons),
      );
      return before;
    },
    onError: (_error, _episode, before) => {
      for (const [key, page] of before ?? []) {
        if (!page) continue;
        queryClient.setQueryData<UpNextPage>(
          key,
          (current) => current && restoreUpNext(current, page, showId),
        );
      }
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: libraryKeys.all(uid) }) === 1)
        void queryClient.invalidateQueries({ queryKey: libraryKeys.all(uid) });
    },
  });
}

/** Why the last "Mark watched" of the show's row failed, until dismissed or a mark works. */
export function useUpNextMarkFailure(
  showId: number,
  showName: string,
): WriteFailure<ProgressEpisode> | null {
  const uid = useLibraryMember() ?? '';
  return useWriteFailure<ProgressEpisode>(libraryKeys.upNextMark(uid, showId), (episode, error) =>
    progressWriteFailureMessage(
      showName,
      {
        kind: 'episode',
        seasonNumber: episode.season_number,
        episodeNumber: episode.episode_number,
        watched: true,
      },
      error,
    ),
  );
}
