import type Database from 'better-sqlite3';
import type { MovieListItem, TitleMediaType, TvListItem } from '@marquee/tmdb-types/media';
import { PAGE_SIZE, pageOfResults, type Catalogue } from './catalogue.js';
import type { ListItemQueries } from './list-item-queries.js';

/** Recommendations are drawn from this many of the most popular titles of a kind, as TMDB's lean to known titles. */
export const RECOMMENDATION_POOL = 2000;
/** TMDB answers two pages of recommendations at most. */
export const MAX_RECOMMENDATIONS = 2 * PAGE_SIZE;

interface PoolEntry {
  id: number;
  genre_mask: number;
  year: number | null;
  popularity: number;
}

interface SourceRow {
  genre_mask: number;
  year: number | null;
}

function sharedGenres(a: number, b: number): number {
  let bits = a & b;
  let count = 0;
  while (bits !== 0) {
    bits &= bits - 1;
    count += 1;
  }
  return count;
}

/** Years apart; a title without a year is as far as any can be. */
function yearDistance(a: number | null, b: number | null): number {
  return a === null || b === null ? Number.POSITIVE_INFINITY : Math.abs(a - b);
}

/**
 * Titles to watch after one: those sharing the most genres with it, then the closest in year, then
 * the most popular; never itself. Unlike `similar` (any shared genre, most popular first), the
 * answer follows the title's whole genre mix and its era.
 */
export function createRecommendationQueries(
  db: Database.Database,
  items: Pick<ListItemQueries, 'detailsJson' | 'titleItem'>,
): Pick<Catalogue, 'recommendations'> {
  const source = {
    movie: db.prepare<[number], SourceRow>('SELECT genre_mask, year FROM movie WHERE id = ?'),
    tv: db.prepare<[number], SourceRow>('SELECT genre_mask, year FROM tv WHERE id = ?'),
  };
  const poolQuery = (media: TitleMediaType) =>
    db.prepare<[number], PoolEntry>(
      `SELECT id, genre_mask, year, popularity FROM ${media} ORDER BY popularity DESC, id LIMIT ?`,
    );
  const poolStatements = { movie: poolQuery('movie'), tv: poolQuery('tv') };
  // The catalogue never changes while open, so each pool is read once, on first use.
  const pools: Partial<Record<TitleMediaType, PoolEntry[]>> = {};

  function poolOf(media: TitleMediaType): PoolEntry[] {
    pools[media] ??= poolStatements[media].all(RECOMMENDATION_POOL);
    return pools[media];
  }

  return {
    recommendations(media, id, page) {
      const title = source[media].get(id);
      if (title === undefined) return pageOfResults(page, [], 0);
      const ranked = poolOf(media)
        .filter((entry) => entry.id !== id)
        .map((entry) => ({
          entry,
          shared: sharedGenres(entry.genre_mask, title.genre_mask),
          distance: yearDistance(entry.year, title.year),
        }))
        // A title without genres has nothing to share: it is recommended what is near it in time.
        .filter(({ shared }) => shared > 0 || title.genre_mask === 0)
        .sort(
          (a, b) =>
            b.shared - a.shared ||
            a.distance - b.distance ||
            b.entry.popularity - a.entry.popularity ||
            a.entry.id - b.entry.id,
        )
        .slice(0, MAX_RECOMMENDATIONS);
      const results = ranked
        .slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
        .flatMap(({ entry }) => {
          const json = items.detailsJson(media, entry.id);
          return json === undefined
            ? []
            : [
                { ...items.titleItem(media, json), media_type: media } as
                  MovieListItem | TvListItem,
              ];
        });
      return pageOfResults(page, results, ranked.length);
    },
  };
}
