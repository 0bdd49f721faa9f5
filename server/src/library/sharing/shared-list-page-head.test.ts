import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListCreated } from '@marquee/tmdb-types/account';
import type { ListSharing } from '@marquee/tmdb-types/library-sharing';
import { asMember, libraryApp, type MemberClient } from '../../test/library-test-kit.js';
import { newUid, useTestLibrary } from '../../test/test-library.js';
import { LibraryError } from '../store/library-error.js';

// A built shell as the web build writes it (web/index.html): its own title and description.
const SHELL = [
  '<!doctype html><html lang="en"><head>',
  '<meta charset="UTF-8" />',
  '<base href="/" />',
  '<meta name="description" content="Discover trending movies, TV shows and people." />',
  '<title>Marquee</title>',
  '<script type="module" crossorigin src="./static/js/index-abc123.js"></script>',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

const webDist = mkdtempSync(path.join(tmpdir(), 'marquee-web-'));
mkdirSync(path.join(webDist, 'static', 'js'), { recursive: true });
writeFileSync(path.join(webDist, 'index.html'), SHELL);
writeFileSync(path.join(webDist, 'static', 'js', 'index-abc123.js'), 'console.log(1)');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const navigate = (app: FastifyInstance, url: string) =>
  app.inject({ url, headers: { accept: 'text/html' } });

/** The content of each `<meta {attribute}="{name}">` in the page's head. */
function metaContents(html: string, attribute: 'name' | 'property', name: string): string[] {
  const pattern = new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`, 'g');
  return [...html.matchAll(pattern)].map((match) => match[1] as string);
}

function titlesOf(html: string): string[] {
  return [...html.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((match) => match[1] as string);
}

describe("a shared list's page", () => {
  const library = useTestLibrary('sqlite');
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await libraryApp(library.store, {
      env: { WEB_DIST: webDist, BASE_PATH: '/marquee/', AUTH_REQUIRED: 'true' },
    });
  });

  async function sharedList(
    owner: MemberClient,
    list: { name: string; description?: string },
  ): Promise<{ listId: number; shareId: string }> {
    const created = await owner.send<ListCreated>('POST', '/marquee/3/list', list);
    const listId = created.body.list_id;
    const shared = await owner.send<ListSharing>('PUT', `/marquee/3/list/${listId}/sharing`, {
      public: true,
    });
    return { listId, shareId: shared.body.share_id as string };
  }

  it('names the public list in its title, description and Open Graph tags, HTML-escaped', async () => {
    const owner = asMember(app, newUid());
    const name = `Heat & "Rififi" <script>alert('x')</script> $& $' $1`;
    const description = `Crime that <b>pays</b> & "heists" $\``;
    const { shareId } = await sharedList(owner, { name, description });

    const page = await navigate(app, `/marquee/shared/list/${shareId}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['x-robots-tag']).toBeUndefined();
    const html = page.body;
    expect(html).toContain('<base href="/marquee/">');
    expect(html).toContain('src="./static/js/index-abc123.js"');
    const escapedName =
      'Heat &amp; &quot;Rififi&quot; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; $&amp; $&#39; $1';
    const escapedDescription = 'Crime that &lt;b&gt;pays&lt;/b&gt; &amp; &quot;heists&quot; $`';
    expect(titlesOf(html)).toEqual([`${escapedName} · Marquee`]);
    expect(metaContents(html, 'name', 'description')).toEqual([escapedDescription]);
    expect(metaContents(html, 'property', 'og:title')).toEqual([escapedName]);
    expect(metaContents(html, 'property', 'og:description')).toEqual([escapedDescription]);
    expect(metaContents(html, 'property', 'og:type')).toEqual(['website']);
    expect(metaContents(html, 'property', 'og:site_name')).toEqual(['Marquee']);
    expect(metaContents(html, 'name', 'robots')).toEqual([]);
    // Nothing the owner wrote is markup, and no replacement pattern of theirs was applied.
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>');
    expect(html).toContain('$&amp; $&#39; $1');
    // The CSP is the app's own, no looser for this page: no inline script or style.
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toBe(
      String((await navigate(app, '/marquee/movies')).headers['content-security-policy']),
    );
    expect(csp).not.toContain('unsafe-inline');
    expect(html).not.toMatch(/<script>|<style/);
  });

  it('says whose list it is when it has no description', async () => {
    const owner = asMember(app, newUid());
    await owner.send('PUT', `/marquee/3/account/${owner.uid}/settings`, {
      display_name: 'Ada <L>',
    });
    const { shareId } = await sharedList(owner, { name: 'Noir' });
    const html = (await navigate(app, `/marquee/shared/list/${shareId}`)).body;
    expect(metaContents(html, 'name', 'description')).toEqual([
      'A list by Ada &lt;L&gt; on Marquee.',
    ]);
    expect(metaContents(html, 'property', 'og:description')).toEqual([
      'A list by Ada &lt;L&gt; on Marquee.',
    ]);
  });

  it('answers 404, not to be indexed, for a private, unknown or malformed link', async () => {
    const owner = asMember(app, newUid());
    const { listId, shareId } = await sharedList(owner, { name: 'Soon private' });
    await owner.send('PUT', `/marquee/3/list/${listId}/sharing`, { public: false });
    for (const id of [shareId, 'A'.repeat(22), 'nope']) {
      const page = await navigate(app, `/marquee/shared/list/${id}`);
      expect(page.statusCode, id).toBe(404);
      expect(page.headers['x-robots-tag']).toBe('noindex');
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      // Still the app, which shows its own Not Found page.
      expect(page.body).toContain('<base href="/marquee/">');
      expect(metaContents(page.body, 'name', 'robots')).toEqual(['noindex']);
      expect(page.body).not.toContain('Soon private');
      expect(metaContents(page.body, 'property', 'og:title')).toEqual([]);
    }
  });

  it('still serves the app, not to be indexed, while the library cannot be read', async () => {
    const lines: string[] = [];
    const down = await libraryApp(
      {
        ...library.store,
        getSharedList: () =>
          Promise.reject(new LibraryError('unavailable', 'the database did not answer')),
      },
      {
        env: { WEB_DIST: webDist, LOG_LEVEL: 'warn' },
        logStream: { write: (line) => lines.push(line) },
      },
    );
    const page = await navigate(down, `/shared/list/${'A'.repeat(22)}`);
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('5');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.body).toContain('<base href="/">');
    expect(lines.join('')).toContain('a shared list could not be read for its page');
  });

  it('leaves every other page of the app as it was', async () => {
    const page = await navigate(app, '/marquee/library/lists/1');
    expect(page.statusCode).toBe(200);
    expect(titlesOf(page.body)).toEqual(['Marquee']);
    expect(page.headers['x-robots-tag']).toBeUndefined();
  });
});
