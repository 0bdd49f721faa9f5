import type { TitleKey } from './library-api';
import { libraryKeys } from './library-keys';
import { writeFailureMessage, type TitleWrite } from './title-write';
import { useLibraryMember } from './use-library-member';
import { useWriteFailure, type WriteFailure } from './use-write-failure';

/**
 * The message for the title's last write when it failed, wherever it was made. Writes made from a
 * form (a watch, a new list) say so in the form instead.
 */
export function useTitleWriteFailure(title: TitleKey, name: string): WriteFailure | null {
  const uid = useLibraryMember() ?? '';
  return useWriteFailure<TitleWrite>(libraryKeys.title(uid, title), (write, error) =>
    write.kind === 'watch' || (write.kind === 'list' && write.fromForm)
      ? null
      : writeFailureMessage(name, write, error),
  );
}
