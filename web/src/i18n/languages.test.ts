import { describe, expect, it } from 'vitest';
import { directionOf, negotiateLanguage } from './languages';

describe('negotiateLanguage', () => {
  it('takes the first wish Marquee speaks, in order', () => {
    expect(negotiateLanguage(['sv', 'de-AT', 'fr'])).toBe('de');
    expect(negotiateLanguage([undefined, 'ja'])).toBe('ja');
  });

  it('reads a language in another country as that language', () => {
    expect(negotiateLanguage(['pt-PT'])).toBe('pt-BR');
    expect(negotiateLanguage(['pt'])).toBe('pt-BR');
    expect(negotiateLanguage(['en-GB'])).toBe('en');
    expect(negotiateLanguage(['AR-eg'])).toBe('ar');
  });

  it('matches a tag whatever its case', () => {
    expect(negotiateLanguage(['PT-br'])).toBe('pt-BR');
  });

  it('falls back to English when no wish is spoken here', () => {
    expect(negotiateLanguage([])).toBe('en');
    expect(negotiateLanguage(['sv', 'zh-Hant', ''])).toBe('en');
  });
});

describe('directionOf', () => {
  it('lays Arabic and Hebrew out right to left, the others left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('he')).toBe('rtl');
    expect(directionOf('ja')).toBe('ltr');
    expect(directionOf('en')).toBe('ltr');
  });
});
