import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { marqueeEnv, temporaryLibrary } from './marquee-process.js';

describe('a bench server’s library', () => {
  it('is a file of its own for each server, so two servers never share one', () => {
    const first = temporaryLibrary();
    const second = temporaryLibrary();
    try {
      expect(path.dirname(first.file)).not.toBe(path.dirname(second.file));
      expect(marqueeEnv(8301, '/c.sqlite', { libraryDb: first.file }).LIBRARY_DB).toBe(first.file);
      expect(marqueeEnv(8302, '/c.sqlite', { libraryDb: second.file }).LIBRARY_DB).toBe(
        second.file,
      );
    } finally {
      first.remove();
      second.remove();
    }
  });

  it('goes with its folder, WAL files included, when removed', () => {
    const library = temporaryLibrary();
    mkdirSync(path.dirname(library.file), { recursive: true });
    writeFileSync(library.file, '');
    writeFileSync(`${library.file}-wal`, '');
    library.remove();
    expect(existsSync(path.dirname(library.file))).toBe(false);
  });
});
