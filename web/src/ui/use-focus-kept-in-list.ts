import { useLayoutEffect, useRef, type FocusEvent } from 'react';

/**
 * Keeps the keyboard in a list whose items can leave it (a row done with, taken out at once):
 * when the item that held the focus is gone and the focus with it, the item now in its place (or
 * the last) takes it, on its first control. `changed` is what the list is drawn from.
 */
export function useFocusKeptInList<Element extends HTMLElement>(changed: unknown) {
  const ref = useRef<Element>(null);
  const focusedItem = useRef<number | null>(null);

  useLayoutEffect(() => {
    const list = ref.current;
    const index = focusedItem.current;
    // Only when the focus fell out with its item: anywhere else, the person moved it themselves.
    if (!list || index === null || document.activeElement !== document.body) return;
    const items = [...list.children];
    const item = items[Math.min(index, items.length - 1)];
    item?.querySelector<HTMLElement>('a[href], button:not(:disabled)')?.focus();
  }, [changed]);

  function onFocus(event: FocusEvent<Element>) {
    const list = ref.current;
    const item = [...(list?.children ?? [])].find((child) => child.contains(event.target));
    focusedItem.current = item && list ? [...list.children].indexOf(item) : null;
  }

  return { ref, onFocus };
}
