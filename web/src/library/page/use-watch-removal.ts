import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import {
  failureReason,
  optimisticWrite,
  refreshLibrary,
  reportWriteFailure,
} from '../../member/library-writes';
import { formatDay } from './library-dates';
import type { WriteMessagesState } from './write-messages';

/** A watch as a diary shows it: its id and the day it was watched. */
interface Watch {
  id: number;
  watched_on: string;
}

interface WatchPage<Entry extends Watch> {
  results: Entry[];
  total_results: number;
}

export interface WatchRemovalOptions<Entry extends Watch> {
  uid: string;
  /** The cached page the entries come from, changed at once and rolled back on failure. */
  queryKey: QueryKey;
  /** The entries on screen, in order. */
  shown: readonly Entry[] | undefined;
  messages: WriteMessagesState;
  /** What was watched, as the messages name it ("your watch of …"). */
  describe(entry: Entry): string;
  remove(entry: Entry, client: QueryClient): Promise<unknown>;
  /** Undo: the same day's watch logged again, as a new watch. */
  logAgain(entry: Entry, client: QueryClient): Promise<unknown>;
}

function withoutWatch<Entry extends Watch>(
  page: WatchPage<Entry>,
  watchId: number,
): WatchPage<Entry> {
  const results = page.results.filter((entry) => entry.id !== watchId);
  const removed = page.results.length - results.length;
  return { ...page, results, total_results: Math.max(0, page.total_results - removed) };
}

/**
 * Deleting a watch from a diary (of titles or of episodes): gone from the page at once, put back
 * if the server refuses, with Undo; the focus moves to the next watch's Delete button, because the
 * focused one leaves with its watch. The entries' Delete buttons carry `data-entry={id}` inside
 * `entriesRef`.
 */
export function useWatchRemoval<Entry extends Watch>(options: WatchRemovalOptions<Entry>) {
  const { uid, queryKey, shown, messages, describe } = options;
  const intl = useIntl();
  const queryClient = useQueryClient();
  const entriesRef = useRef<HTMLDivElement>(null);
  const focusAfterDelete = useRef<number | null>(null);

  useLayoutEffect(() => {
    const watchId = focusAfterDelete.current;
    if (watchId === null) return;
    focusAfterDelete.current = null;
    entriesRef.current?.querySelector<HTMLElement>(`[data-entry="${watchId}"]`)?.focus();
  }, [shown]);

  async function logAgain(entry: Entry) {
    messages.clear();
    try {
      await options.logAgain(entry, queryClient);
    } catch (failure) {
      reportWriteFailure(failure);
      messages.showFailure(
        intl.formatMessage(
          { id: 'library.watch.logAgainFailed' },
          { title: describe(entry), reason: failureReason(failure) },
        ),
      );
      return;
    }
    messages.showDone(
      intl.formatMessage({ id: 'library.watch.loggedAgain' }, { title: describe(entry) }),
    );
    void refreshLibrary(queryClient, uid);
  }

  async function remove(entry: Entry) {
    messages.clear();
    const entries = shown ?? [];
    const index = entries.indexOf(entry);
    const neighbour = entries[index + 1] ?? entries[index - 1];
    focusAfterDelete.current = neighbour ? neighbour.id : null;
    try {
      await optimisticWrite<WatchPage<Entry>>(queryClient, {
        uid,
        queryKey,
        change: (page) => withoutWatch(page, entry.id),
        write: () => options.remove(entry, queryClient),
      });
    } catch (failure) {
      messages.showFailure(
        intl.formatMessage(
          { id: 'library.watch.deleteFailed' },
          { title: describe(entry), reason: failureReason(failure) },
        ),
      );
      return;
    }
    messages.showDone(
      intl.formatMessage(
        { id: 'library.watch.deleted' },
        { title: describe(entry), day: formatDay(intl, entry.watched_on) },
      ),
      { label: intl.formatMessage({ id: 'library.undo' }), run: () => void logAgain(entry) },
    );
  }

  return { entriesRef, remove };
}
