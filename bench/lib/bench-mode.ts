/** What one `npm run bench` measures, from its command line. */
export interface Mode {
  smoke: boolean;
  quick: boolean;
  skipScale: boolean;
  skipWeb: boolean;
  /** Every library figure: reads under load, episode progress, scale, Library and Up next pages. */
  skipLibrary: boolean;
  rounds: number;
  durationSec: number;
  connections: number;
  ports: {
    marquee: number;
    marqueeScale: number;
    nginx: number;
    jsonServer: number;
    web: number;
    authEmulator: number;
  };
}

export const BENCH_OPTIONS = [
  '--smoke',
  '--quick',
  '--skip-scale',
  '--skip-web',
  '--skip-library',
] as const;

export function parseMode(args: readonly string[]): Mode {
  const known: readonly string[] = BENCH_OPTIONS;
  const unknown = args.filter((arg) => !known.includes(arg));
  if (unknown.length > 0)
    throw new Error(`Unknown option ${unknown.join(' ')}. Use ${known.join(', ')}.`);
  const smoke = args.includes('--smoke');
  const quick = args.includes('--quick');
  // The smoke test (inside `npm test`) gets ports of its own, so it can run beside a full bench.
  const base = smoke ? 8350 : 8300;
  return {
    smoke,
    quick,
    skipScale: smoke || args.includes('--skip-scale'),
    skipWeb: smoke || args.includes('--skip-web'),
    skipLibrary: smoke || args.includes('--skip-library'),
    rounds: smoke ? 1 : quick ? 2 : 3,
    durationSec: smoke ? 1 : quick ? 2 : 5,
    connections: smoke ? 5 : 50,
    ports: {
      marquee: base + 1,
      marqueeScale: base + 2,
      nginx: base + 3,
      jsonServer: base + 4,
      web: base + 10,
      // Not the launcher's 9099: end-to-end runs need that one. The smoke test has its own again.
      authEmulator: smoke ? base + 9 : 9399,
    },
  };
}
