import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Message } from '../i18n/message';
import { CatalogueError } from '../lib/catalogue-client';
import { libraryKeys } from './library-keys';

/**
 * Why a write failed, to follow "Couldn't …: " in a message that ends with a full stop (for its
 * `{reason}`).
 */
export function failureReasonMessage(error: unknown): Message {
  if (error instanceof CatalogueError) {
    if (error.status === 503) return { id: 'member.writeReason.unavailable' };
    // The server's own words, which it writes in English.
    return {
      id: 'member.failure.serverSaid',
      values: { reason: error.status_message.replace(/\.+$/, '') },
    };
  }
  return { id: 'member.writeReason.unreachable' };
}

/**
 * failureReasonMessage in English, for the callers still writing their messages in English
 * (library/, saved-filters/): they move to failureReasonMessage as they are translated.
 */
export function failureReason(error: unknown): string {
  if (error instanceof CatalogueError) {
    if (error.status === 503) return 'the library is unavailable for a moment';
    return error.status_message.replace(/\.+$/, '');
  }
  return 'the server could not be reached';
}

/** A refusal of what was asked (4xx) is the person's to fix and says so; anything else is logged. */
export function reportWriteFailure(error: unknown): void {
  if (error instanceof CatalogueError && error.status < 500) return;
  console.error('Library write failed:', error);
}

export function refreshLibrary(queryClient: QueryClient, uid: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: libraryKeys.all(uid) });
}

/**
 * Shows a write's result in one cached read at once, puts the read back as it was when the write
 * fails (and rethrows, for the caller's message), and refreshes the member's library either way.
 */
export async function optimisticWrite<Data>(
  queryClient: QueryClient,
  {
    uid,
    queryKey,
    change,
    write,
  }: {
    uid: string;
    queryKey: QueryKey;
    change(data: Data): Data;
    write(): Promise<unknown>;
  },
): Promise<void> {
  // All before the first await, so the click that asked shows it. A read still on its way would
  // answer with what was there before the change: it is cancelled first, which puts its query
  // back as it was at once, and its answer never lands.
  const cancelled = queryClient.cancelQueries({ queryKey });
  const previous = queryClient.getQueryData<Data>(queryKey);
  if (previous !== undefined) queryClient.setQueryData<Data>(queryKey, change(previous));
  try {
    await cancelled;
    await write();
  } catch (error) {
    queryClient.setQueryData<Data>(queryKey, previous);
    reportWriteFailure(error);
    throw error;
  } finally {
    void refreshLibrary(queryClient, uid);
  }
}
