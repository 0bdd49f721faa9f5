import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Row } from './report-table.js';

/*
 * Issue 25's budgets for languages, read from the browser's build: the i18n layer (react-intl and
 * FormatJS, the `intl` chunk of web/vite.config.ts) a route's scripts gain, and each language's
 * messages (one chunk per language, fetched by those who read it). gzip at level 9, as the build
 * precompresses.
 */

export const I18N_LAYER_BUDGET_KB = 15;
export const MESSAGES_BUDGET_KB = 10;
const SECTION = 'Web: languages (gzip, from the build)';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
}

export interface I18nSizes {
  layerKb: number | undefined;
  /** Each language's messages, by tag. */
  messagesKb: Record<string, number>;
}

const MESSAGES_SOURCE = /^src\/i18n\/messages\/(.+)\.json$/;

/** The sizes in web/dist as its manifest names the files. */
export function measureI18nSizes(webDist: string): I18nSizes {
  const manifest = JSON.parse(
    readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const gzipKb = (file: string) =>
    gzipSync(readFileSync(join(webDist, file)), { level: 9 }).length / 1024;
  const messagesKb: Record<string, number> = {};
  let layerKb: number | undefined;
  for (const [key, chunk] of Object.entries(manifest)) {
    const language = MESSAGES_SOURCE.exec(chunk.src ?? key)?.[1];
    if (language !== undefined) messagesKb[language] = gzipKb(chunk.file);
    else if (chunk.name === 'intl') layerKb = gzipKb(chunk.file);
  }
  return { layerKb, messagesKb };
}

export function i18nSizeRows({ layerKb, messagesKb }: I18nSizes): Row[] {
  const row = (figure: string, kb: number | undefined, budget: number): Row => ({
    section: SECTION,
    figure,
    marquee: kb === undefined ? 'not found' : `${kb.toFixed(1)} KB`,
    peers: '',
    ratio: '',
    goal: `≤ ${budget} KB`,
    met: kb === undefined ? false : kb <= budget,
  });
  return [
    row('i18n layer a route adds (react-intl, FormatJS)', layerKb, I18N_LAYER_BUDGET_KB),
    ...Object.entries(messagesKb)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([language, kb]) => row(`messages in ${language}`, kb, MESSAGES_BUDGET_KB)),
  ];
}
