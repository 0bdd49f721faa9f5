// zip.js's build without workers or WebAssembly: the same in Node (e2e, bench) and in the web
// tests' environment, and the build the app reads zips with.
import {
  configure,
  TextReader,
  Uint8ArrayReader,
  Uint8ArrayWriter,
  ZipWriter,
} from '@zip.js/zip.js/index-native.js';

/*
 * Zips as the exports download: Letterboxd's, Trakt's, and TV Time's with its password (the old
 * ZipCrypto, which every unzip tool opens). One writer for the import's tests, the end-to-end
 * tests and the bench.
 */

configure({ useWebWorkers: false });

/** A file in the zip: text, or bytes as they are. */
export type ZipEntryContent = string | Uint8Array;

/**
 * The entries in order, at their paths; encrypted when a password is given, with ZipCrypto as TV
 * Time's are unless `zipCrypto` is false (then AES, as some tools write).
 */
export async function zipOf(
  entries: Readonly<Record<string, ZipEntryContent>>,
  { password, zipCrypto = true }: { password?: string; zipCrypto?: boolean } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const writer = new ZipWriter(
    new Uint8ArrayWriter(),
    password === undefined ? {} : { password, zipCrypto },
  );
  for (const [path, content] of Object.entries(entries))
    await writer.add(
      path,
      typeof content === 'string' ? new TextReader(content) : new Uint8ArrayReader(content),
    );
  // A copy on a plain ArrayBuffer, as File's and Blob's constructors want.
  return new Uint8Array(await writer.close());
}
