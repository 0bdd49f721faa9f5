import { afterAll, describe, expect, it } from 'vitest';
import { buildTestCatalogue } from '../test/test-catalogue.js';
import { createTrendingRanking, isoWeekKey, utcDayKey } from './trending-ranking.js';

const test = buildTestCatalogue();
afterAll(() => test.cleanup());

const ids = (refs: ReadonlyArray<{ id: number }>): number[] =>
  refs.slice(0, 20).map((ref) => ref.id);

describe('trending ranking', () => {
  const trending = createTrendingRanking(test.catalogue);
  const morning = new Date('2025-03-10T06:00:00Z');
  const evening = new Date('2025-03-10T23:59:00Z');
  const nextDay = new Date('2025-03-11T06:00:00Z');

  it('keeps the same order all day long', () => {
    expect(ids(trending.ranking('movie', 'day', morning))).toEqual(
      ids(createTrendingRanking(test.catalogue).ranking('movie', 'day', evening)),
    );
  });

  it('changes the order from one day to the next', () => {
    expect(ids(trending.ranking('movie', 'day', morning))).not.toEqual(
      ids(trending.ranking('movie', 'day', nextDay)),
    );
  });

  it('orders the week differently from the day, and keeps it within the ISO week', () => {
    const week = ids(trending.ranking('tv', 'week', morning));
    expect(week).not.toEqual(ids(trending.ranking('tv', 'day', morning)));
    expect(week).toEqual(ids(trending.ranking('tv', 'week', new Date('2025-03-16T20:00:00Z'))));
  });

  it('mixes movies and shows for "all"', () => {
    const kinds = new Set(
      trending
        .ranking('all', 'day', morning)
        .slice(0, 60)
        .map((ref) => ref.media_type),
    );
    expect(kinds).toEqual(new Set(['movie', 'tv']));
  });

  it('names days in UTC and weeks the ISO way', () => {
    expect(utcDayKey(new Date('2025-01-01T23:30:00-05:00'))).toBe('2025-01-02');
    expect(isoWeekKey(new Date('2021-01-03T12:00:00Z'))).toBe('2020-W53');
    expect(isoWeekKey(new Date('2025-03-10T00:00:00Z'))).toBe('2025-W11');
  });
});
