import { describe, expect, it } from 'vitest';
import { zipOf } from '../../../../scripts/lib/tracker-exports/zip-of';
import { ImportFileError } from './import-file-error';
import { openZipArchive, PASSWORD_NEEDED, PASSWORD_REFUSED } from './zip-archive';

function input(bytes: Uint8Array<ArrayBuffer>, name = 'export.zip') {
  return { name, size: bytes.length, blob: new Blob([bytes]) };
}

async function failure(promise: Promise<unknown>): Promise<ImportFileError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ImportFileError);
  return error as ImportFileError;
}

describe('reading a zip', () => {
  it('lists its files once and reads each as text, a byte order mark dropped', async () => {
    const archive = await openZipArchive(
      input(await zipOf({ 'a.csv': '\uFEFFkey,s_id\nwatch,1\n', 'lists/b.csv': 'Ünïcödé' })),
    );
    expect(archive.entries.map((entry) => entry.name)).toEqual(['a.csv', 'lists/b.csv']);
    expect(await archive.entries[0]?.text(1000)).toBe('key,s_id\nwatch,1\n');
    expect(await archive.entries[1]?.text(1000)).toBe('Ünïcödé');
  });

  it('opens a zip with its password, ZipCrypto (what TV Time sends) and AES alike', async () => {
    for (const zipCrypto of [true, false]) {
      const bytes = await zipOf({ 'x.csv': 'key\n' }, { password: 'sesame', zipCrypto });
      const archive = await openZipArchive(input(bytes), { password: 'sesame' });
      expect(archive.entries[0]?.encrypted).toBe(true);
      expect(await archive.entries[0]?.text(100)).toBe('key\n');
    }
  });

  it('says when the password is wrong, and when one is needed', async () => {
    const bytes = await zipOf({ 'x.csv': 'key\n' }, { password: 'sesame', zipCrypto: true });
    const wrong = await openZipArchive(input(bytes), { password: 'open' });
    expect((await failure(wrong.entries[0]!.text(100))).problem).toBe(PASSWORD_REFUSED);
    const none = await openZipArchive(input(bytes));
    expect((await failure(none.entries[0]!.text(100))).problem).toBe(PASSWORD_NEEDED);
  });

  it('stops an entry that inflates past its limit, whatever its header says', async () => {
    const archive = await openZipArchive(input(await zipOf({ 'big.csv': 'x'.repeat(50_000) })));
    const error = await failure(archive.entries[0]!.text(10_000));
    expect(error.file).toBe('big.csv');
    expect(error.problem).toMatch(/larger than/);
  });

  it('refuses what is not a zip, and names the entry of a zip cut short', async () => {
    const notZip = new TextEncoder().encode('key,s_id\n');
    expect((await failure(openZipArchive(input(new Uint8Array(notZip))))).file).toBe('export.zip');
    const whole = await zipOf({ 'a.csv': 'abc'.repeat(10_000) });
    // The entry's data damaged in the middle: its checksum (or inflating it) fails.
    const damaged = new Uint8Array(whole);
    for (let at = 60; at < 90; at++) damaged[at] = 0;
    const archive = await openZipArchive(input(damaged));
    const error = await failure(archive.entries[0]!.text(1_000_000));
    expect(error.file).toBe('a.csv');
    expect(error.message).toMatch(/damaged or cut short/);
  });
});
