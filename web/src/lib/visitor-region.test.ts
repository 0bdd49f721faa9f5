import { describe, expect, it } from 'vitest';
import { acceptedLanguages, regionOfLanguages } from './visitor-region';

describe('acceptedLanguages', () => {
  it.each([
    ['en-GB,en;q=0.9,fr-FR;q=0.8', ['en-GB', 'en', 'fr-FR']],
    ['fr;q=0.5, de-AT', ['de-AT', 'fr']],
    ['*, es-MX;q=0.1', ['es-MX']],
    ['nl;q=0, pt-BR', ['pt-BR']],
    ['', []],
    [undefined, []],
  ])('%s → %j', (header, tags) => {
    expect(acceptedLanguages(header)).toEqual(tags);
  });
});

describe('regionOfLanguages', () => {
  it.each([
    [['en-GB', 'en'], 'GB'],
    [['fr'], 'FR'],
    [['en'], 'US'],
    [['ja-JP'], 'JP'],
    [['es-419', 'es-MX'], 'MX'],
    [['not a tag', 'de'], 'DE'],
    [[], undefined],
  ])('%j → %s', (languages, region) => {
    expect(regionOfLanguages(languages)).toBe(region);
  });
});
