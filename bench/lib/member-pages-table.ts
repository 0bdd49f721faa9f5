import type { Row } from './report-table.js';
import { formatSummary, summarise } from './stats.js';

/** A member's page must show its first screen this soon after navigation (the Library page's goal, then issue 22's). */
export const LIBRARY_PAGE_GOAL_MS = 1_000;
export const UP_NEXT_PAGE_GOAL_MS = 1_000;

/** Navigation to first screen, ms, one entry a visit. */
export interface MemberPageTimes {
  library: number[];
  upNext: number[];
}

/** What the member holds and what each page's first screen must show. */
export interface PagesMember {
  libraryItems: number;
  shows: number;
  watches: number;
  /** The Library page's first tab and its cards. */
  libraryTab: string;
  cards: number;
  /** Up next's first tab and the rows of its first page. */
  upNextTab: string;
  rows: number;
}

const count = (value: number) => value.toLocaleString('en');

/** Held to the goal by the median visit, as the web part's other times. */
function timeToContentRow(figure: string, times: readonly number[], goalMs: number): Row {
  const summary = summarise(times);
  return {
    section: 'Web: time to content',
    figure: `${figure}, ms (cache off, ${times.length} runs)`,
    marquee: formatSummary(summary, 0),
    peers: '',
    ratio: '',
    goal: `≤ ${goalMs} ms`,
    met: summary ? summary.median <= goalMs : undefined,
  };
}

export function memberPageRows(times: MemberPageTimes, member: PagesMember): Row[] {
  return [
    timeToContentRow(
      `/library, member with ${count(member.libraryItems)} items: navigation → ` +
        `"${member.libraryTab}" tab shows its ${member.cards} cards`,
      times.library,
      LIBRARY_PAGE_GOAL_MS,
    ),
    timeToContentRow(
      `/up-next, member with ${count(member.shows)} shows in progress, ` +
        `${count(member.watches)} episode watches: navigation → "${member.upNextTab}" tab ` +
        `paints its first screen of rows (page of ${member.rows})`,
      times.upNext,
      UP_NEXT_PAGE_GOAL_MS,
    ),
  ];
}
