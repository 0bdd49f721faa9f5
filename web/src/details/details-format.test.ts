import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Message } from '../i18n/message';
import { englishMessages } from '../test/english-intl';
import { ageOn, formatRating, formatRuntime, paragraphsOf, yearOf } from './details-format';

const english = createIntl({ locale: 'en', messages: englishMessages });

function inEnglish(message: Message | undefined): string | undefined {
  return message && english.formatMessage({ id: message.id }, message.values);
}

describe('details formatting', () => {
  it.each([
    [134, '2h 14m'],
    [45, '45m'],
    [120, '2h'],
    [0, undefined],
  ])('formats a runtime of %i minutes as %j', (minutes, expected) => {
    expect(inEnglish(formatRuntime(minutes))).toBe(expected);
  });

  it('formats a rating with its vote count', () => {
    expect(inEnglish(formatRating(7.8123, 1234))).toBe('7.8 / 10 · 1,234 votes');
    expect(inEnglish(formatRating(5, 1))).toBe('5.0 / 10 · 1 vote');
    expect(formatRating(0, 0)).toBeUndefined();
    // Rounded as toFixed rounds: 8.45 is a little under in binary.
    expect(inEnglish(formatRating(8.45, 2))).toBe('8.4 / 10 · 2 votes');
  });

  it('reads years and ages from TMDB dates', () => {
    expect(yearOf('2023-03-08')).toBe('2023');
    expect(yearOf('')).toBeUndefined();
    expect(ageOn('1956-07-09', '2024-07-08')).toBe(67);
    expect(ageOn('1956-07-09', '2024-07-09')).toBe(68);
  });

  it('splits a biography into paragraphs', () => {
    expect(paragraphsOf('One.\n\nTwo.\n \nThree.')).toEqual(['One.', 'Two.', 'Three.']);
  });
});
