import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type { Supervised } from './supervise.js';

/** One request of the mix: its path and the headers a browser would send with it. */
export interface LoadRequest {
  path: string;
  headers: Record<string, string>;
}

export interface LoadRunResult {
  requests: number;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  timeouts: number;
  /** How many answers had each status. */
  statuses: Map<number, number>;
}

/** `connections` clients for `durationSec`, each request drawn at random from `mix`. */
export async function runLoad(
  origin: string,
  mix: readonly LoadRequest[],
  connections: number,
  durationSec: number,
): Promise<LoadRunResult> {
  if (mix.length === 0) throw new Error('runLoad needs at least one request');
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const instance = autocannon({
    url: origin,
    connections,
    duration: durationSec,
    timeout: 10,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const next = mix[Math.floor(Math.random() * mix.length)] as LoadRequest;
          return { ...request, path: next.path, headers: next.headers };
        },
      },
    ],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    times.push(responseTimeMs);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    requests: result.requests.total,
    requestsPerSec: result.requests.total / durationSec,
    p50Ms: percentile(times, 0.5),
    p99Ms: percentile(times, 0.99),
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
  };
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

/** VmRSS of a process in MiB, or undefined once it is gone. */
export function residentMb(pid: number): number | undefined {
  try {
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

/** supervise() runs its command behind the orphan guard; the command is the guard's only child. */
export function guardedPid(child: Supervised): number {
  try {
    const [first] = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    return first ?? child.pid;
  } catch {
    return child.pid;
  }
}
