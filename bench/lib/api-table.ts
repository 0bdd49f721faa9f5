import type { MemoryByTarget, ResultsByTarget } from './api-rounds.js';
import type { ColdTimes, Workload, WorkloadName } from './api-workloads.js';
import type { LoadResult } from './autocannon-runner.js';
import type { Row } from './report-table.js';
import { formatSummary, summarise } from './stats.js';
import type { Summary } from './stats.js';

const THROUGHPUT_GOAL: Partial<Record<WorkloadName, { nginx: number; jsonServer: number }>> = {
  'trending-1': { nginx: 0.8, jsonServer: 10 },
  'trending-pages': { nginx: 0.8, jsonServer: 10 },
  details: { nginx: 0.8, jsonServer: 10 },
};
const P99_GOAL_MS: Partial<Record<WorkloadName, number>> = {
  'trending-1': 5,
  'trending-pages': 5,
  details: 5,
  search: 15,
};
const SCALE_P50_GOAL: Partial<Record<WorkloadName, number>> = {
  'trending-1': 1.3,
  'trending-pages': 1.3,
  details: 1.3,
  search: 2,
};
const RSS_GOAL_MB = 250;

export const SCALE_SECTION = 'Scale (default catalogue → 1,000,000 titles)';
// Issue 22: a season's or an episode's first answer, at 1,000,000 titles.
const COLD_GOAL_MS: Partial<Record<WorkloadName, number>> = { seasons: 20, episodes: 20 };

export type Pick = (result: LoadResult) => number;
const rps: Pick = (result) => result.requestsPerSec;
const p50: Pick = (result) => result.p50Ms;
const p99: Pick = (result) => result.p99Ms;

export function apiRows(
  workloads: readonly Workload[],
  results: ResultsByTarget,
  targetNames: readonly string[],
): Row[] {
  const rows: Row[] = [];
  const peers = ['nginx', 'json-server'].filter((name) => targetNames.includes(name));
  for (const workload of workloads) {
    const figure = (target: string, pick: Pick) =>
      summarise(runs(results, target, workload.name).map(pick));
    const ratios = peers.map((peer) => ({
      peer,
      ratio: roundRatios(results, 'marquee', peer, workload.name, rps),
    }));
    const goal = THROUGHPUT_GOAL[workload.name];
    const goalMet = goal
      ? ratios.every(
          ({ peer, ratio }) =>
            ratio !== undefined &&
            ratio.median >= (peer === 'nginx' ? goal.nginx : goal.jsonServer),
        )
      : undefined;
    rows.push({
      section: 'API (50 connections, loopback)',
      figure: `${workload.label}: req/s`,
      marquee: formatSummary(figure('marquee', rps), 0),
      peers: peers.map((peer) => `${peer} ${formatSummary(figure(peer, rps), 0)}`).join('; '),
      ratio: ratios.map(({ peer, ratio }) => `÷${peer} ${formatRatio(ratio)}`).join('; '),
      goal: goal ? `≥${goal.nginx}× nginx, ≥${goal.jsonServer}× json-server` : '',
      met: goal && !targetNames.includes('nginx') ? undefined : goalMet,
    });
    const p99Goal = P99_GOAL_MS[workload.name];
    const marqueeP99 = figure('marquee', p99);
    rows.push({
      section: 'API (50 connections, loopback)',
      figure: `${workload.label}: p50 / p99 ms`,
      marquee: `${formatSummary(figure('marquee', p50), 2)} / ${formatSummary(marqueeP99, 2)}`,
      peers: peers
        .map(
          (peer) =>
            `${peer} ${formatSummary(figure(peer, p50), 2)} / ${formatSummary(figure(peer, p99), 2)}`,
        )
        .join('; '),
      ratio: '',
      goal: p99Goal === undefined ? '' : `p99 ≤ ${p99Goal} ms`,
      met: p99Goal === undefined || !marqueeP99 ? undefined : marqueeP99.median <= p99Goal,
    });
  }
  return rows;
}

export function scaleRows(
  workloads: readonly Workload[],
  results: ResultsByTarget,
  memory: MemoryByTarget,
): Row[] {
  const rows: Row[] = [];
  const section = SCALE_SECTION;
  for (const workload of workloads) {
    const growth = roundRatios(results, 'marquee-1m', 'marquee', workload.name, p50);
    const goal = SCALE_P50_GOAL[workload.name];
    rows.push({
      section,
      figure: `${workload.label}: p50 ms; req/s`,
      marquee: `1M: ${formatSummary(summarise(runs(results, 'marquee-1m', workload.name).map(p50)), 2)} ms; ${formatSummary(summarise(runs(results, 'marquee-1m', workload.name).map(rps)), 0)}`,
      peers: `default: ${formatSummary(summarise(runs(results, 'marquee', workload.name).map(p50)), 2)} ms; ${formatSummary(summarise(runs(results, 'marquee', workload.name).map(rps)), 0)}`,
      ratio: `p50 ×${formatRatio(growth)}`,
      goal: goal === undefined ? '' : `p50 grows ≤ ${goal}×`,
      met: goal === undefined || !growth ? undefined : growth.median <= goal,
    });
  }
  const peakRss = (target: string) =>
    summarise(Object.values(memory[target] ?? {}).flatMap((values) => values ?? []));
  const scaleRss = peakRss('marquee-1m');
  const defaultRss = peakRss('marquee');
  rows.push({
    section,
    figure: 'server resident memory (VmRSS after each workload), MB',
    marquee: `1M: max ${defaultFmt(scaleRss?.max)}`,
    peers: `default: max ${defaultFmt(defaultRss?.max)}`,
    ratio: scaleRss && defaultRss ? `×${(scaleRss.max / defaultRss.max).toFixed(2)}` : '',
    goal: `≤ ${RSS_GOAL_MB} MB`,
    met:
      scaleRss && defaultRss
        ? scaleRss.max <= RSS_GOAL_MB && defaultRss.max <= RSS_GOAL_MB
        : undefined,
  });
  return rows;
}

export function runs(
  results: ResultsByTarget,
  target: string,
  workload: WorkloadName,
): LoadResult[] {
  return results[target]?.[workload] ?? [];
}

/**
 * a ÷ b per round (the runs were interleaved), then median and spread of those ratios; b's runs
 * are of `bWorkload` when given (another workload of the same rounds).
 */
export function roundRatios(
  results: ResultsByTarget,
  a: string,
  b: string,
  workload: WorkloadName,
  pick: Pick,
  bWorkload: WorkloadName = workload,
): Summary | undefined {
  const left = runs(results, a, workload);
  const right = runs(results, b, bWorkload);
  const ratios = left.flatMap((run, index) => {
    const other = right[index];
    return other && pick(other) > 0 ? [pick(run) / pick(other)] : [];
  });
  return summarise(ratios);
}

function formatRatio(summary: Summary | undefined): string {
  if (!summary) return 'n/a';
  const digits = summary.median >= 10 ? 1 : 2;
  return summary.runs === 1
    ? `${summary.median.toFixed(digits)}×`
    : `${summary.median.toFixed(digits)}× (${summary.min.toFixed(digits)}–${summary.max.toFixed(digits)})`;
}

function defaultFmt(value: number | undefined): string {
  return value === undefined ? 'n/a' : value.toFixed(0);
}

/** The first answer of each path (nothing cached yet), one request at a time. */
export function coldRows(
  workloads: readonly Workload[],
  cold: ColdTimes,
  coldScale: ColdTimes | undefined,
): Row[] {
  const percentile = (values: readonly number[], fraction: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[
      Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))
    ];
  };
  const describe = (values: readonly number[] | undefined) =>
    values === undefined || values.length === 0
      ? 'n/a'
      : `p50 ${percentile(values, 0.5)?.toFixed(1)} / max ${Math.max(...values).toFixed(1)} ms`;
  return workloads.map((workload) => {
    const here = cold[workload.name];
    const scale = coldScale?.[workload.name];
    const growth =
      here && scale && here.length > 0 && scale.length > 0
        ? (percentile(scale, 0.5) ?? 0) / (percentile(here, 0.5) ?? 1)
        : undefined;
    const goal = COLD_GOAL_MS[workload.name];
    return {
      section: 'Cold answers (first request of each path, one at a time, before the rounds)',
      figure: `${workload.label} (${workload.paths.length} paths)`,
      marquee: `default: ${describe(here)}`,
      peers: coldScale ? `1M: ${describe(scale)}` : '',
      ratio: growth === undefined ? '' : `p50 ×${growth.toFixed(2)}`,
      goal: goal === undefined ? '' : `1M: max ≤ ${goal} ms`,
      // Every first answer at 1M, the slowest included; not measured without the scale part.
      met: goal === undefined || !scale?.length ? undefined : Math.max(...scale) <= goal,
    };
  });
}
