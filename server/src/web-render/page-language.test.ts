import { describe, expect, it } from 'vitest';
import { chosenLanguage, withLanguage } from './page-language.js';

describe('chosenLanguage', () => {
  it('reads the marquee_lang cookie among others', () => {
    expect(chosenLanguage('a=1; marquee_lang=pt-BR; marquee_theme=light')).toBe('pt-BR');
    expect(chosenLanguage('marquee_lang=ar')).toBe('ar');
  });

  it('has no choice without the cookie, or with one the app never writes', () => {
    expect(chosenLanguage(undefined)).toBeUndefined();
    expect(chosenLanguage('marquee_theme=dark')).toBeUndefined();
    expect(chosenLanguage('marquee_lang="><script>')).toBeUndefined();
    expect(chosenLanguage('xmarquee_lang=fr')).toBeUndefined();
  });
});

describe('withLanguage', () => {
  const shell = '<!doctype html>\n<html lang="en" data-theme="dark">\n<head></head></html>';

  it('puts the language and its direction on <html>, keeping the other attributes', () => {
    expect(withLanguage(shell, { language: 'ar', direction: 'rtl' })).toContain(
      '<html lang="ar" dir="rtl" data-theme="dark">',
    );
    expect(withLanguage(shell, { language: 'pt-BR', direction: 'ltr' })).toContain(
      '<html lang="pt-BR" dir="ltr" data-theme="dark">',
    );
  });

  it('leaves the document as it is for a tag that could break out of the attribute', () => {
    expect(withLanguage(shell, { language: 'en" onload="x', direction: 'ltr' })).toBe(shell);
  });
});
