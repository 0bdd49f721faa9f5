import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DISPLAY_LANGUAGES, isDisplayLanguage, isTheme } from './display-choices.js';

// The web app's list, read as text: the server never imports web code.
const webLanguages = readFileSync(
  new URL('../../../../web/src/i18n/languages.ts', import.meta.url),
  'utf8',
);

describe('the display choices', () => {
  it('offer exactly the languages the web app speaks, in its order', () => {
    const list = /export const LANGUAGES = \[([\s\S]*?)\] as const;/.exec(webLanguages)?.[1];
    expect(list).toBeDefined();
    const tags = [...(list ?? '').matchAll(/\btag: '([^']+)'/g)].map((match) => match[1]);
    expect(tags).toEqual([...DISPLAY_LANGUAGES]);
  });

  it('know a language and a theme by their exact spelling only', () => {
    expect(['pt-BR', 'he', 'en'].every(isDisplayLanguage)).toBe(true);
    expect([' en', 'pt-br', 'pt', 'EN', null, 1].some(isDisplayLanguage)).toBe(false);
    expect(['dark', 'light', 'system'].every(isTheme)).toBe(true);
    expect(['Dark', 'dim', '', null].some(isTheme)).toBe(false);
  });
});
