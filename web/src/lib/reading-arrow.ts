/*
 * Left and right arrows as the page reads. In a right-to-left page the next tab, the next star
 * and the next card are to the left, so there ArrowLeft means forward and ArrowRight back.
 */

/** Whether `element` lays out right to left (its own or an inherited `dir`). */
export function readsRightToLeft(element: Element): boolean {
  return getComputedStyle(element).direction === 'rtl';
}

/** `key` as a left-to-right page means it: the arrows swapped where `element` reads right to left. */
export function readingArrow(key: string, element: Element): string {
  if ((key !== 'ArrowLeft' && key !== 'ArrowRight') || !readsRightToLeft(element)) return key;
  return key === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
}
