import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useHydrated } from '../ui/use-hydrated';
import { readsRightToLeft } from '../lib/reading-arrow';

export interface GridKey {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/**
 * The cell a key moves to in a grid of `cells` laid out `columns` to a row, as the WAI-ARIA grid
 * pattern has it: arrows a cell (across rows: the cells are days one after another) or a row,
 * Home and End the row's ends, Ctrl+Home and Ctrl+End the grid's. The edges hold: `index` itself.
 * Null for a key the grid leaves alone, modified ones included (Alt+Left is the browser's Back).
 * `rtl`: the row runs right to left, so Left is the next cell.
 */
export function gridKeyTarget(
  { key, ctrlKey, altKey, metaKey, shiftKey }: GridKey,
  index: number,
  { cells, columns }: { cells: number; columns: number },
  rtl = false,
): number | null {
  if (altKey || metaKey || shiftKey) return null;
  const last = cells - 1;
  const rowStart = index - (index % columns);
  const within = (target: number) => (target < 0 || target > last ? index : target);
  if (ctrlKey) {
    if (key === 'Home') return 0;
    if (key === 'End') return last;
    return null;
  }
  switch (key) {
    case 'ArrowRight':
      return within(index + (rtl ? -1 : 1));
    case 'ArrowLeft':
      return within(index + (rtl ? 1 : -1));
    case 'ArrowDown':
      return within(index + columns);
    case 'ArrowUp':
      return within(index - columns);
    case 'Home':
      return rowStart;
    case 'End':
      return Math.min(rowStart + columns - 1, last);
    default:
      return null;
  }
}

const cellSelector = '[role="gridcell"]';

function cellOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(cellSelector) : null;
}

/**
 * The keyboard of a grid of days (role="grid" on a table): one cell in the tab sequence (the one
 * last focused, else `startDay`), moved with gridKeyTarget's keys. Enter or F2 on a cell goes to
 * its first link, Escape or F2 on a link back to the cell.
 *
 * Why the links leave the tab sequence: a grid is one tab stop, so Tab passes the month in one
 * press rather than through every link in it, and the cell's links are the APG's "widgets in a
 * cell", reached with Enter or F2. Their cell's links are back in the sequence while the focus
 * is in it, so Tab walks them. Until the page is hydrated no key works yet, so every link stays
 * in the sequence: the server's page is a table of links, tabbed through as before.
 *
 * `days`: the cells' days, in the grid's order.
 */
export function useGridKeys({
  days,
  startDay,
  columns,
}: {
  days: readonly string[];
  startDay: string;
  columns: number;
}) {
  const grid = useRef<HTMLTableElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [entered, setEntered] = useState<string | null>(null);
  const hydrated = useHydrated();
  // A day from another page of the calendar is not one of these.
  const tabStop = chosen !== null && days.includes(chosen) ? chosen : startDay;

  function cells(): HTMLElement[] {
    return [...(grid.current?.querySelectorAll<HTMLElement>(cellSelector) ?? [])];
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const cell = cellOf(event.target);
    if (!cell) return;
    if (event.target !== cell) {
      if (event.key === 'Escape' || event.key === 'F2') {
        event.preventDefault();
        cell.focus();
      }
      return;
    }
    if (event.key === 'Enter' || event.key === 'F2') {
      const link = cell.querySelector<HTMLElement>('a[href]');
      if (!link) return;
      // Also keeps the Enter from reaching the link it lands on.
      event.preventDefault();
      link.focus();
      return;
    }
    const all = cells();
    const rtl = readsRightToLeft(cell);
    const next = gridKeyTarget(event, all.indexOf(cell), { cells: all.length, columns }, rtl);
    if (next === null) return;
    event.preventDefault();
    all[next]?.focus();
  }

  function onFocus(event: FocusEvent<HTMLTableElement>) {
    const cell = cellOf(event.target);
    const day = cell ? days[cells().indexOf(cell)] : undefined;
    if (!cell || day === undefined) return;
    setChosen(day);
    setEntered(event.target === cell ? null : day);
  }

  function onBlur(event: FocusEvent<HTMLTableElement>) {
    if (!(event.relatedTarget instanceof Node) || !grid.current?.contains(event.relatedTarget))
      setEntered(null);
  }

  return {
    gridProps: { ref: grid, onKeyDown, onFocus, onBlur },
    tabIndexOf: (day: string) => (day === tabStop ? 0 : -1),
    linksInTabOrder: (day: string) => !hydrated || day === entered,
    /** Whether the keys work yet: the page is hydrated. */
    keysWork: hydrated,
  };
}
