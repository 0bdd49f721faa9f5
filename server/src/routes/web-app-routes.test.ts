import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestCatalogue, createTestApp } from '../test-support/test-catalogue.js';

const test = buildTestCatalogue();
const webDist = mkdtempSync(path.join(tmpdir(), 'marquee-web-'));
mkdirSync(path.join(webDist, 'static', 'js'), { recursive: true });
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><base href="/"><script src="static/js/main-abc123.js"></script></head><body></body></html>');
writeFileSync(path.join(webDist, 'static', 'js', 'main-abc123.js'), 'console.log(1)');
writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => {
  test.cleanup();
  rmSync(webDist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('serves index.html for app paths with <base> set to BASE_PATH, never cached', async () => {
    const app = await createTestApp(test.catalogue, { WEB_DIST: webDist, BASE_PATH: '/marquee/' });
    for (const url of ['/marquee/', '/marquee/movies', '/marquee/details/movie/3?x=1', '/marquee/index.html']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<base href="/marquee/">');
    }
    // Without the slash the shell is still served; its absolute <base> keeps relative URLs right.
    expect((await app.inject('/marquee')).body).toContain('<base href="/marquee/">');
    await app.close();
  });

  it('caches hashed static files for a year and others not at all', async () => {
    const app = await createTestApp(test.catalogue, { WEB_DIST: webDist });
    const script = await app.inject('/static/js/main-abc123.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('no-cache');
    expect((await app.inject('/static/js/missing-1.js')).statusCode).toBe(404);
    expect((await app.inject({ url: '/3/not-a-route', headers: { accept: 'text/html' } })).json()).toMatchObject({ status_code: 34 });
    expect((await app.inject({ url: '/people', headers: { accept: 'text/html' } })).body).toContain('<base href="/">');
    await app.close();
  });

  it('answers app paths with a plain 503 when the web app is not built, while the API works', async () => {
    const app = await createTestApp(test.catalogue, { WEB_DIST: path.join(webDist, 'missing') });
    const response = await app.inject({ url: '/movies', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('web app not built: run npm run build');
    expect((await app.inject('/3/movie/1')).statusCode).toBe(200);
    await app.close();
  });
});
