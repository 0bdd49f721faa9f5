import { parseArgs } from 'node:util';

export interface LoadOptions {
  durationSec: number;
  connections: number;
  /** Fail when the server's memory grows more than 10% over the run, measured after a warm-up. */
  memoryGate: boolean;
}

/**
 * What `npm test` runs: a check that the server takes load without an error. The memory gate and
 * its warm-up belong to `npm run test:load`.
 */
export const SHORT_LOAD_RUN_ARGS: readonly string[] = [
  '--duration',
  '5',
  '--connections',
  '100',
  '--skip-memory-gate',
];

/** `[--duration 60] [--connections 100] [--skip-memory-gate]` */
export function parseLoadOptions(argv: string[]): LoadOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string', default: '60' },
      connections: { type: 'string', default: '100' },
      'skip-memory-gate': { type: 'boolean', default: false },
    },
  });
  const whole = (name: string, text: string) => {
    if (!/^\d+$/.test(text) || Number(text) < 1)
      throw new Error(`--${name} must be a positive whole number, got "${text}"`);
    return Number(text);
  };
  return {
    durationSec: whole('duration', values.duration),
    connections: whole('connections', values.connections),
    memoryGate: !values['skip-memory-gate'],
  };
}
