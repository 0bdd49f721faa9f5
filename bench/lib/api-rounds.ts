import type { Workload, WorkloadName } from './api-workloads.js';
import type { LoadResult } from './autocannon-runner.js';
import { runLoad } from './autocannon-runner.js';

export interface Target {
  name: string;
  origin: string;
  workloads: readonly Workload[];
  /** Sent with every request; peers ignore them. */
  headers?: Record<string, string>;
  /** Resident memory to read after each workload (Marquee only). */
  residentMb?: () => number | undefined;
}

export interface RoundsOptions {
  rounds: number;
  durationSec: number;
  connections: number;
  log: (line: string) => void;
}

export type ResultsByTarget = Record<string, Partial<Record<WorkloadName, LoadResult[]>>>;
export type MemoryByTarget = Record<string, Partial<Record<WorkloadName, number[]>>>;

/**
 * Round r runs every workload against every target, the targets' order rotating each round, so
 * slow drift on a shared machine (other processes, thermal) falls on all of them alike.
 */
export async function runApiRounds(
  targets: readonly Target[],
  options: RoundsOptions,
): Promise<{ results: ResultsByTarget; memory: MemoryByTarget }> {
  const results: ResultsByTarget = {};
  const memory: MemoryByTarget = {};
  // A workload may run on some targets only (the peers have no library, seasons run at 1M alone).
  const workloadNames = [
    ...new Set(targets.flatMap((target) => target.workloads.map((workload) => workload.name))),
  ];
  for (let round = 0; round < options.rounds; round += 1) {
    for (const [index, name] of workloadNames.entries()) {
      const order = rotate(targets, round + index);
      for (const target of order) {
        const workload = target.workloads.find((candidate) => candidate.name === name);
        if (!workload) continue;
        const result = await runLoad({
          origin: target.origin,
          paths: workload.paths,
          connections: options.connections,
          durationSec: options.durationSec,
          ...(target.headers === undefined ? {} : { headers: target.headers }),
        });
        ((results[target.name] ??= {})[name] ??= []).push(result);
        const rss = target.residentMb?.();
        if (rss !== undefined) ((memory[target.name] ??= {})[name] ??= []).push(rss);
        options.log(
          `  round ${round + 1}/${options.rounds} ${name.padEnd(14)} ${target.name.padEnd(12)} ` +
            `${result.requestsPerSec.toFixed(0).padStart(6)} req/s  p50 ${result.p50Ms.toFixed(2)} ms  ` +
            `p99 ${result.p99Ms.toFixed(2)} ms  errors ${result.errors}  non-2xx ${result.non2xx}` +
            (rss === undefined ? '' : `  RSS ${rss.toFixed(0)} MB`),
        );
      }
    }
  }
  return { results, memory };
}

function rotate<T>(items: readonly T[], by: number): T[] {
  const shift = items.length === 0 ? 0 : by % items.length;
  return [...items.slice(shift), ...items.slice(0, shift)];
}
