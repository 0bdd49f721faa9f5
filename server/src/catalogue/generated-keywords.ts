import type { TitleMediaType } from '@marquee/tmdb-types/media';
import { KEYWORDS, KEYWORDS_BY_GENRE } from './keyword-vocabulary.js';
import { seededRandom, type Random } from './seeded-random.js';

const MIN_KEYWORDS = 2;
const MAX_KEYWORDS = 8;
// Most keywords come from the title's genres' themes, so a comedy is rarely "serial killer".
const GENRE_SHARE = 0.65;

/** Any keyword, the first ones (the common themes) far more often: as on TMDB, a few are everywhere. */
function anyKeyword(random: Random): number {
  return 1 + Math.floor(KEYWORDS.length * random.next() ** 2.2);
}

function keywordOfGenres(random: Random, genreIds: readonly number[]): number {
  const themed = genreIds.length === 0 ? undefined : KEYWORDS_BY_GENRE.get(random.pick(genreIds));
  return themed === undefined || !random.chance(GENRE_SHARE)
    ? anyKeyword(random)
    : random.pick(themed);
}

/**
 * A title's keyword ids, ascending as TMDB lists them: 2 to 8, more for popular titles (whose pages
 * people tag more). Drawn from the title's own stream, so no other field of it changes.
 */
export function keywordsOfTitle(
  seed: string,
  media: TitleMediaType,
  id: number,
  title: { popularity: number; genres: ReadonlyArray<{ id: number }> },
): number[] {
  const random = seededRandom(`${seed}:${media}-keywords:${id}`);
  const fame = Math.max(0, Math.floor(Math.log(title.popularity) / 1.2));
  const count = Math.min(MAX_KEYWORDS, MIN_KEYWORDS + random.int(0, 2) + Math.min(4, fame));
  const genreIds = title.genres.map((genre) => genre.id);
  const chosen = new Set<number>();
  // Bounded: a draw may repeat a keyword already chosen.
  for (let draw = 0; draw < count * 4 && chosen.size < count; draw += 1)
    chosen.add(keywordOfGenres(random, genreIds));
  return [...chosen].sort((a, b) => a - b);
}
