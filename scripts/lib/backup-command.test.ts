import { describe, expect, it } from 'vitest';
import {
  describeBackupOutcome,
  parseBackupCommand,
  parseRestoreCommand,
  UsageError,
} from './backup-command.js';

describe('parseBackupCommand', () => {
  it('takes no file (the backup picks one), or one file from the folder the command was typed in', () => {
    expect(parseBackupCommand([], '/home/ada')).toEqual({ file: undefined, force: false });
    expect(parseBackupCommand(['keep/library.sqlite', '--force'], '/home/ada')).toEqual({
      file: '/home/ada/keep/library.sqlite',
      force: true,
    });
  });

  it('refuses two files and options it does not know, with the usage', () => {
    expect(() => parseBackupCommand(['a', 'b'], '/')).toThrow(
      new UsageError('Name one file at most. Usage: npm run backup -- [file] [--force]'),
    );
    expect(() => parseBackupCommand(['--forse'], '/')).toThrow(
      /Unknown option '--forse'.*Usage: npm run backup -- \[file\] \[--force\]$/,
    );
  });
});

describe('parseRestoreCommand', () => {
  it('needs exactly one file', () => {
    expect(parseRestoreCommand(['/backups/monday.sqlite'], '/home/ada')).toEqual({
      file: '/backups/monday.sqlite',
      force: false,
    });
    for (const args of [[], ['a', 'b'], ['--force']])
      expect(() => parseRestoreCommand(args, '/')).toThrow(
        'Name the one backup file to restore. Usage: npm run restore -- <file> [--force]',
      );
  });
});

describe('describeBackupOutcome', () => {
  it('says in one line what was written, its size and the time taken, paths from the repo', () => {
    const outcome = {
      library: '/repo/.data/library.sqlite',
      file: '/repo/.data/backups/library-2026-06-15T12-00-00Z.sqlite',
      bytes: 3 * 1024 * 1024 + 200_000,
      ms: 1234,
    };
    expect(describeBackupOutcome('backup', outcome, '/repo')).toBe(
      'Backed up the library (.data/library.sqlite) to .data/backups/library-2026-06-15T12-00-00Z.sqlite: 3.2 MiB in 1.2 s.',
    );
    expect(
      describeBackupOutcome(
        'restore',
        {
          ...outcome,
          library: 'PostgreSQL db:5432/marquee',
          file: '/mnt/monday.pgdump',
          bytes: 900,
          ms: 42.4,
        },
        '/repo',
      ),
    ).toBe(
      'Restored the library (PostgreSQL db:5432/marquee) from /mnt/monday.pgdump: 900 B in 42 ms.',
    );
  });
});
