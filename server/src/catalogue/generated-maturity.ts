import type { Maturity } from './certification-systems.js';
import type { Random } from './seeded-random.js';

// Genres that make a title for children, and ones that make it for grown-ups; a title with both
// (an animated war story) is rated as a children's one.
const YOUNG_GENRES = new Set([16, 10751, 10762]);
const DARK_GENRES = new Set([27, 80, 53, 10752, 10768]);

// The levels each kind of title is drawn from, so most films are in the middle of their range.
const YOUNG_LEVELS: readonly Maturity[] = [0, 0, 0, 1, 1, 2];
const DARK_LEVELS: readonly Maturity[] = [2, 3, 3, 3, 3, 4];
const OTHER_LEVELS: readonly Maturity[] = [0, 1, 1, 2, 2, 2, 3];

/** A title's one maturity level, which all its countries' ratings come from (one draw). */
export function drawMaturity(random: Random, genreIds: readonly number[]): Maturity {
  if (genreIds.some((id) => YOUNG_GENRES.has(id))) return random.pick(YOUNG_LEVELS);
  if (genreIds.some((id) => DARK_GENRES.has(id))) return random.pick(DARK_LEVELS);
  return random.pick(OTHER_LEVELS);
}
