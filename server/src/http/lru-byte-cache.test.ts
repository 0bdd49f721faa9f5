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
});
