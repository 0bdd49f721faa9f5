/** A main-thread task of 50 ms or more, as PerformanceObserver('longtask') reports it. */
export interface LongTask {
  startTime: number;
  duration: number;
}

export interface Blocking {
  /** The longest task's time within the window, ms. */
  longestMs: number;
  /** Total blocking time: each task's time beyond 50 ms, summed, ms. */
  totalBlockingMs: number;
  /** Long tasks that overlap the window. */
  tasks: number;
}

// Lighthouse's line: a task blocks input for whatever it takes beyond this.
const BLOCKING_AFTER_MS = 50;

/**
 * The long tasks of a window [from, to] (performance.now() times), each cut to the part inside
 * it, as Lighthouse counts total blocking time between two moments.
 */
export function blockingWithin(tasks: readonly LongTask[], from: number, to: number): Blocking {
  let longestMs = 0;
  let totalBlockingMs = 0;
  let count = 0;
  for (const task of tasks) {
    const inside = Math.min(task.startTime + task.duration, to) - Math.max(task.startTime, from);
    if (inside <= 0) continue;
    count += 1;
    longestMs = Math.max(longestMs, inside);
    totalBlockingMs += Math.max(0, inside - BLOCKING_AFTER_MS);
  }
  return { longestMs, totalBlockingMs, tasks: count };
}
