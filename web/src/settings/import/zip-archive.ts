import {
  BlobReader,
  configure,
  ERR_ENCRYPTED,
  ERR_INVALID_PASSWORD,
  ERR_UNSUPPORTED_ENCRYPTION,
  ZipReader,
  type FileEntry,
} from '@zip.js/zip.js/index-native.js';
import { ImportFileError } from './import-file-error';

/*
 * The zips the import reads (Letterboxd's, Trakt's, TV Time's, which comes with a password),
 * through zip.js. Its directory is read once; an entry is inflated only when its turn comes,
 * as a stream (the browser's own DecompressionStream, off the page's main work) whose bytes are
 * counted as they come: a size in a header is a claim, and an entry that inflates past its limit
 * is stopped there. Workers stay off: zip.js would make them from blob: URLs, which the CSP
 * (script-src 'self') refuses.
 */
configure({ useWebWorkers: false });

export const PASSWORD_REFUSED = 'The password does not open this file.';
export const PASSWORD_NEEDED =
  'The file is protected by a password. Enter it (TV Time sends it in a separate e-mail) and preview again.';

/** What a zip the person chose is, to zip.js. */
export interface ZipInput {
  name: string;
  size: number;
  /** The bytes, as a Blob (a File is one); read in pieces, never whole. */
  blob: Blob;
}

/** A file in the zip, by its path, read only when asked. */
export interface ZipEntryFile {
  name: string;
  /** What the zip says it unzips to: a claim, checked while reading. */
  size: number;
  encrypted: boolean;
  /** The entry's text (UTF-8, a byte order mark dropped); refuses past `maxBytes` unzipped. */
  text(maxBytes: number): Promise<string>;
}

export interface ZipArchive {
  entries: ZipEntryFile[];
  close(): Promise<void>;
}

function unreadable(
  zip: string,
  why = 'it is not a zip archive that can be read',
): ImportFileError {
  return new ImportFileError(zip, undefined, `${why}.`);
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** zip.js's errors as the person should read them, naming the file. */
function readFailure(error: unknown, zip: string, path: string): Error {
  if (
    error instanceof ImportFileError ||
    (error instanceof DOMException && error.name === 'AbortError')
  )
    return error;
  const message = errorText(error);
  if (message === ERR_INVALID_PASSWORD)
    return new ImportFileError(zip, undefined, PASSWORD_REFUSED);
  if (message === ERR_ENCRYPTED) return new ImportFileError(zip, undefined, PASSWORD_NEEDED);
  if (message === ERR_UNSUPPORTED_ENCRYPTION)
    return unreadable(
      zip,
      'it is encrypted in a way Marquee cannot open; unzip it and choose its files',
    );
  return new ImportFileError(
    path,
    undefined,
    `cannot be unzipped from ${zip}: it is damaged or cut short (${message}).`,
  );
}

/** A sink that keeps the chunks and stops the read once they add up to more than `maxBytes`. */
function boundedSink(path: string, maxBytes: number) {
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  const stream = new WritableStream<Uint8Array>({
    write(chunk) {
      bytes += chunk.length;
      if (bytes > maxBytes)
        throw new ImportFileError(
          path,
          undefined,
          `the file is larger than ${Math.round(maxBytes / (1024 * 1024))} MB once unzipped.`,
        );
      chunks.push(chunk);
    },
  });
  return {
    stream,
    text(): string {
      const decoder = new TextDecoder();
      let text = '';
      for (const chunk of chunks) text += decoder.decode(chunk, { stream: true });
      text += decoder.decode();
      return text.startsWith('\uFEFF') ? text.slice(1) : text;
    },
  };
}

/**
 * Opens a zip: reads its directory once. Refuses a file that is no zip, or whose directory is
 * damaged; a wrong password shows when an entry is read.
 */
export async function openZipArchive(
  zip: ZipInput,
  { password }: { password?: string } = {},
): Promise<ZipArchive> {
  const reader = new ZipReader(new BlobReader(zip.blob), {
    ...(password === undefined || password === '' ? {} : { password }),
    checkCrc32: true,
  });
  let found;
  try {
    found = await reader.getEntries();
  } catch (error) {
    throw unreadable(zip.name, `it is not a zip archive that can be read (${errorText(error)})`);
  }
  const entries: ZipEntryFile[] = [];
  for (const entry of found) {
    if (entry.directory) continue;
    const file = entry as FileEntry;
    entries.push({
      name: file.filename,
      size: file.uncompressedSize,
      encrypted: file.encrypted,
      async text(maxBytes) {
        const sink = boundedSink(file.filename, maxBytes);
        try {
          await file.getData(sink.stream);
        } catch (error) {
          throw readFailure(error, zip.name, file.filename);
        }
        return sink.text();
      },
    });
  }
  return { entries, close: () => reader.close() };
}
