import { describe, expect, it } from 'vitest';
import { downloadFileName } from './download-file-name';

describe('downloadFileName', () => {
  it.each([
    ['attachment; filename="marquee-library-2026-03-01.json"', 'marquee-library-2026-03-01.json'],
    ['attachment; filename=marquee-letterboxd-2026-03-01.csv', 'marquee-letterboxd-2026-03-01.csv'],
    [
      `attachment; filename="library.json"; filename*=UTF-8''biblioth%C3%A8que.json`,
      'bibliothèque.json',
    ],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="say \\"hi\\".json"', 'say "hi".json'],
  ])('reads %s', (header, name) => {
    expect(downloadFileName(header)).toBe(name);
  });

  it.each([null, '', 'attachment', 'attachment; filename=""'])('gives none for %j', (header) => {
    expect(downloadFileName(header)).toBeUndefined();
  });
});
