import { libraryKeys } from '../library-keys';
import { useLibraryMember } from '../use-library-member';
import { useWriteFailure, type WriteFailure } from '../use-write-failure';
import { progressWriteFailureMessage, type ProgressWrite } from './progress-write';

/** The message for the last write to the member's progress of the show when it failed. */
export function useProgressWriteFailure(
  showId: number,
  showName: string,
): WriteFailure<ProgressWrite> | null {
  const uid = useLibraryMember() ?? '';
  return useWriteFailure<ProgressWrite>(libraryKeys.showProgress(uid, showId), (write, error) =>
    progressWriteFailureMessage(showName, write, error),
  );
}
