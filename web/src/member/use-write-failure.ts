import { useMutationState, useQueryClient, type MutationKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { formatFailure, type FailureMessage } from './title-write';

export interface WriteFailure<Write = unknown> {
  /** In the page's language. */
  message: string;
  /** What was asked, so the control it came from can say it there. */
  write: Write;
  dismiss(): void;
}

/**
 * The message for the last write under `mutationKey` when it failed, wherever it was made (a
 * card's controls may have closed since); null once a later write under the key succeeds or the
 * message is dismissed, and when `describe` leaves the write to say its failure elsewhere (a form).
 */
export function useWriteFailure<Write>(
  mutationKey: MutationKey,
  describe: (write: Write, error: unknown) => FailureMessage | null,
): WriteFailure<Write> | null {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const last = useMutationState({
    filters: { mutationKey },
    select: (mutation) => ({
      id: mutation.mutationId,
      status: mutation.state.status,
      write: mutation.state.variables as Write | undefined,
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
  if (!last || last.status !== 'error' || last.write === undefined) return null;
  const message = describe(last.write, last.error);
  return message === null
    ? null
    : { message: formatFailure(intl, message), write: last.write, dismiss };
}
