import type { MediaType } from '@marquee/tmdb-types/media';
import type { Catalogue, MediaRef } from './catalogue.js';
import { hashUnit } from './seeded-random.js';

export type TrendingMedia = MediaType | 'all';
export type TimeWindow = 'day' | 'week';

/** Trending is ranked among this many of the most popular items per kind; deeper pages do not exist. */
export const TRENDING_POOL = 10_000;

export function utcDayKey(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** ISO 8601 week, e.g. "2025-W03": weeks start on Monday and week 1 holds the year's first Thursday. */
export function isoWeekKey(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() === 0 ? 7 : day.getUTCDay();
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

export function windowKey(window: TimeWindow, date: Date): string {
  return window === 'day' ? `day:${utcDayKey(date)}` : `week:${isoWeekKey(date)}`;
}

export interface TrendingRanking {
  /** The whole ranking for a kind, window and moment; computed once per window key and kept in memory. */
  ranking(media: TrendingMedia, window: TimeWindow, now: Date): readonly MediaRef[];
}

/**
 * Score = popularity × a factor in [0.5, 1.5) drawn from hash(key, kind, id): the order shuffles from one
 * day (or ISO week) to the next but stays the same within it, and popular items still tend to lead.
 */
export function createTrendingRanking(catalogue: Catalogue, pool = TRENDING_POOL): TrendingRanking {
  const cache = new Map<string, readonly MediaRef[]>();
  const kinds: Record<TrendingMedia, MediaType[]> = {
    all: ['movie', 'tv'],
    movie: ['movie'],
    tv: ['tv'],
    person: ['person'],
  };
  return {
    ranking(media, window, now) {
      const key = windowKey(window, now);
      const cacheKey = `${media}|${key}`;
      const cached = cache.get(cacheKey);
      if (cached !== undefined) return cached;
      const scored: Array<MediaRef & { score: number }> = [];
      for (const kind of kinds[media]) {
        for (const { id, popularity } of catalogue.popularityLeaders(kind, pool)) {
          scored.push({
            media_type: kind,
            id,
            score: popularity * (0.5 + hashUnit(key, kind, id)),
          });
        }
      }
      scored.sort((a, b) => b.score - a.score || a.id - b.id);
      const ranked = scored.slice(0, pool).map(({ media_type, id }) => ({ media_type, id }));
      // Only the current windows are ever asked for again; a small cap keeps old days from piling up.
      if (cache.size >= 32) cache.clear();
      cache.set(cacheKey, ranked);
      return ranked;
    },
  };
}
