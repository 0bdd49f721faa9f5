import type { AccountStates, NewDiaryEntryBody } from '@marquee/tmdb-types/account';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../i18n/load-messages';
import type { Message } from '../i18n/message';
import { CatalogueError } from '../lib/catalogue-client';
import type { TitleMark } from './library-api';

/** One change to one title's place in the library, as the UI asks for it. */
export type TitleWrite =
  | { kind: 'mark'; mark: TitleMark; on: boolean }
  /** 0 takes the rating away. */
  | { kind: 'rating'; value: number }
  | { kind: 'watch'; entry: WatchEntry }
  | { kind: 'list'; list: { id: number; name: string }; on: boolean; fromForm?: boolean };

export type WatchEntry = Pick<NewDiaryEntryBody, 'watched_on' | 'note' | 'rating'>;

/** The states as they will be once the write is done: what the UI shows at once. */
export function applyWrite(states: AccountStates, write: TitleWrite): AccountStates {
  switch (write.kind) {
    case 'mark':
      return { ...states, [write.mark]: write.on };
    case 'rating':
      return { ...states, rated: write.value === 0 ? false : { value: write.value } };
    case 'watch':
      return { ...states, watched: states.watched + 1 };
    case 'list':
      return {
        ...states,
        list_ids: write.on
          ? [...new Set([...states.list_ids, write.list.id])]
          : states.list_ids.filter((id) => id !== write.list.id),
      };
  }
}

/**
 * Undoes a failed write in the states as they are now, touching only what it changed, and only
 * while that still shows this write: another write made meanwhile (a favourite while the
 * watchlist write failed, a newer rating) stays.
 */
export function revertWrite(
  current: AccountStates,
  before: AccountStates,
  write: TitleWrite,
): AccountStates {
  switch (write.kind) {
    case 'mark':
      return current[write.mark] === write.on
        ? { ...current, [write.mark]: before[write.mark] }
        : current;
    case 'rating': {
      const shown = current.rated ? current.rated.value : 0;
      return shown === write.value ? { ...current, rated: before.rated } : current;
    }
    case 'watch':
      return { ...current, watched: Math.max(0, current.watched - 1) };
    case 'list': {
      const wasIn = before.list_ids.includes(write.list.id);
      return applyWrite(current, { ...write, on: wasIn });
    }
  }
}

/** What a failed write says, whose `{reason}` is a message of its own (failureReason). */
export interface FailureMessage extends Message {
  reason: Message;
}

/** The failure in the page's language. */
export function formatFailure(intl: IntlShape, { id, values, reason }: FailureMessage): string {
  return intl.formatMessage(
    { id },
    { ...values, reason: intl.formatMessage({ id: reason.id }, reason.values) },
  );
}

/** Why a library request failed, in words a person can act on: a sentence. */
export function failureReason(error: unknown): Message {
  if (error instanceof CatalogueError) {
    if (error.sessionExpired) return { id: 'member.failure.sessionExpired' };
    // The server's own words, which it writes in English.
    return { id: 'member.failure.serverSaid', values: { reason: sentence(error.status_message) } };
  }
  return { id: 'member.failure.unreachable' };
}

function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

const markAdds: Record<TitleMark, MessageId> = {
  watchlist: 'member.writeFailure.watchlistAdd',
  favorite: 'member.writeFailure.favouriteAdd',
};

const markRemovals: Record<TitleMark, MessageId> = {
  watchlist: 'member.writeFailure.watchlistRemove',
  favorite: 'member.writeFailure.favouriteRemove',
};

/** What was being tried, why it failed, and that nothing was changed: one sentence each. */
function attempt(write: TitleWrite): Message {
  switch (write.kind) {
    case 'mark':
      return { id: (write.on ? markAdds : markRemovals)[write.mark] };
    case 'rating':
      return write.value === 0
        ? { id: 'member.writeFailure.ratingClear' }
        : { id: 'member.writeFailure.rating', values: { rating: write.value } };
    case 'watch':
      return { id: 'member.writeFailure.watch' };
    case 'list':
      return {
        id: write.on ? 'member.writeFailure.listAdd' : 'member.writeFailure.listRemove',
        values: { list: write.list.name },
      };
  }
}

/** "Could not add Fight Club to your watchlist: <reason> Nothing was changed." */
export function writeFailureMessage(
  name: string,
  write: TitleWrite,
  error: unknown,
): FailureMessage {
  const { id, values } = attempt(write);
  return { id, values: { ...values, name }, reason: failureReason(error) };
}
