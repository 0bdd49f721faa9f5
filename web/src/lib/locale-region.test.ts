import { describe, expect, it } from 'vitest';
import { localeRegion } from './locale-region';

const known = new Set(['US', 'GB', 'FR', 'DE']);

describe('the region of the browser’s languages', () => {
  it.each([
    [['en-GB', 'en'], 'GB'],
    [['fr'], 'FR'],
    [['en'], 'US'],
    [['pt-BR', 'de-DE'], 'DE'],
    [['not a language', 'en-GB'], 'GB'],
    [['ja-JP'], undefined],
    [[], undefined],
  ])('of %j is %s among the catalogue’s', (languages, region) => {
    expect(localeRegion(languages, known)).toBe(region);
  });
});
