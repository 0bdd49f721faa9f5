import { describe, expect, it } from 'vitest';
import { formatDay, formatFullDay, formatMonth, formatMoment } from './format-dates';

describe('formatDay', () => {
  it('reads a YYYY-MM-DD day in English, the same day wherever the reader is', () => {
    expect(formatDay('1999-03-31')).toBe('March 31, 1999');
    expect(formatDay('2026-01-01')).toBe('January 1, 2026');
  });

  it('gives back what is not a day as it came', () => {
    expect(formatDay('someday')).toBe('someday');
    expect(formatDay('')).toBe('');
  });
});

describe('in another language', () => {
  it('reads days, months and moments in the locale given, still in UTC for days', () => {
    expect(formatDay('1999-03-31', 'fr')).toBe('31 mars 1999');
    expect(formatFullDay('2026-11-30', 'de')).toBe('Montag, 30. November 2026');
    expect(formatMonth('2026-11-30', 'es')).toBe('noviembre de 2026');
    expect(formatMoment('2026-06-15T12:00:00.000Z', 'ja')).toBe('2026年6月15日');
  });

  it('reads English when no locale is given', () => {
    expect(formatFullDay('2026-11-30')).toBe('Monday, November 30, 2026');
  });
});

describe('formatMonth', () => {
  it('names the month of any day in it', () => {
    expect(formatMonth('2026-11-30')).toBe('November 2026');
    expect(formatMonth('1999-01-01')).toBe('January 1999');
  });

  it('gives back what is not a day as it came', () => {
    expect(formatMonth('someday')).toBe('someday');
  });
});

describe('formatMoment', () => {
  it('reads a moment as a day', () => {
    // Midday UTC is the same day in every time zone a test machine is likely to have.
    expect(formatMoment('2026-06-15T12:00:00.000Z')).toBe('June 15, 2026');
  });

  it('gives back what is not a moment as it came', () => {
    expect(formatMoment('soon')).toBe('soon');
  });
});
