import type { Message } from '../../i18n/message';
import { formatCount } from '../library-format';

/* How far a member is, in the words the pages use. */

/** "12 of 40 episodes": a show's regular episodes aired so far, and of them those watched. */
export function progressMessage(watched: number, aired: number): Message {
  return { id: 'member.progress.show', values: { watched, aired } };
}

/** "5 of 10 watched": a season's aired episodes, and of them those watched. */
export function seasonProgressMessage(watched: number, aired: number): Message {
  return { id: 'member.progress.season', values: { watched, aired } };
}

/*
 * The same in English, for the pages that have not moved to the messages yet (details/,
 * up-next/).
 */

export function progressText(watched: number, aired: number): string {
  return `${watched} of ${formatCount(aired, 'episode')}`;
}

export function seasonProgressText(watched: number, aired: number): string {
  return `${watched} of ${aired} watched`;
}
