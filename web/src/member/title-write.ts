import type { AccountStates, NewDiaryEntryBody } from '@marquee/tmdb-types/account';
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

const markNames: Record<TitleMark, string> = {
  watchlist: 'your watchlist',
  favorite: 'your favourites',
};

function ratingText(value: number): string {
  return `${value} out of 10`;
}

/** What was being tried, as the start of a sentence. */
function attempt(name: string, write: TitleWrite): string {
  switch (write.kind) {
    case 'mark':
      return write.on
        ? `Could not add ${name} to ${markNames[write.mark]}`
        : `Could not remove ${name} from ${markNames[write.mark]}`;
    case 'rating':
      return write.value === 0
        ? `Could not clear your rating of ${name}`
        : `Could not rate ${name} ${ratingText(write.value)}`;
    case 'watch':
      return `Could not log a watch of ${name}`;
    case 'list':
      return write.on
        ? `Could not add ${name} to “${write.list.name}”`
        : `Could not remove ${name} from “${write.list.name}”`;
  }
}

/** Why a library request failed, in words a person can act on. */
export function failureReason(error: unknown): string {
  if (error instanceof CatalogueError) {
    if (error.sessionExpired) return 'Your session has expired; log in again.';
    return error.status_message;
  }
  return 'The server could not be reached.';
}

function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** "Could not add Fight Club to your watchlist: <reason>. Nothing was changed." */
export function writeFailureMessage(name: string, write: TitleWrite, error: unknown): string {
  return `${attempt(name, write)}: ${sentence(failureReason(error))} Nothing was changed.`;
}
