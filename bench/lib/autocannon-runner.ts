import autocannon from 'autocannon';

export interface LoadOptions {
  /** e.g. http://127.0.0.1:8301 */
  origin: string;
  /** Each request picks one of these at random. */
  paths: readonly string[];
  connections: number;
  durationSec: number;
  /** Sent with every request (the member's `Authorization`). */
  headers?: Record<string, string>;
}

export interface LoadResult {
  requests: number;
  requestsPerSec: number;
  /** Milliseconds, from every answered request (autocannon's own histogram rounds to 1 ms). */
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { paths } = options;
  if (paths.length === 0) throw new Error('runLoad needs at least one path');
  const times: number[] = [];
  const instance = autocannon({
    url: options.origin,
    connections: options.connections,
    duration: options.durationSec,
    timeout: 10,
    headers: options.headers ?? {},
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: paths[Math.floor(Math.random() * paths.length)] as string,
        }),
      },
    ],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
    if (statusCode >= 200 && statusCode < 300) times.push(responseTimeMs);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    requests: result.requests.total,
    requestsPerSec: result.requests.total / options.durationSec,
    p50Ms: percentile(times, 0.5),
    p99Ms: percentile(times, 0.99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}
