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
  value: V;
  bytes: number;
}

/**
 * A least-recently-used map bounded by bytes rather than entries: answers range from a few hundred
 * bytes to tens of kilobytes, so an entry count would bound nothing. A Map keeps insertion order,
 * so re-inserting on use makes its first key the least recently used.
 */
export function createLruByteCache<V>(maxBytes: number): LruByteCache<V> {
  const slots = new Map<string, Slot<V>>();
  let total = 0;

  function remove(key: string): void {
    const slot = slots.get(key);
    if (slot === undefined) return;
    slots.delete(key);
    total -= slot.bytes;
  }

  return {
    get(key) {
      const slot = slots.get(key);
      if (slot === undefined) return undefined;
      slots.delete(key);
      slots.set(key, slot);
      return slot.value;
    },
    set(key, value, bytes) {
      remove(key);
      // Something bigger than the whole cache would only empty it for nothing.
      if (bytes > maxBytes) return;
      slots.set(key, { value, bytes });
      total += bytes;
      while (total > maxBytes) remove(slots.keys().next().value as string);
    },
    clear() {
      slots.clear();
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
