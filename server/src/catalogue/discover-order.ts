import type { SortField } from './catalogue.js';
import type { DiscoverColumns } from './discover-columns.js';
import type { Kept } from './discover-scan.js';

/** Whether the title at place `a` comes before the one at `b`. */
type Before = (a: number, b: number) => boolean;

/**
 * The order of a sort, ties as the SQL lists had them: a rating by more votes first, then by id; a
 * date by popularity (the lower place).
 */
function orderOf(
  columns: DiscoverColumns,
  sort: Exclude<SortField, 'popularity'>,
  descending: boolean,
  days: Int32Array,
): Before {
  const sign = descending ? -1 : 1;
  const { voteAverage, voteCount, ids } = columns;
  if (sort === 'vote_average')
    return (a, b) => {
      const by = sign * (voteAverage[a]! - voteAverage[b]!);
      if (by !== 0) return by < 0;
      return voteCount[a]! !== voteCount[b]! ? voteCount[a]! > voteCount[b]! : ids[a]! < ids[b]!;
    };
  if (sort === 'vote_count')
    return (a, b) =>
      voteCount[a]! !== voteCount[b]!
        ? sign * (voteCount[a]! - voteCount[b]!) < 0
        : ids[a]! < ids[b]!;
  return (a, b) => (days[a]! !== days[b]! ? sign * (days[a]! - days[b]!) < 0 : a < b);
}

/**
 * The places of the kept titles from `offset` on, at most `limit`, in the sort's order. Popularity
 * is the order of the places; any other order keeps only the best offset + limit seen in a heap,
 * so a page costs one pass over the kept titles, never a sort of them all.
 */
export function pageOfPlaces(
  kept: Kept,
  columns: DiscoverColumns,
  order: { sort: SortField; descending: boolean; days: Int32Array },
  offset: number,
  limit: number,
): number[] {
  if (order.sort === 'popularity') return inPlaceOrder(kept, order.descending, offset, limit);
  const before = orderOf(columns, order.sort, order.descending, order.days);
  const wanted = offset + limit;
  // A heap whose root is the last of the best `wanted` so far.
  const heap: number[] = [];
  const after = (a: number, b: number) => before(b, a);
  for (let place = 0; place < kept.length; place += 1) {
    if (kept[place] === 0) continue;
    if (heap.length < wanted) {
      heap.push(place);
      siftUp(heap, heap.length - 1, after);
    } else if (before(place, heap[0]!)) {
      heap[0] = place;
      siftDown(heap, 0, after);
    }
  }
  return heap.sort((a, b) => (before(a, b) ? -1 : 1)).slice(offset, wanted);
}

function inPlaceOrder(kept: Kept, descending: boolean, offset: number, limit: number): number[] {
  const places: number[] = [];
  let skipped = 0;
  const step = descending ? 1 : -1;
  for (
    let place = descending ? 0 : kept.length - 1;
    place >= 0 && place < kept.length && places.length < limit;
    place += step
  ) {
    if (kept[place] === 0) continue;
    if (skipped < offset) skipped += 1;
    else places.push(place);
  }
  return places;
}

// A binary heap in which `higher(a, b)` puts a above b.
function siftUp(heap: number[], index: number, higher: Before): void {
  while (index > 0) {
    const parent = (index - 1) >> 1;
    if (!higher(heap[index]!, heap[parent]!)) return;
    [heap[index], heap[parent]] = [heap[parent]!, heap[index]!];
    index = parent;
  }
}

function siftDown(heap: number[], index: number, higher: Before): void {
  for (;;) {
    const left = 2 * index + 1;
    const right = left + 1;
    let top = index;
    if (left < heap.length && higher(heap[left]!, heap[top]!)) top = left;
    if (right < heap.length && higher(heap[right]!, heap[top]!)) top = right;
    if (top === index) return;
    [heap[index], heap[top]] = [heap[top]!, heap[index]!];
    index = top;
  }
}
