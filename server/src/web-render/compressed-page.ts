import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { preferredEncoding } from '../http/cached-answers.js';

export interface CompressedPage {
  body: Buffer | string;
  /** The content-encoding, when the page is compressed. */
  encoding?: 'br' | 'gzip';
}

// A page is made per request, so a quick setting: brotli 4 takes a few milliseconds for 250 KB
// and gets within a fifth of its best; the hashed files are compressed at their best at build time.
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

/** The page in the best encoding the browser accepts (a first visit waits for every byte of it). */
export function compressedPage(html: string, acceptEncoding: string | undefined): CompressedPage {
  // As the API's answers are chosen: names in any case, q=0 refuses one even with a "*" beside it.
  const encoding = preferredEncoding(acceptEncoding);
  if (encoding === 'br')
    return {
      encoding,
      body: brotliCompressSync(html, {
        params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
      }),
    };
  if (encoding === 'gzip') return { encoding, body: gzipSync(html, { level: GZIP_LEVEL }) };
  return { body: html };
}
