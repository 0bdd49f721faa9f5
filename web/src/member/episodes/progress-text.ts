import { formatCount } from '../library-format';

/* How far a member is, in the words the pages use. */

/** "12 of 40 episodes": a show's regular episodes aired so far, and of them those watched. */
export function progressText(watched: number, aired: number): string {
  return `${watched} of ${formatCount(aired, 'episode')}`;
}

/** "5 of 10 watched": a season's aired episodes, and of them those watched. */
export function seasonProgressText(watched: number, aired: number): string {
  return `${watched} of ${aired} watched`;
}
