import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig, parseLibraryConfig } from './config.js';

describe('parseLibraryConfig', () => {
  it('keeps the library in .data/library.sqlite by default', () => {
    expect(parseLibraryConfig({})).toEqual({
      engine: 'sqlite',
      file: path.resolve('.data/library.sqlite'),
    });
    expect(parseConfig({ LIBRARY_DB: '  ' }).library).toEqual(parseLibraryConfig({}));
  });

  it('reads LIBRARY_DB as a path from where the server runs', () => {
    expect(parseLibraryConfig({ LIBRARY_DB: ' data/mine.sqlite ' })).toEqual({
      engine: 'sqlite',
      file: path.resolve('data/mine.sqlite'),
    });
  });

  it('uses PostgreSQL when DATABASE_URL is set, whatever LIBRARY_DB says', () => {
    const url = 'postgres://marquee:secret@db.internal:5432/marquee';
    expect(parseLibraryConfig({ DATABASE_URL: ` ${url} `, LIBRARY_DB: 'x.sqlite' })).toEqual({
      engine: 'postgres',
      url,
    });
    expect(parseLibraryConfig({ DATABASE_URL: 'postgresql:///marquee?host=/run/pg' }).engine).toBe(
      'postgres',
    );
  });

  it.each(['mysql://u:hunter2@h/db', 'not a url hunter2', 'http://h/db?password=hunter2'])(
    'refuses DATABASE_URL=%s without repeating it (it may hold a password)',
    (value) => {
      const refusal = () => parseLibraryConfig({ DATABASE_URL: value });
      expect(refusal).toThrow('Invalid environment variable DATABASE_URL');
      expect(refusal).not.toThrow(/hunter2/);
    },
  );
});
