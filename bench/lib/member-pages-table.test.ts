import { describe, expect, it } from 'vitest';
import { memberPageRows } from './member-pages-table.js';
import type { PagesMember } from './member-pages-table.js';

const member: PagesMember = {
  libraryItems: 10_000,
  shows: 1_000,
  watches: 100_000,
  libraryTab: 'Watchlist',
  cards: 20,
  upNextTab: 'Watching',
  rows: 20,
};

describe('memberPageRows', () => {
  it('holds each page’s median visit to a second', () => {
    const [library, upNext] = memberPageRows(
      { library: [400, 350, 1_200], upNext: [900, 1_100, 1_050] },
      member,
    );
    expect(library).toMatchObject({ marquee: '400 (350–1200)', goal: '≤ 1000 ms', met: true });
    expect(upNext).toMatchObject({ marquee: '1050 (900–1100)', goal: '≤ 1000 ms', met: false });
  });

  it('names the member and what the first screen shows', () => {
    const [library, upNext] = memberPageRows({ library: [1], upNext: [1] }, member);
    expect(library?.figure).toBe(
      '/library, member with 10,000 items: navigation → "Watchlist" tab shows its 20 cards, ms (cache off, 1 runs)',
    );
    expect(upNext?.figure).toBe(
      '/up-next, member with 1,000 shows in progress, 100,000 episode watches: navigation → ' +
        '"Watching" tab paints its first screen of rows (page of 20), ms (cache off, 1 runs)',
    );
  });

  it('says nothing was met when no visit was timed', () => {
    expect(memberPageRows({ library: [], upNext: [] }, member)[1]).toMatchObject({
      marquee: 'n/a',
      met: undefined,
    });
  });
});
