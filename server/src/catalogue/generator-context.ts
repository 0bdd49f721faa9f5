import type { CatalogueWriter } from './catalogue-writer.js';
import type { RankPermutation } from './rank-permutation.js';
import { hashString, type Random } from './seeded-random.js';

// Dates are fixed to a reference day, not the clock, so the same seed always yields the same file.
export const LATEST_YEAR = 2025;
export const IMAGE_MISSING_RATE = 0.06;

/** What the entity factories share while one catalogue is generated. */
export interface GeneratorContext {
  seed: string;
  people: number;
  permutation: RankPermutation;
  writer: CatalogueWriter;
}

/** A file name the image routes draw artwork for; the hash makes it look like TMDB's opaque names. */
export function imagePath(seed: string, media: string, kind: string, id: number): string {
  return `/${media}-${kind}-${id}-${hashString(`${seed}:${media}:${kind}:${id}`).toString(36)}.svg`;
}

export function pad(value: number): string {
  return String(value).padStart(2, '0');
}

export function randomDate(random: Random, year: number): string {
  return `${year}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`;
}

/** Years over a century, weighted towards recent decades. */
export function releaseYear(random: Random): number {
  return LATEST_YEAR - Math.floor(100 * random.next() ** 1.9);
}
