import { describe, expect, it } from 'vitest';
import { groupByMonth } from './diary-months';

const entry = (id: number, watched_on: string) => ({ id, watched_on });

describe('the diary by month', () => {
  it('puts each run of entries from one month under one heading, in the order given', () => {
    const months = groupByMonth([
      entry(1, '2026-11-30'),
      entry(2, '2026-11-01'),
      entry(3, '2026-10-31'),
      entry(4, '2025-10-02'),
    ]);
    expect(months.map(({ key, entries }) => [key, entries.map(({ id }) => id)])).toEqual([
      ['2026-11', [1, 2]],
      ['2026-10', [3]],
      ['2025-10', [4]],
    ]);
  });

  it('has no months for no entries', () => {
    expect(groupByMonth([])).toEqual([]);
  });
});
