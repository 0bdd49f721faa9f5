import { describe, expect, it } from 'vitest';
import { blockingWithin } from './import-long-tasks.js';

describe('blocking within an import', () => {
  it('sums each task’s time beyond 50 ms and keeps the longest', () => {
    const tasks = [
      { startTime: 100, duration: 60 },
      { startTime: 300, duration: 250 },
      { startTime: 900, duration: 50 },
    ];
    expect(blockingWithin(tasks, 0, 2_000)).toEqual({
      longestMs: 250,
      totalBlockingMs: 10 + 200,
      tasks: 3,
    });
  });

  it('counts only the part of a task inside the window', () => {
    const tasks = [
      { startTime: 0, duration: 200 },
      { startTime: 950, duration: 200 },
      { startTime: 2_000, duration: 500 },
    ];
    expect(blockingWithin(tasks, 100, 1_000)).toEqual({
      longestMs: 100,
      totalBlockingMs: 50,
      tasks: 2,
    });
  });

  it('is nothing when no task falls in the window', () => {
    expect(blockingWithin([{ startTime: 0, duration: 80 }], 100, 200)).toEqual({
      longestMs: 0,
      totalBlockingMs: 0,
      tasks: 0,
    });
  });
});
