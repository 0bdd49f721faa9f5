import { describe, expect, it } from 'vitest';
import { ImportFileError } from './import-file-error';
import { csvFile, letterboxdWatched, skippedInEnglish } from './import-test-files';
import { zipImportFiles, zipLimits } from './zip-import-files';
import {
  letterboxdExportEntries,
  letterboxdLeftOutPaths,
  letterboxdTakenEntries,
  zipBytes,
  zipFile,
} from './zip-test-files';

const limits = { fileBytes: () => 10 * 1024 * 1024 };

const leftOut = (file: string) => ({
  source: { file },
  label: 'the whole file',
  reason: 'not one of the files Marquee imports.',
});

/** Rewrites what the zip's central directory says an entry unzips to; its data stays as it is. */
function declareSize(
  bytes: Uint8Array<ArrayBuffer>,
  path: string,
  originalSize: number,
): Uint8Array<ArrayBuffer> {
  const patched = bytes.slice();
  const view = new DataView(patched.buffer);
  const names = new TextDecoder();
  for (let at = 0; at + 46 <= patched.length; at += 1) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const nameLength = view.getUint16(at + 28, true);
    if (names.decode(patched.subarray(at + 46, at + 46 + nameLength)) === path) {
      view.setUint32(at + 24, originalSize, true);
      return patched;
    }
  }
  throw new Error(`${path} is not in the zip`);
}

function asFile(name: string, bytes: Uint8Array<ArrayBuffer>): File {
  return new File([bytes], name, { type: 'application/zip' });
}

describe('zipImportFiles', () => {
  it("takes the files the import knows from Letterboxd's zip by their path, and lists the others", async () => {
    const zip = await zipFile('letterboxd-ada-2024-06-01-utc.zip', letterboxdExportEntries);
    const { files, skipped } = await zipImportFiles(zip, limits);
    expect(files.map(({ name }) => name)).toEqual(Object.keys(letterboxdTakenEntries));
    const [watched] = files;
    expect(await watched?.text()).toBe(await csvFile('watched.csv', letterboxdWatched).text());
    expect(watched?.size).toBe(csvFile('watched.csv', letterboxdWatched).size);
    // deleted/, orphaned/ and the folders themselves are not mentioned at all.
    expect(skippedInEnglish(skipped)).toEqual(letterboxdLeftOutPaths.map(leftOut));
  });

  it("lists Trakt's user-settings.json as personal data, unopened", async () => {
    const text = (value: string) => new TextEncoder().encode(value);
    const zip = await zipFile('trakt-export-ada.zip', {
      'watched-history.json': text('[]'),
      'user-settings.json': text('{"user":{"email":"ada@example.com"}}'),
      'user-profile.json': text('{}'),
    });
    const { files, skipped } = await zipImportFiles(zip, limits);
    expect(files.map(({ name }) => name)).toEqual(['watched-history.json']);
    expect(skippedInEnglish(skipped)).toEqual([
      {
        source: { file: 'user-settings.json' },
        label: 'the whole file',
        reason: 'it holds your e-mail address, which Marquee does not need, so it is not opened.',
      },
      leftOut('user-profile.json'),
    ]);
  });

  it('reads a zip made again from the unzipped folder, with macOS entries in it', async () => {
    const folder = 'letterboxd-watchlister-2024-06-01-utc/';
    const zip = await zipFile('export.zip', {
      [folder]: new Uint8Array(0),
      [`${folder}watched.csv`]: letterboxdWatched,
      [`${folder}lists/ジブリの映画.csv`]: letterboxdTakenEntries['lists/ジブリの映画.csv'],
      [`${folder}reviews.csv`]: ['Date,Name,Year,Letterboxd URI,Rating,Rewatch,Review'],
      [`${folder}.DS_Store`]: new Uint8Array([0, 0, 0, 1, 66, 117, 100, 49]),
      '__MACOSX/': new Uint8Array(0),
      [`__MACOSX/${folder}._watched.csv`]: new Uint8Array([0, 5, 22, 7, 0, 2, 0, 0]),
    });
    const { files, skipped } = await zipImportFiles(zip, limits);
    // Named as in the export: the folder's name says nothing about the file.
    expect(files.map(({ name }) => name)).toEqual(['watched.csv', 'lists/ジブリの映画.csv']);
    expect(skippedInEnglish(skipped)).toEqual([leftOut('reviews.csv')]);
  });

  it('says which zip cannot be read: not a zip, cut short, or with damaged data', async () => {
    const whole = await zipBytes({ 'watched.csv': letterboxdWatched });
    const damaged = whole.slice();
    // The first bytes of the deflated data, just after the local header, the name and the extra
    // field (their lengths at bytes 26 and 28 of the header).
    const header = new DataView(whole.buffer);
    const dataStart = 30 + header.getUint16(26, true) + header.getUint16(28, true);
    damaged.fill(0xff, dataStart, dataStart + 8);
    const broken = [
      asFile('letterboxd.zip', new TextEncoder().encode('Date,Name,Year\r\n')),
      asFile('letterboxd.zip', whole.subarray(0, whole.length - 30)),
      asFile('letterboxd.zip', damaged),
    ];
    const messages = [];
    for (const zip of broken) {
      const failure = await zipImportFiles(zip, limits)
        .then(({ files }) => Promise.all(files.map((f) => f.text())))
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(failure).toBeInstanceOf(ImportFileError);
      messages.push((failure as ImportFileError).message);
    }
    expect(messages[0]).toMatch(/^letterboxd\.zip: it is not a zip archive that can be read/);
    for (const message of messages) expect(message).toContain('letterboxd.zip');
    expect(messages[2]).toMatch(/^watched\.csv: cannot be unzipped from letterboxd\.zip/);
  });

  it('refuses a file that would unzip to more than 10 MB by its declared size, unzipping nothing', async () => {
    const bytes = declareSize(
      await zipBytes({ 'watched.csv': letterboxdWatched, 'lists/heists.csv': ['Letterboxd list'] }),
      'lists/heists.csv',
      limits.fileBytes() + 1,
    );
    await expect(zipImportFiles(asFile('letterboxd.zip', bytes), limits)).rejects.toThrow(
      'lists/heists.csv: the file is larger than 10 MB once unzipped.',
    );
    // A zip bomb says it unzips to gigabytes.
    const bomb = declareSize(
      await zipBytes({ 'diary.csv': ['0'.repeat(1000)] }),
      'diary.csv',
      2 ** 32 - 1,
    );
    await expect(zipImportFiles(asFile('bomb.zip', bomb), limits)).rejects.toThrow(
      'diary.csv: the file is larger than 10 MB once unzipped.',
    );
  });

  it('refuses files that would unzip to more than 128 MB in all', async () => {
    const entries: Record<string, readonly string[]> = {};
    for (let index = 0; index < 15; index += 1) entries[`lists/list-${index}.csv`] = ['x'];
    let bytes = await zipBytes(entries);
    for (const path of Object.keys(entries)) bytes = declareSize(bytes, path, 9 * 1024 * 1024);
    await expect(zipImportFiles(asFile('letterboxd.zip', bytes), limits)).rejects.toThrow(
      'letterboxd.zip: the files Marquee imports from it are larger than 128 MB in all once unzipped.',
    );
  });

  it('refuses a zip over 50 MB without reading it', async () => {
    let read = false;
    const huge = {
      name: 'huge.zip',
      size: zipLimits.zipBytes + 1,
      arrayBuffer: () => {
        read = true;
        return Promise.resolve(new ArrayBuffer(0));
      },
    };
    await expect(zipImportFiles(huge, limits)).rejects.toThrow(
      'huge.zip: the file is larger than 50 MB.',
    );
    expect(read).toBe(false);
  });

  it('refuses a zip with none of the files the import knows', async () => {
    const zip = await zipFile('photos.zip', { 'reviews.csv': ['Date'], 'notes.txt': ['hello'] });
    await expect(zipImportFiles(zip, limits)).rejects.toThrow(
      "photos.zip: it holds none of the files Marquee imports from Letterboxd's export (watched.csv, ratings.csv, watchlist.csv, diary.csv and the files in lists/), Trakt's export (watched-history, ratings, lists), or TV Time's export (tracking-prod-records and the files beside it).",
    );
  });
});
