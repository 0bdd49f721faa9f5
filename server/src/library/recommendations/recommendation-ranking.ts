import type { RecommendedTitle } from '@marquee/tmdb-types/library-sharing';
import type { LibraryTitle, LikedTitle, TitleRef } from '../store/library-store.js';

/** A liked title and what the catalogue recommends after it, best first. */
export interface SeedRecommendations {
  seed: LikedTitle;
  recommended: readonly LibraryTitle[];
}

// Each place down a seed's recommendations counts this much less than the one above it.
const RANK_DECAY = 0.9;

/** How much a liked title counts: a favourite fully, a rating by its value (7 to 10 of 10). */
export function seedWeight({
  favourite,
  rating,
}: Pick<LikedTitle, 'favourite' | 'rating'>): number {
  return favourite ? 1 : (rating ?? 0) / 10;
}

export function titleKey({ mediaType, mediaId }: TitleRef): string {
  return `${mediaType}:${mediaId}`;
}

/** The name "Because you liked …" shows; null for a title whose details were never kept. */
function nameOf(seed: LikedTitle): string | null {
  const { details } = seed;
  if (details === null) return null;
  const name = details.media_type === 'movie' ? details.title : details.name;
  return name === '' ? null : name;
}

interface Candidate {
  title: LibraryTitle;
  score: number;
  because: { seed: LikedTitle; name: string; share: number };
}

/**
 * The titles the seeds lead to, best first: each scores the sum, over the seeds that recommend
 * it, of the seed's weight times RANK_DECAY to the power of its place there; its reason is the
 * seed that gave it most (the more recently liked on a tie, as the seeds come). Ties go to the
 * more popular title, then to the lower id, so the order never depends on the engine. A seed
 * without a name cannot be a reason, so it leads nowhere.
 */
export function rankRecommendations(seeds: readonly SeedRecommendations[]): RecommendedTitle[] {
  const candidates = new Map<string, Candidate>();
  for (const { seed, recommended } of seeds) {
    const name = nameOf(seed);
    if (name === null) continue;
    const weight = seedWeight(seed);
    const seen = new Set<string>();
    for (const [rank, title] of recommended.entries()) {
      const key = titleKey({ mediaType: title.media_type, mediaId: title.id });
      // A page that lists a title twice counts it once, at its better place.
      if (seen.has(key)) continue;
      seen.add(key);
      const share = weight * RANK_DECAY ** rank;
      const candidate = candidates.get(key);
      if (candidate === undefined) {
        candidates.set(key, { title, score: share, because: { seed, name, share } });
        continue;
      }
      candidate.score += share;
      if (share > candidate.because.share) candidate.because = { seed, name, share };
    }
  }
  return [...candidates.values()]
    .sort(
      (a, b) =>
        b.score - a.score ||
        (b.title.popularity ?? 0) - (a.title.popularity ?? 0) ||
        a.title.media_type.localeCompare(b.title.media_type) ||
        a.title.id - b.title.id,
    )
    .map(({ title, because }) => ({
      ...title,
      because: {
        media_type: because.seed.mediaType,
        id: because.seed.mediaId,
        title: because.name,
      },
    }));
}
