export interface LruByteCache<V> {
  get(key: string): V | undefined;
  /** Stores (or replaces) a value that costs `bytes`; evicts the least recently used until the total fits. */
  set(key: string, value: V, bytes: number): void;
  clear(): void;
  readonly size: number;
  /** The sum of the stored values' costs; never more than maxBytes. */
  readonly bytes: number;
}

interface Slot<V> {
  key: string;
  value: V;
  bytes: number;
  /** Neighbours in the order of use; the list runs from the least recently used to the most. */
  older: Slot<V> | undefined;
  newer: Slot<V> | undefined;
}

/**
 * A least-recently-used map bounded by bytes rather than entries: answers range from a few hundred
 * bytes to tens of kilobytes, so an entry count would bound nothing. The order of use is a linked
 * list beside the map, so a read moves two pointers: every cached answer is a read, and re-inserting
 * into the map each time cost more than the rest of the lookup.
 */
export function createLruByteCache<V>(maxBytes: number): LruByteCache<V> {
  const slots = new Map<string, Slot<V>>();
  let oldest: Slot<V> | undefined;
  let newest: Slot<V> | undefined;
  let total = 0;

  function unlink(slot: Slot<V>): void {
    if (slot.older === undefined) oldest = slot.newer;
    else slot.older.newer = slot.newer;
    if (slot.newer === undefined) newest = slot.older;
    else slot.newer.older = slot.older;
    slot.older = undefined;
    slot.newer = undefined;
  }

  function linkNewest(slot: Slot<V>): void {
    slot.older = newest;
    if (newest === undefined) oldest = slot;
    else newest.newer = slot;
    newest = slot;
  }

  function remove(slot: Slot<V>): void {
    unlink(slot);
    slots.delete(slot.key);
    total -= slot.bytes;
  }

  return {
    get(key) {
      const slot = slots.get(key);
      if (slot === undefined) return undefined;
      if (slot !== newest) {
        unlink(slot);
        linkNewest(slot);
      }
      return slot.value;
    },
    set(key, value, bytes) {
      const previous = slots.get(key);
      if (previous !== undefined) remove(previous);
      // Something bigger than the whole cache would only empty it for nothing.
      if (bytes > maxBytes) return;
      const slot: Slot<V> = { key, value, bytes, older: undefined, newer: undefined };
      slots.set(key, slot);
      linkNewest(slot);
      total += bytes;
      while (total > maxBytes && oldest !== undefined) remove(oldest);
    },
    clear() {
      slots.clear();
      oldest = undefined;
      newest = undefined;
      total = 0;
    },
    get size() {
      return slots.size;
    },
    get bytes() {
      return total;
    },
  };
}
