import { describe, expect, it } from 'vitest';
import { formatDay } from './format-day';

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
