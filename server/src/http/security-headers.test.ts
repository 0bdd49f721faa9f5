import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestCatalogue, testConfig } from '../test/test-catalogue.js';
import Fastify from 'fastify';
import {
  addSecurityHeaders,
  contentSecurityPolicy,
  registeredSecurityHeaders,
  securityHeaderBlocks,
  securityHeaderValues,
} from './security-headers.js';
import { testApp } from '../test/test-app.js';

const test = buildTestCatalogue();
const webDist = mkdtempSync(path.join(tmpdir(), 'marquee-web-'));
mkdirSync(path.join(webDist, 'static', 'js'), { recursive: true });
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><base href="/"></head><body></body></html>',
);
writeFileSync(path.join(webDist, 'static', 'js', 'app-abc123.js'), 'console.log(1)');
afterAll(() => {
  test.cleanup();
  rmSync(webDist, { recursive: true, force: true });
});

describe('security headers', () => {
  it('are on every kind of answer: API, error, image, app shell, static asset, health', async () => {
    const app = await testApp({
      source: test.source,
      env: {
        WEB_DIST: webDist,
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      },
    });
    for (const url of [
      '/3/movie/1',
      '/3/nope',
      '/healthz',
      '/',
      '/movies',
      '/static/js/app-abc123.js',
      '/static/js/missing.js',
    ]) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; worker-src 'self'; manifest-src 'self'; connect-src 'self' http://127.0.0.1:9099; frame-src https://www.youtube-nocookie.com; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
      );
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
    const poster = (await app.inject('/3/movie/1')).json<{ poster_path: string }>().poster_path;
    const image = await app.inject(`/t/p/w500${poster}`);
    expect(image.statusCode).toBe(200);
    // The image route's stricter policy (no script in an SVG opened directly) is kept.
    expect(image.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    await app.close();
  });

  it('let pages frame the trailer player and nothing else: no other host, not even this one', () => {
    const frames = contentSecurityPolicy({ identityOrigins: [], imageOrigins: [] })
      .split('; ')
      .filter((directive) => /^(frame|child)-src /.test(directive));
    expect(frames).toEqual(['frame-src https://www.youtube-nocookie.com']);
  });

  it('are on the answer to a URL the router cannot decode, which is in TMDB shape', async () => {
    const app = await testApp({ source: test.source });
    for (const url of [
      '/3/%zz',
      '/3/movie/%c0%af',
      '/t/p/w500/%ed%a0%80.svg',
      `/3/movie/${'1'.repeat(400)}x/credits`,
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.json(), url).toMatchObject({
        status_code: expect.any(Number),
        status_message: expect.any(String),
        success: false,
      });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
    }
    await app.close();
  });

  it("name Google's identity endpoints for a real project, and the image service when images are redirected", () => {
    const realProject = testConfig();
    expect(realProject.security.identityOrigins).toEqual([
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ]);
    expect(
      contentSecurityPolicy({
        identityOrigins: realProject.security.identityOrigins,
        imageOrigins: ['https://image.tmdb.org'],
      }),
    ).toContain(
      "img-src 'self' data: https://image.tmdb.org; font-src 'self'; worker-src 'self'; manifest-src 'self'; connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com;",
    );
    expect(
      testConfig({ IDENTITY_ORIGINS: 'https://auth.example.com, http://localhost:9099' }).security
        .identityOrigins,
    ).toEqual(['https://auth.example.com', 'http://localhost:9099']);
  });

  it('add HSTS only over HTTPS, as told by a trusted proxy', async () => {
    const trusted = await testApp({ source: test.source, env: { TRUST_PROXY: 'true' } });
    expect(
      (await trusted.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } }))
        .headers['strict-transport-security'],
    ).toBe('max-age=31536000; includeSubDomains');
    await trusted.close();
    const untrusted = await testApp({ source: test.source });
    expect(
      (await untrusted.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } }))
        .headers['strict-transport-security'],
    ).toBeUndefined();
    await untrusted.close();
  });
});

describe('security header blocks', () => {
  const options = { identityOrigins: ['http://127.0.0.1:9099'], imageOrigins: [] };

  it('are the constant headers over HTTP, and the same plus HSTS over HTTPS', () => {
    const blocks = securityHeaderBlocks(options);
    expect(blocks.http).toEqual(securityHeaderValues(options));
    expect(blocks.https).toEqual({
      ...securityHeaderValues(options),
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
    expect(Object.keys(blocks.https)[0]).toBe('content-security-policy');
  });

  it("go onto an answer's own headers as the hook puts them: the answer's policy is kept", () => {
    const { http } = securityHeaderBlocks(options);
    const image = {
      'content-type': 'image/svg+xml',
      'content-security-policy': "default-src 'none'",
    };
    addSecurityHeaders(image, http);
    expect(image).toEqual({ ...http, ...image, 'content-security-policy': "default-src 'none'" });
    const json: Record<string, string> = { 'content-type': 'application/json' };
    addSecurityHeaders(json, http);
    expect(Object.keys(json)).toEqual(['content-type', ...Object.keys(http)]);
    expect(json['content-security-policy']).toBe(http['content-security-policy']);
  });

  it('are known to the app that registered them, and absent from one that did not', async () => {
    const app = await testApp({ source: test.source });
    expect(registeredSecurityHeaders(app)).toEqual(
      securityHeaderBlocks({
        identityOrigins: testConfig().security.identityOrigins,
        imageOrigins: [],
      }),
    );
    const bare = Fastify();
    expect(registeredSecurityHeaders(bare)).toBeUndefined();
    await Promise.all([app.close(), bare.close()]);
  });
});

describe('request limits', () => {
  it('refuses a client over its rate with TMDB code 25 and Retry-After, per address, never the health check', async () => {
    const app = await testApp({
      source: test.source,
      env: { RATE_LIMIT_PER_SECOND: '1', RATE_LIMIT_BURST: '3' },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await app.inject('/3/movie/1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const limited = await app.inject('/3/movie/1');
    expect(limited.json()).toEqual({
      status_code: 25,
      status_message: 'Your request count (#) is over the allowed limit of (1).',
      success: false,
    });
    expect(limited.headers['retry-after']).toBe('1');
    expect(limited.headers['content-security-policy']).toBeDefined();
    expect((await app.inject({ url: '/3/movie/1', remoteAddress: '10.0.0.2' })).statusCode).toBe(
      200,
    );
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    await app.close();
  });

  it('counts a direct client by its own address, whatever X-Forwarded-For it rotates (TRUST_PROXY unset)', async () => {
    const app = await testApp({
      source: test.source,
      env: { RATE_LIMIT_PER_SECOND: '1', RATE_LIMIT_BURST: '3' },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await app.inject({
        url: '/3/movie/1',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('counts an IPv6 client by its /64, as the connection cap does, and an IPv4-mapped one by its IPv4', async () => {
    const app = await testApp({
      source: test.source,
      env: { RATE_LIMIT_PER_SECOND: '1', RATE_LIMIT_BURST: '3' },
    });
    const statusFrom = async (remoteAddress: string) =>
      (await app.inject({ url: '/3/movie/1', remoteAddress })).statusCode;
    const oneSlash64: number[] = [];
    for (let host = 1; host <= 300; host += 1)
      oneSlash64.push(await statusFrom(`2001:db8:1:2::${host.toString(16)}`));
    expect(oneSlash64.filter((status) => status === 200)).toHaveLength(3);
    expect(await statusFrom('2001:db8:1:3::1')).toBe(200);
    for (let i = 0; i < 3; i += 1) expect(await statusFrom('198.51.100.7')).toBe(200);
    expect(await statusFrom('::ffff:198.51.100.7')).toBe(429);
    expect(await statusFrom('198.51.100.8')).toBe(200);
  });

  it('turns rate limiting off with RATE_LIMIT_PER_SECOND=0', async () => {
    const app = await testApp({ source: test.source, env: { RATE_LIMIT_PER_SECOND: '0' } });
    for (let i = 0; i < 300; i += 1) expect((await app.inject('/healthz')).statusCode).toBe(200);
    await app.close();
  });

  it('refuses a body over 16 KiB before reading it, in TMDB shape', async () => {
    const app = await testApp({ source: test.source });
    const response = await app.inject({
      method: 'POST',
      url: '/3/movie/1',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ x: 'a'.repeat(20_000) }),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ success: false });
    await app.close();
  });
});
