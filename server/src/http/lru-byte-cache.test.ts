import { describe, expect, it } from 'vitest';
import { createLruByteCache } from './lru-byte-cache.js';

describe('createLruByteCache', () => {
  it('evicts the least recently used entries once the bytes exceed the bound', () => {
    const cache = createLruByteCache<string>(100);
    cache.set('a', 'A', 40);
    cache.set('b', 'B', 40);
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C', 40);
    // "b" was used least recently (reading "a" made it young again).
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
    expect(cache.bytes).toBe(80);
    expect(cache.size).toBe(2);
  });

  it('never holds more than its bound, whatever is stored', () => {
    const cache = createLruByteCache<number>(1000);
    for (let index = 0; index < 500; index += 1) {
      cache.set(`key-${index}`, index, 1 + ((index * 37) % 200));
      expect(cache.bytes).toBeLessThanOrEqual(1000);
    }
    expect(cache.get('key-499')).toBe(499);
  });

  it('replaces an entry in place and refuses one bigger than the whole cache', () => {
    const cache = createLruByteCache<string>(100);
    cache.set('a', 'first', 30);
    cache.set('a', 'second', 50);
    expect(cache.get('a')).toBe('second');
    expect(cache.bytes).toBe(50);
    cache.set('huge', 'x', 101);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('a')).toBe('second');
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('evicts in the order of use over a long mixed run, as a plain ordered list would', () => {
    const cache = createLruByteCache<number>(500);
    // The reference: keys from least to most recently used, with their costs.
    let reference: Array<{ key: string; bytes: number }> = [];
    let seed = 7;
    const next = (bound: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % bound;
    };
    for (let step = 0; step < 5000; step += 1) {
      const key = `k${next(40)}`;
      const found = reference.find((entry) => entry.key === key);
      if (next(3) === 0) {
        const bytes = 1 + next(120);
        reference = reference.filter((entry) => entry.key !== key);
        reference.push({ key, bytes });
        let total = reference.reduce((sum, entry) => sum + entry.bytes, 0);
        while (total > 500) total -= reference.shift()?.bytes ?? 0;
        cache.set(key, step, bytes);
      } else {
        expect(cache.get(key) !== undefined, `step ${step}`).toBe(found !== undefined);
        if (found !== undefined)
          reference = [...reference.filter((entry) => entry !== found), found];
      }
      expect(cache.size).toBe(reference.length);
      expect(cache.bytes).toBe(reference.reduce((sum, entry) => sum + entry.bytes, 0));
    }
  });
});
