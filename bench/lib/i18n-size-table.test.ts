import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { i18nSizeRows, measureI18nSizes } from './i18n-size-table.js';

function fakeBuild(files: Record<string, string>, manifest: object): string {
  const dist = mkdtempSync(join(tmpdir(), 'marquee-i18n-bench-'));
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'static', 'js'), { recursive: true });
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dist, file), text);
  return dist;
}

describe('the languages bench', () => {
  it('measures the intl chunk and each language’s messages, gzip', () => {
    const dist = fakeBuild(
      {
        'static/js/intl-A.js': 'x'.repeat(50_000),
        'static/js/fr-B.js': 'Bonjour '.repeat(100),
        'static/js/app-C.js': 'app',
      },
      {
        '_intl-A.js': { file: 'static/js/intl-A.js', name: 'intl' },
        'src/i18n/messages/fr.json': {
          file: 'static/js/fr-B.js',
          name: 'fr',
          src: 'src/i18n/messages/fr.json',
        },
        'src/main.tsx': { file: 'static/js/app-C.js', name: 'main' },
      },
    );
    const sizes = measureI18nSizes(dist);
    expect(Object.keys(sizes.messagesKb)).toEqual(['fr']);
    expect(sizes.layerKb).toBeGreaterThan(0);
    expect(sizes.layerKb).toBeLessThan(1);
  });

  it('holds each figure to its budget, and a missing layer fails it', () => {
    const rows = i18nSizeRows({ layerKb: undefined, messagesKb: { ar: 10.5, en: 7.25 } });
    expect(rows.map(({ figure, marquee, met }) => [figure, marquee, met])).toEqual([
      ['i18n layer a route adds (react-intl, FormatJS)', 'not found', false],
      ['messages in ar', '10.5 KB', false],
      ['messages in en', '7.3 KB', true],
    ]);
  });
});
