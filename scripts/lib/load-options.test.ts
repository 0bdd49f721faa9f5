import { describe, expect, it } from 'vitest';
import { parseLoadOptions, SHORT_LOAD_RUN_ARGS } from './load-options.js';

describe('parseLoadOptions', () => {
  it('runs `npm run test:load` for 60 s with 100 connections and the memory gate', () => {
    expect(parseLoadOptions([])).toEqual({ durationSec: 60, connections: 100, memoryGate: true });
  });

  it('runs the short load run of `npm test` without the memory gate', () => {
    expect(parseLoadOptions([...SHORT_LOAD_RUN_ARGS])).toEqual({
      durationSec: 5,
      connections: 100,
      memoryGate: false,
    });
  });

  it.each([
    [['--duration', '0'], '--duration'],
    [['--duration', '1.5'], '--duration'],
    [['--connections', 'many'], '--connections'],
  ])('refuses %j, naming the option', (argv, name) => {
    expect(() => parseLoadOptions(argv)).toThrow(name);
  });

  it('refuses an option it does not know', () => {
    expect(() => parseLoadOptions(['--no-memory-gate'])).toThrow(/no-memory-gate/);
  });
});
