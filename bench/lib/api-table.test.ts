import { describe, expect, it } from 'vitest';
import { coldRows } from './api-table.js';

const seasons = { name: 'seasons' as const, label: 'seasons', paths: ['/a', '/b'] };
const search = { name: 'search-last-letter' as const, label: 'searches', paths: ['/c'] };

describe('coldRows', () => {
  it('holds every first answer of a season at 1,000,000 titles to 20 ms', () => {
    const [row] = coldRows([seasons], { seasons: [3, 4] }, { seasons: [5, 19] });
    expect(row).toMatchObject({ goal: '1M: max ≤ 20 ms', met: true });
    expect(coldRows([seasons], { seasons: [3, 4] }, { seasons: [5, 21] })[0]?.met).toBe(false);
  });

  it('says nothing was met without the 1,000,000-title part, or where there is no goal', () => {
    expect(coldRows([seasons], { seasons: [3, 4] }, undefined)[0]?.met).toBeUndefined();
    expect(
      coldRows([search], { 'search-last-letter': [3] }, { 'search-last-letter': [90] })[0],
    ).toMatchObject({ goal: '', met: undefined });
  });
});
