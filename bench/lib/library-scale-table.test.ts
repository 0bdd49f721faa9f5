import { describe, expect, it } from 'vitest';
import { libraryScaleRows } from './library-scale-table.js';

describe('libraryScaleRows', () => {
  it('holds each read’s p50 with many rows to 1.5× its p50 with few, round by round', () => {
    const rows = libraryScaleRows('sqlite', 1_000_000, [
      { read: 'watchlist page 1', small: [0.2, 0.4], scaled: [0.26, 0.48] },
      { read: 'diary page 1', small: [0.2, 0.2], scaled: [0.4, 0.2] },
    ]);
    expect(rows.map((row) => row.figure)).toEqual([
      'sqlite: watchlist page 1, p50 ms',
      'sqlite: diary page 1, p50 ms',
    ]);
    // 0.26 ÷ 0.2 = 1.3 and 0.48 ÷ 0.4 = 1.2: met. 2 and 1: median 1.5, met at the limit.
    expect(rows[0]).toMatchObject({
      marquee: '1,000,000 rows: 0.37 (0.26–0.48)',
      peers: '10,000 rows: 0.30 (0.20–0.40)',
      ratio: '×1.25 (1.20–1.30)',
      goal: 'p50 grows ≤ 1.5×',
      met: true,
    });
    expect(rows[1]).toMatchObject({ ratio: '×1.50 (1.00–2.00)', met: true });
  });

  it('fails a read whose p50 grows more than that', () => {
    const [row] = libraryScaleRows('postgres', 100_000, [
      { read: 'states of 20 titles', small: [1], scaled: [1.6] },
    ]);
    expect(row).toMatchObject({
      section: 'Library scale (10,000 → 100,000 rows, 100 per user)',
      figure: 'postgres: states of 20 titles, p50 ms',
      ratio: '×1.60',
      met: false,
    });
  });
});
