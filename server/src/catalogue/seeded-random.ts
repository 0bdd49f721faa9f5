/** A 32-bit FNV-1a-style string hash mixed with murmur's finaliser; stable across platforms. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A uniform number in [0, 1) derived only from its inputs. */
export function hashUnit(...parts: Array<string | number>): number {
  return hashString(parts.join('|')) / 4294967296;
}

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  int(minInclusive: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  normal(): number;
  hex(length: number): string;
}

/** sfc32 seeded from a string: fast, small state, and the same sequence on every machine. */
export function seededRandom(seed: string): Random {
  let a = hashString(`${seed}#a`);
  let b = hashString(`${seed}#b`);
  let c = hashString(`${seed}#c`);
  let d = hashString(`${seed}#d`) | 1;
  function next(): number {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  }
  for (let i = 0; i < 12; i += 1) next();
  let spareNormal: number | undefined;
  return {
    next,
    int(min, max) {
      return min + Math.floor(next() * (max - min + 1));
    },
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance(probability) {
      return next() < probability;
    },
    normal() {
      if (spareNormal !== undefined) {
        const value = spareNormal;
        spareNormal = undefined;
        return value;
      }
      const u = Math.max(next(), 1e-12);
      const v = next();
      const r = Math.sqrt(-2 * Math.log(u));
      spareNormal = r * Math.sin(2 * Math.PI * v);
      return r * Math.cos(2 * Math.PI * v);
    },
    hex(length) {
      let out = '';
      while (out.length < length)
        out += Math.floor(next() * 4294967296)
          .toString(16)
          .padStart(8, '0');
      return out.slice(0, length);
    },
  };
}
