import { useMutationState, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TitleKey } from './library-api';
import { libraryKeys } from './library-keys';
import { writeFailureMessage, type TitleWrite } from './title-write';
import { useLibraryMember } from './use-library-member';

export interface TitleWriteFailure {
  message: string;
  dismiss(): void;
}

/**
 * The message for the title's last write when it failed, wherever it was made (a card's controls
 * may have closed since); null once a later write succeeds or the message is dismissed. Writes
 * made from a form (a watch, a new list) say so in the form instead.
 */
export function useTitleWriteFailure(title: TitleKey, name: string): TitleWriteFailure | null {
  const uid = useLibraryMember() ?? '';
  const queryClient = useQueryClient();
  const mutationKey = libraryKeys.title(uid, title);
  const last = useMutationState({
    filters: { mutationKey },
    select: (mutation) => ({
      id: mutation.mutationId,
      status: mutation.state.status,
      write: mutation.state.variables as TitleWrite | undefined,
      error: mutation.state.error,
    }),
  }).at(-1);
  const failedId = last?.status === 'error' ? last.id : undefined;
  const dismiss = useCallback(() => {
    const mutationCache = queryClient.getMutationCache();
    const failed = mutationCache.find({
      predicate: (mutation) => mutation.mutationId === failedId,
    });
    if (failed) mutationCache.remove(failed);
  }, [queryClient, failedId]);
  if (!last || last.status !== 'error' || !last.write) return null;
  if (last.write.kind === 'watch' || (last.write.kind === 'list' && last.write.fromForm))
    return null;
  return { message: writeFailureMessage(name, last.write, last.error), dismiss };
}
