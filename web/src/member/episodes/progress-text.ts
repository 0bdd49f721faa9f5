import type { Message } from '../../i18n/message';

/* How far a member is, in the words the pages use. */

/** "12 of 40 episodes": a show's regular episodes aired so far, and of them those watched. */
export function progressMessage(watched: number, aired: number): Message {
  return { id: 'member.progress.show', values: { watched, aired } };
}

/** "5 of 10 watched": a season's aired episodes, and of them those watched. */
export function seasonProgressMessage(watched: number, aired: number): Message {
  return { id: 'member.progress.season', values: { watched, aired } };
}
