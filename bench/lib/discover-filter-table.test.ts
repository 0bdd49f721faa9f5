import { describe, expect, it } from 'vitest';
import { discoverFilterRow } from './discover-filter-table.js';

const workload = { name: 'discover-filters' as const, label: 'discover', paths: ['/a', '/b'] };

describe('discoverFilterRow', () => {
  it('reports p95 and max of the first answers and meets the goal on the 1M p95 alone', () => {
    const times = Array.from({ length: 40 }, (_, index) => index + 1);
    const row = discoverFilterRow(
      workload,
      { 'discover-filters': times },
      {
        'discover-filters': [...times.slice(0, 37), 150, 160, 900],
      },
    );
    expect(row.marquee).toBe('default: p95 38.0 / max 40.0 ms');
    expect(row.peers).toBe('1M: p95 150.0 / max 900.0 ms');
    expect(row.met).toBe(true);
    expect(discoverFilterRow(workload, {}, undefined).met).toBeUndefined();
  });
});
