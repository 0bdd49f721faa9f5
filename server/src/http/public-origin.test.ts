import { afterAll, describe, expect, it } from 'vitest';
import { startFakeTmdbUpstream } from '../test/fake-tmdb-upstream.js';
import { testApp } from '../test/test-app.js';
import { startUpstreamTestApp, tempCacheDir } from '../test/upstream-test-app.js';

const cacheDir = tempCacheDir();
afterAll(() => cacheDir.remove());

interface ImageBase {
  images: { base_url: string; secure_base_url: string };
}

function configuration(
  app: Awaited<ReturnType<typeof testApp>>,
  headers: Record<string, string>,
  basePath = '/',
): Promise<string> {
  return app
    .inject({ url: `${basePath}3/configuration`, headers })
    .then((response) => response.json<ImageBase>().images.base_url);
}

describe('the image base in /3/configuration', () => {
  it('follows the Host header, never X-Forwarded-Host, even from a trusted proxy', async () => {
    const app = await testApp({ env: { TRUST_PROXY: 'true', BASE_PATH: '/marquee/' } });
    expect(
      await configuration(
        app,
        { host: 'films.example', 'x-forwarded-host': 'evil.example' },
        '/marquee/',
      ),
    ).toBe('http://films.example/marquee/t/p/');
    // The scheme may come from the trusted proxy, but only as http or https.
    expect(
      await configuration(
        app,
        { host: 'films.example', 'x-forwarded-proto': 'https' },
        '/marquee/',
      ),
    ).toBe('https://films.example/marquee/t/p/');
    expect(
      await configuration(
        app,
        { host: 'films.example', 'x-forwarded-proto': 'javascript' },
        '/marquee/',
      ),
    ).toBe('http://films.example/marquee/t/p/');
  });

  it('is not built from a Host that could end the origin early', async () => {
    const app = await testApp();
    const base = await configuration(app, { host: 'evil.example/x?' });
    expect(base).not.toContain('evil');
    expect(base).toMatch(/^http:\/\/[^/]+\/t\/p\/$/);
  });

  it('cannot be planted in the answer cache for other clients', async () => {
    const app = await testApp({ env: { TRUST_PROXY: 'true' } });
    await configuration(app, { host: 'evil.example', 'x-forwarded-host': 'films.example' });
    expect(
      await configuration(app, { host: 'films.example', 'x-forwarded-host': 'films.example' }),
    ).toBe('http://films.example/t/p/');
  });

  it('in upstream mode, follows the Host header too when images are proxied', async () => {
    const fake = await startFakeTmdbUpstream();
    const handle = await startUpstreamTestApp({
      upstreamUrl: fake.url,
      cacheDb: cacheDir.file(),
      env: { TRUST_PROXY: 'true' },
    });
    try {
      expect(
        await configuration(handle.app, {
          host: 'films.example',
          'x-forwarded-host': 'evil.example',
        }),
      ).toBe('http://films.example/t/p/');
    } finally {
      await handle.close();
      await fake.close();
    }
  });
});
