import type { ProgressEpisode, ShowProgressWire } from '@marquee/tmdb-types/episode-progress';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { libraryKeys } from '../library-keys';
import { useLibraryMember } from '../use-library-member';
import { useWriteFailure, type WriteFailure } from '../use-write-failure';
import { markEpisodeWatched } from './episode-progress-api';
import { progressWriteFailureMessage } from './progress-write';
import { advanceUpNext } from './up-next-change';
import { upNextRowWrite } from './up-next-row-write';

/**
 * "Mark watched" on a show's row of Up next (the page, or home's Continue watching): the row moves
 * on in every page of Up next at once, and back when the server refuses (upNextRowWrite).
 */
export function useUpNextMark(showId: number) {
  const uid = useLibraryMember() ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: libraryKeys.upNextMark(uid, showId),
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
    ...upNextRowWrite(queryClient, uid, showId, (page) =>
      advanceUpNext(
        page,
        showId,
        // The show's seasons, when its page left its progress in the cache: the row then
        // crosses a season's end at once.
        queryClient.getQueryData<ShowProgressWire>(libraryKeys.showProgress(uid, showId))?.seasons,
      ),
    ),
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
