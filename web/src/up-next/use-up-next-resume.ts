import type { LibraryTitle } from '@marquee/tmdb-types/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setShowStatus } from '../member/episodes/episode-progress-api';
import { progressWriteFailureMessage } from '../member/episodes/progress-write';
import { removeFromUpNext } from '../member/episodes/up-next-change';
import { upNextRowWrite } from '../member/episodes/up-next-row-write';
import { libraryKeys } from '../member/library-keys';
import { titleOf } from '../member/library-format';
import { useLibraryMember } from '../member/use-library-member';
import { useWriteFailure, type WriteFailure } from '../member/use-write-failure';

/**
 * "Resume" on a paused or stopped show's row: the show is watched again (the status its page's
 * Resume sets), so the row leaves its tab at once, and comes back when the server refuses. What
 * is asked is the show itself, for the failure to name it.
 */
export function useUpNextResume(showId: number) {
  const uid = useLibraryMember() ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: libraryKeys.upNextResume(uid, showId),
    mutationFn: (_show: LibraryTitle) =>
      setShowStatus(uid, showId, 'watching', { client: queryClient }),
    ...upNextRowWrite(queryClient, uid, showId, (page) => removeFromUpNext(page, showId)),
  });
}

/**
 * Why the last Resume of any show failed, until dismissed or a Resume works. For the list's live
 * region rather than the row's: the row is gone while the write is out, and a region drawn with
 * its message is not reliably read.
 */
export function useUpNextResumeFailure(): WriteFailure<LibraryTitle> | null {
  const uid = useLibraryMember() ?? '';
  return useWriteFailure<LibraryTitle>(libraryKeys.upNextResumes(uid), (show, error) =>
    progressWriteFailureMessage(titleOf(show), { kind: 'status', status: 'watching' }, error),
  );
}
