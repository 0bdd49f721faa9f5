import type { Bounds, IdList } from './catalogue.js';
import type { DiscoverColumns } from './discover-columns.js';

/**
 * Which titles a list keeps, by place (discover-columns.ts): 1 kept, 0 not. Each filter is one
 * tight pass over one or two typed arrays, so a list of a million titles narrows in milliseconds.
 */
export type Kept = Uint8Array;

export function keepAll(columns: DiscoverColumns): Kept {
  return new Uint8Array(columns.count).fill(1);
}

/** Keeps the titles whose value is within bounds (`missing` never is). */
export function keepWithin(
  kept: Kept,
  values: ArrayLike<number>,
  bounds: Bounds,
  missing?: number,
): void {
  const low = bounds.gte ?? -Infinity;
  const high = bounds.lte ?? Infinity;
  for (let place = 0; place < kept.length; place += 1) {
    const value = values[place]!;
    if (value < low || value > high || value === missing) kept[place] = 0;
  }
}

/** Keeps the titles that `test` accepts. For the rarer filters, where a call per title is cheap enough. */
export function keepWhere(kept: Kept, test: (place: number) => boolean): void {
  for (let place = 0; place < kept.length; place += 1)
    if (kept[place] === 1 && !test(place)) kept[place] = 0;
}

/** The places of the ids a tag lists, skipping ids the catalogue has no title of. */
function placesOf(columns: DiscoverColumns, ids: readonly number[]): Uint8Array {
  const marks = new Uint8Array(columns.count);
  for (const id of ids) {
    const place = columns.placeOf(id);
    if (place >= 0) marks[place] = 1;
  }
  return marks;
}

/**
 * Keeps the titles an id list's tags carry: every tag's (`,`) or some tag's (`|`). `titlesOf`
 * gives a tag's titles; an unknown tag has none, so with `,` nothing is kept.
 */
export function keepTagged(
  kept: Kept,
  columns: DiscoverColumns,
  list: IdList,
  titlesOf: (tag: number) => readonly number[],
): void {
  if (list.every) {
    for (const tag of list.ids) andMarks(kept, placesOf(columns, titlesOf(tag)));
    return;
  }
  andMarks(
    kept,
    placesOf(
      columns,
      list.ids.flatMap((tag) => titlesOf(tag)),
    ),
  );
}

/** Keeps the marked titles (1 in `marks`, by place). */
export function keepMarked(kept: Kept, marks: Uint8Array): void {
  andMarks(kept, marks);
}

/** Drops the marked titles. */
export function dropMarked(kept: Kept, marks: Uint8Array): void {
  for (let place = 0; place < kept.length; place += 1) kept[place]! &= marks[place]! ^ 1;
}

/** Drops the titles any of the tags carry. */
export function dropTagged(
  kept: Kept,
  columns: DiscoverColumns,
  tags: readonly number[],
  titlesOf: (tag: number) => readonly number[],
): void {
  for (const tag of tags)
    for (const id of titlesOf(tag)) {
      const place = columns.placeOf(id);
      if (place >= 0) kept[place] = 0;
    }
}

function andMarks(kept: Kept, marks: Uint8Array): void {
  for (let place = 0; place < kept.length; place += 1) kept[place]! &= marks[place]!;
}

/** How many titles are kept. */
export function keptCount(kept: Kept): number {
  let count = 0;
  for (let place = 0; place < kept.length; place += 1) count += kept[place]!;
  return count;
}
