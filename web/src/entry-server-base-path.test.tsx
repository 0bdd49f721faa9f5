// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { ServerPage } from '@marquee/tmdb-types/server-render';
import { createServerRender } from './entry-server';
import { movieTitle, sharedListName, stubTransport } from './test/catalogue-fixtures';

// A renderer of its own for the base path, as the server makes one for its BASE_PATH.
const renderer = createServerRender({ baseUrl: 'http://x/marquee/' });
let catalogue = stubTransport();

beforeEach(() => {
  catalogue = stubTransport();
});

function renderPage(url: string) {
  return renderer.renderPage(url, { transport: (address) => catalogue.transport(address) });
}

async function renderedPage(url: string): Promise<Extract<ServerPage, { kind: 'page' }>> {
  const page = await renderPage(url);
  if (page.kind !== 'page') throw new Error(`${url} was not rendered: ${JSON.stringify(page)}`);
  return page;
}

/** Every URL the markup names in an attribute (links, images, preloads). */
function urlsIn(html: string): string[] {
  return [...html.matchAll(/\b(?:href|src|srcSet|imageSrcSet)="([^"]*)"/g)].map(
    ([, url]) => url ?? '',
  );
}

describe('renderPage under a base path', () => {
  it.each(['/marquee/details/movie/1', '/marquee/shared/list/abc', '/marquee/search?q=x'])(
    'names every link and image of %s under the base path',
    async (url) => {
      const page = await renderedPage(url);
      expect(page.status).toBe(200);
      const urls = [...urlsIn(page.html), ...urlsIn(page.headTags)];
      expect(urls.length).toBeGreaterThan(3);
      // "#main" is the skip link's in-page target; the router writes home as "/marquee" (the
      // server answers it as "/marquee/").
      const outside = urls.filter(
        (found) => found !== '#main' && found !== '/marquee' && !found.startsWith('/marquee/'),
      );
      expect(outside).toEqual([]);
    },
  );

  it('renders a movie with its poster and links under the base path', async () => {
    const page = await renderedPage('/marquee/details/movie/1');
    expect(page.title).toBe(`${movieTitle} · Marquee`);
    expect(page.html).toMatch(/<img[^>]*src="\/marquee\/t\/p\/w500\/poster-1\.jpg"/);
    expect(page.headTags).toContain('href="/marquee/t/p/w500/poster-1.jpg"');
    expect(page.html).toMatch(/<a[^>]*href="\/marquee\/login"[^>]*>Login<\/a>/);
    expect(page.html).toContain('href="/marquee/details/person/1"');
    // The server's own catalogue, under the same base path.
    expect(catalogue.requests.map((request) => request.pathname)).toEqual([
      '/marquee/3/movie/1',
      '/marquee/3/watch/providers/regions',
    ]);
    // The catalogue's where-to-watch link, back to this page, under the base path too.
    expect(page.html).toContain('href="/marquee/details/movie/1?watch_region=US#where-to-watch"');
  });

  it('renders a shared list under the base path', async () => {
    const page = await renderedPage('/marquee/shared/list/abc');
    expect(page.title).toBe(`${sharedListName} · Marquee`);
    expect(page.html).toContain('href="/marquee/details/movie/1"');
  });

  it('answers 404 for an address under the base path that is nothing', async () => {
    const page = await renderedPage('/marquee/nowhere');
    expect(page.status).toBe(404);
    expect(page.title).toBe('Not Found · Marquee');
  });

  it('leaves members-only pages under the base path to the client', async () => {
    expect(await renderPage('/marquee/home')).toEqual({
      kind: 'shell',
      language: 'en',
      direction: 'ltr',
      chunks: ['app-layout', 'require-auth', 'home-page', 'en'],
    });
  });
});
