import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedPage } from './compressed-page.js';

const HTML = `<!doctype html><html><body>${'<p>Heat · Marquee</p>'.repeat(200)}</body></html>`;

function decoded({ body, encoding }: ReturnType<typeof compressedPage>): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString();
}

describe('compressedPage', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['gzip, deflate', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, *', undefined],
    ['gzip;q=0', undefined],
    ['deflate', undefined],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('answers accept-encoding %j with %s', (acceptEncoding, encoding) => {
    const page = compressedPage(HTML, acceptEncoding);
    expect(page.encoding).toBe(encoding);
    expect(decoded(page)).toBe(HTML);
    if (encoding !== undefined) expect(page.body.length).toBeLessThan(HTML.length / 10);
  });
});
