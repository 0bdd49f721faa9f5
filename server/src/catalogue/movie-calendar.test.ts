import { describe, expect, it } from 'vitest';
import type { MovieDetails } from '@marquee/tmdb-types/details';
import {
  FILM_CYCLE_DAYS,
  FILM_LEAD_DAYS,
  isCurrentFilm,
  movieOnDay,
  originDayOn,
} from './movie-calendar.js';
import { dayOfIsoDate, isoDateOfDay } from './utc-days.js';

const day = (date: string) => dayOfIsoDate(date)!;

describe('originDayOn', () => {
  it('puts a current film in the 52 weeks ending FILM_LEAD_DAYS after any day, on its cycle', () => {
    const stored = day('2025-05-10');
    for (let asked = day('2024-01-01'); asked < day('2032-01-01'); asked += 37) {
      const opens = originDayOn(stored, asked);
      expect(opens).toBeLessThanOrEqual(asked + FILM_LEAD_DAYS);
      expect(opens).toBeGreaterThan(asked + FILM_LEAD_DAYS - FILM_CYCLE_DAYS);
      expect(Math.abs((opens - stored) % FILM_CYCLE_DAYS)).toBe(0);
    }
  });

  it('moves a current film a whole cycle at once, the day its next opening is announced', () => {
    const stored = day('2025-05-10');
    const announced = stored + FILM_CYCLE_DAYS - FILM_LEAD_DAYS;
    expect(originDayOn(stored, announced - 1)).toBe(stored);
    expect(originDayOn(stored, announced)).toBe(stored + FILM_CYCLE_DAYS);
  });

  it('never moves an older film', () => {
    const stored = day('2019-03-02');
    expect(isCurrentFilm(stored)).toBe(false);
    for (const asked of ['2019-01-01', '2026-06-15', '2031-12-31'])
      expect(originDayOn(stored, day(asked))).toBe(stored);
  });
});

describe('movieOnDay', () => {
  const film = { id: 1, release_date: '2025-05-10', status: 'Released' } as MovieDetails;

  it('dates a current film for the day and says it is not out yet before it opens', () => {
    const before = movieOnDay(film, day('2026-04-01'))!;
    expect(before.release_date).toBe(isoDateOfDay(day('2025-05-10') + FILM_CYCLE_DAYS));
    expect(before.status).toBe('Post Production');
    const after = movieOnDay(film, day('2026-05-20'))!;
    expect(after.release_date).toBe(before.release_date);
    expect(after.status).toBe('Released');
  });

  it('leaves an older film, or one without a date, as stored', () => {
    expect(movieOnDay({ ...film, release_date: '2010-05-10' }, day('2026-04-01'))).toBeUndefined();
    expect(movieOnDay({ ...film, release_date: '' }, day('2026-04-01'))).toBeUndefined();
  });
});
