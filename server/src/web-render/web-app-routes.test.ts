import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestCatalogue } from '../test/test-catalogue.js';
import { testApp } from '../test/test-app.js';

const test = buildTestCatalogue();
const webDist = mkdtempSync(path.join(tmpdir(), 'marquee-web-'));
mkdirSync(path.join(webDist, 'static', 'js'), { recursive: true });
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><base href="/"><script src="static/js/main-abc123.js"></script></head><body></body></html>',
);
writeFileSync(path.join(webDist, 'static', 'js', 'main-abc123.js'), 'console.log(1)');
writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
// The build's manifest, for the server alone (route-assets.ts); any other dot-file is no asset either.
mkdirSync(path.join(webDist, '.vite'));
writeFileSync(path.join(webDist, '.vite', 'manifest.json'), '{}');
writeFileSync(path.join(webDist, '.vite', 'manifest.json.br'), brotliCompressSync('{}'));
writeFileSync(path.join(webDist, 'static', '.env'), 'SECRET=1');
// What the build writes beside a hashed asset (see web/vite.config.ts).
const APP_SCRIPT = 'console.log("app");'.repeat(100);
writeFileSync(path.join(webDist, 'static', 'js', 'app-def456.js'), APP_SCRIPT);
writeFileSync(
  path.join(webDist, 'static', 'js', 'app-def456.js.br'),
  brotliCompressSync(APP_SCRIPT),
);
writeFileSync(path.join(webDist, 'static', 'js', 'app-def456.js.gz'), gzipSync(APP_SCRIPT));
afterAll(() => {
  test.cleanup();
  rmSync(webDist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('serves index.html for app paths with <base> set to BASE_PATH, never cached', async () => {
    const app = await testApp({
      source: test.source,
      env: { WEB_DIST: webDist, BASE_PATH: '/marquee/' },
    });
    for (const url of ['/marquee/', '/marquee/movies', '/marquee/details/movie/3?x=1']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<base href="/marquee/">');
    }
    // Without the slash the shell is still served; its absolute <base> keeps relative URLs right.
    expect((await app.inject('/marquee')).body).toContain('<base href="/marquee/">');
    // No page of the app's is at index.html: the home page is the base path.
    const index = await app.inject({
      url: '/marquee/index.html?x=1',
      headers: { accept: 'text/html' },
    });
    expect(index.statusCode).toBe(301);
    expect(index.headers.location).toBe('/marquee/?x=1');
    await app.close();
  });

  it('renders every page in the theme the cookie names, and varies on the cookie', async () => {
    const app = await testApp({ source: test.source, env: { WEB_DIST: webDist } });
    const page = (cookie?: string) =>
      app.inject({
        url: '/movies',
        headers: { accept: 'text/html', ...(cookie === undefined ? {} : { cookie }) },
      });
    expect((await page()).body).toContain('<html data-theme="dark">');
    const light = await page('marquee_session=x; marquee_theme=light');
    expect(light.body).toContain('<html data-theme="light">');
    expect(light.headers.vary).toContain('cookie');
    expect((await page('marquee_theme=system')).body).toContain('<html data-theme="system">');
    await app.close();
  });

  it('caches hashed static files for a year and others not at all', async () => {
    const app = await testApp({ source: test.source, env: { WEB_DIST: webDist } });
    const script = await app.inject('/static/js/main-abc123.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('no-cache');
    expect((await app.inject('/static/js/missing-1.js')).statusCode).toBe(404);
    expect(
      (await app.inject({ url: '/3/not-a-route', headers: { accept: 'text/html' } })).json(),
    ).toMatchObject({ status_code: 34 });
    expect((await app.inject({ url: '/people', headers: { accept: 'text/html' } })).body).toContain(
      '<base href="/">',
    );
    await app.close();
  });

  it('answers a dot-file or a file in a dot-folder as a missing file: 404', async () => {
    const app = await testApp({ source: test.source, env: { WEB_DIST: webDist } });
    const missing = await app.inject('/static/js/missing-1.js');
    for (const url of [
      '/.vite/manifest.json',
      '/%2Evite/manifest.json',
      '/static/../.vite/manifest.json',
      '/static/.env',
    ]) {
      for (const encoding of [undefined, 'br, gzip']) {
        const response = await app.inject({
          url,
          headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
        });
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).toBe(missing.body);
      }
    }
    await app.close();
  });

  it('sends the precompressed copy of an asset to browsers that accept it', async () => {
    const app = await testApp({ source: test.source, env: { WEB_DIST: webDist } });
    const url = '/static/js/app-def456.js';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_SCRIPT);
    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(APP_SCRIPT);
    const plain = await app.inject(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_SCRIPT);
    // An asset without compressed copies is still served as it is.
    expect(
      (await app.inject({ url: '/static/js/main-abc123.js', headers: { 'accept-encoding': 'br' } }))
        .body,
    ).toBe('console.log(1)');
    await app.close();
  });

  it('answers app paths with a plain 503 when the web app is not built, while the API works', async () => {
    const app = await testApp({
      source: test.source,
      env: { WEB_DIST: path.join(webDist, 'missing') },
    });
    const response = await app.inject({ url: '/movies', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('web app not built: run npm run build');
    expect((await app.inject('/3/movie/1')).statusCode).toBe(200);
    await app.close();
  });
});
