import { createRequire } from 'node:module';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/*
 * The app's messages (web/src/i18n/messages/<language>.json) are written in ICU's message syntax
 * and parsed here, at build time, into the syntax tree react-intl formats from. The browser's
 * bundle then leaves the parser out (NO_PARSER below): about 15 KB of script less on every page.
 */

const MESSAGES_FILE = /[\\/]src[\\/]i18n[\\/]messages[\\/][^\\/]+\.json$/;

export function precompiledMessages(): Plugin {
  return {
    name: 'marquee-precompiled-messages',
    // Before Vite's own JSON plugin, which then makes the parsed messages a module like any JSON.
    enforce: 'pre',
    transform(code, id) {
      if (!MESSAGES_FILE.test(id)) return undefined;
      const messages = JSON.parse(code) as Record<string, string>;
      const parsed = Object.fromEntries(
        Object.entries(messages).map(([messageId, message]) => {
          try {
            return [messageId, parse(message)];
          } catch (error) {
            throw new Error(`${id}: "${messageId}" is not an ICU message`, { cause: error });
          }
        }),
      );
      return { code: JSON.stringify(parsed), map: null };
    },
  };
}

/**
 * react-intl's messages are all parsed at build time: what the bundles import instead of the
 * parser. One file for every importer, as react-intl's packages each nest a copy of it.
 */
export const NO_PARSER = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: createRequire(import.meta.url).resolve(
    '@formatjs/icu-messageformat-parser/no-parser.js',
  ),
};
