import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListCreated } from '@marquee/tmdb-types/account';
import type { ListSharing } from '@marquee/tmdb-types/library-sharing';
import { asMember, libraryApp } from '../test/library-test-kit.js';
import { testApp, type TestAppOptions } from '../test/test-app.js';
import { newUid, useTestLibrary } from '../test/test-library.js';

/*
 * Pages the server renders, with a stand-in for the web app's server-render module
 * (web/src/entry-server.tsx as `vite build --ssr` writes it): plain ESM that asks the catalogue
 * through the transport it is given, as the real one does, and answers in the same shape.
 */

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

// As the build writes web/index.html: entry script and vendor preload in the head, its stylesheet linked.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <base href="/" />
    <meta name="description" content="Discover trending movies, TV shows and people." />
    <title>Marquee</title>
    <script type="module" crossorigin src="./static/js/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="./static/js/react-B1.js">
    <link rel="stylesheet" crossorigin href="./static/css/index-C1.css">
  </head>
  <body>
    <div id="root"><!--app-html-->
      <header class="site-header"><div class="boot-bar"></div></header>
    <!--/app-html--></div>
    <noscript>Marquee needs JavaScript to run.</noscript>
  </body>
</html>`;

const MANIFEST = {
  'index.html': {
    file: 'static/js/index-A1.js',
    name: 'index',
    isEntry: true,
    imports: ['_react-B1.js'],
    css: ['static/css/index-C1.css'],
  },
  '_react-B1.js': { file: 'static/js/react-B1.js', name: 'react' },
  '_app-D1.js': {
    file: 'static/js/app-D1.js',
    name: 'app',
    imports: ['_react-B1.js', 'index.html'],
    css: ['static/css/app-E1.css'],
  },
  'src/app-layout.tsx': {
    file: 'static/js/app-layout-F1.js',
    name: 'app-layout',
    isDynamicEntry: true,
    imports: ['_app-D1.js'],
  },
  'src/details/details-page.tsx': {
    file: 'static/js/details-page-H1.js',
    name: 'details-page',
    isDynamicEntry: true,
    imports: ['_app-D1.js', 'index.html'],
    css: ['static/css/details-page-I1.css'],
  },
  'src/library/page/library-page.tsx': {
    file: 'static/js/library-page-J1.js',
    name: 'library-page',
    isDynamicEntry: true,
    imports: ['_app-D1.js'],
    css: ['static/css/library-page-K1.css'],
  },
};

const STYLES: Record<string, string> = {
  'static/css/index-C1.css': ':root{--accent:#f5c518}body{margin:0}',
  'static/css/app-E1.css': '.site-header{display:flex}',
  'static/css/details-page-I1.css': '.poster{aspect-ratio:2/3}',
  'static/css/library-page-K1.css': '.shelf{display:grid}',
};

/**
 * The stand-in render. Its answers depend on the path under the base path:
 * /details/movie/{id} asks /3/movie/{id} through the render's transport; /library is members only
 * (shell); /broken throws; / is the home page; anything else is Not Found.
 */
const ENTRY_SERVER = `
const escape = (text) => String(text).replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
const safeJson = (value) => JSON.stringify(value).replace(/</g, '\\\\u003c');

export function createServerRender(setup) {
  return { renderPage: (url, options) => renderPage(setup, url, options) };
}

async function renderPage(setup, url, options) {
  const language = options.language === 'ar' ? { language: 'ar', direction: 'rtl' } : { language: 'en', direction: 'ltr' };
  const page = (status, title, html, state, chunks, headTags = '') =>
    ({ kind: 'page', status, title, html, headTags, state: safeJson(state), chunks, forMember: options.member, ...language });
  const base = new URL(setup.baseUrl);
  const address = new URL(url, base);
  const path = '/' + address.pathname.slice(base.pathname.length);
  const seen = '<p data-base-url="' + escape(setup.baseUrl) + '" data-url="' + escape(url) + '"></p>';
  if (path.startsWith('/library'))
    return { kind: 'shell', chunks: ['app-layout', 'require-auth', 'library-page'], ...language };
  if (path === '/broken') throw new Error('the render broke');
  if (path === '/' || path === '//')
    return page(200, 'Marquee', '<main><h1>Home</h1>' + seen + '</main>', { queries: [] }, ['app-layout']);
  const shared = /^\\/shared\\/list\\/([^/]+)$/.exec(path);
  if (shared !== null) {
    const answer = await options.transport(new URL('3/shared/list/' + shared[1], setup.baseUrl), {
      method: 'GET',
      headers: { Accept: 'application/json' },
    });
    const list = await answer.json();
    return answer.ok
      ? page(200, list.name + ' · Marquee', '<main><h1>' + escape(list.name) + '</h1></main>', { queries: [] }, ['app-layout'])
      : page(404, 'Not found · Marquee', '<main><h1>Not found</h1></main>', { queries: [] }, ['app-layout']);
  }
  const movie = /^\\/details\\/movie\\/(\\d+)$/.exec(path);
  if (movie === null)
    return page(404, 'Not found · Marquee', '<main><h1>Not found</h1>' + seen + '</main>', { queries: [] }, ['app-layout']);
  const answer = await options.transport(new URL('3/movie/' + movie[1], setup.baseUrl), {
    method: 'GET',
    headers: { Accept: 'application/json' },
  });
  const body = await answer.json();
  if (!answer.ok)
    return page(
      answer.status === 404 ? 404 : 200,
      'Not found · Marquee',
      '<main><p role="alert">' + escape(answer.status + ' ' + body.status_message) + '</p>' + seen + '</main>',
      { queries: [] },
      ['app-layout', 'details-page'],
    );
  return page(
    200,
    body.title + ' · Marquee',
    '<main><h1>' + escape(body.title) + '</h1>' + seen + '</main>',
    { queries: [{ queryKey: ['movie', body.id], data: body }] },
    ['app-layout', 'details-page'],
    '<link rel="preload" as="image" fetchpriority="high" href="./t/p/w342' + escape(body.poster_path) + '"/>',
  );
}
`;

interface WebDistOptions {
  /** Without it, the server render was not built (no dist-ssr folder). */
  entryServer?: string;
  manifest?: boolean;
}

/** A built web app in its own folder (dist and dist-ssr beside it), as `npm run build` leaves it. */
function writeWebDist({
  entryServer = ENTRY_SERVER,
  manifest = true,
}: WebDistOptions = {}): string {
  const root = mkdtempSync(path.join(tmpdir(), 'marquee-web-pages-'));
  roots.push(root);
  const webDist = path.join(root, 'dist');
  mkdirSync(path.join(webDist, 'static', 'css'), { recursive: true });
  mkdirSync(path.join(webDist, 'static', 'js'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  for (const [file, css] of Object.entries(STYLES)) writeFileSync(path.join(webDist, file), css);
  for (const chunk of Object.values(MANIFEST))
    writeFileSync(path.join(webDist, chunk.file), 'export {};');
  if (manifest) {
    mkdirSync(path.join(webDist, '.vite'));
    writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  }
  mkdirSync(`${webDist}-ssr`);
  writeFileSync(path.join(`${webDist}-ssr`, 'entry-server.js'), entryServer);
  return webDist;
}

// Each app gets its own build folder: its files differ by test, and a module is loaded once per path.
async function pagesApp(
  env: NodeJS.ProcessEnv = {},
  options: Omit<TestAppOptions, 'env'> & WebDistOptions = {},
): Promise<FastifyInstance> {
  const { entryServer, manifest, ...appOptions } = options;
  return testApp({
    ...appOptions,
    env: { WEB_DIST: writeWebDist({ entryServer, manifest }), ...env },
  });
}

const navigate = (
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) => app.inject({ url, headers: { accept: 'text/html', ...headers }, remoteAddress });

const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(html)?.[1];
const titleOf = (html: string) => /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
const inlineStyles = (html: string) => [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)];
const styleSrc = (response: LightMyRequestResponse) =>
  String(response.headers['content-security-policy'])
    .split('; ')
    .find((directive) => directive.startsWith('style-src'));

/** Every script the page has: none inline but the answers, which are data (never run). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '', text = '']) => !/\bsrc=/.test(attributes) || text !== '')
    .map(([tag]) => tag);
}

describe('a public page rendered on the server', () => {
  it('comes with its content, title and answers, its one inline style allowed by its hash', async () => {
    const app = await pagesApp();
    const movie = (await app.inject('/3/movie/3')).json<{ title: string; poster_path: string }>();
    const response = await navigate(app, '/details/movie/3');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(rootOf(html)).toContain(`<h1>${movie.title.replace(/&/g, '&#38;')}</h1>`);
    expect(titleOf(html)).toBe(`${movie.title} · Marquee`.replace(/&/g, '&amp;'));

    const styles = inlineStyles(html);
    expect(styles).toHaveLength(1);
    const css = styles[0]?.[1] ?? '';
    // The document's stylesheet, then the route's, in their order; index.html's link is gone.
    expect(css).toBe(
      [
        STYLES['static/css/index-C1.css'],
        STYLES['static/css/app-E1.css'],
        STYLES['static/css/details-page-I1.css'],
      ].join('\n'),
    );
    expect(html).not.toContain('rel="stylesheet"');
    const hash = createHash('sha256').update(css, 'utf8').digest('base64');
    expect(styleSrc(response)).toBe(`style-src 'self' 'sha256-${hash}'`);
    expect(response.headers['content-security-policy']).toContain("script-src 'self';");
    expect(html).not.toMatch(/\bstyle="/);

    expect(inlineScripts(html)).toEqual([
      expect.stringMatching(/^<script type="application\/json" id="marquee-state"[ >]/),
    ]);
    const state = /id="marquee-state"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(state)).toMatchObject({ queries: [{ queryKey: ['movie', 3], data: movie }] });

    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`href="./t/p/w342${movie.poster_path}"`);
    // Every chunk listed for the entry script to announce at once, after the page's content.
    expect(html.slice(html.indexOf('</main>'))).toContain(
      'data-scripts="static/js/app-D1.js static/js/app-layout-F1.js static/js/details-page-H1.js"',
    );
    expect(head).not.toContain('robots');
  });

  it('is compressed as the browser accepts, and says it varies by that', async () => {
    const app = await pagesApp();
    const plain = await navigate(app, '/details/movie/3');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const br = await navigate(app, '/details/movie/3', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await navigate(app, '/details/movie/3', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gzip.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
  });

  it('is a 404, not to be indexed, when the address or its title does not exist', async () => {
    const app = await pagesApp();
    for (const url of ['/details/movie/99999999', '/no/such/page']) {
      const response = await navigate(app, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(titleOf(response.body)).toBe('Not found · Marquee');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(inlineStyles(response.body)).toHaveLength(1);
    }
  });

  it('renders under BASE_PATH: the render asks below it, the document links relative to it', async () => {
    const app = await pagesApp({ BASE_PATH: '/marquee/' });
    const movie = (await app.inject('/marquee/3/movie/3')).json<{ title: string }>();
    const response = await navigate(app, '/marquee/details/movie/3?tab=cast');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(rootOf(html)).toContain(`<h1>${movie.title.replace(/&/g, '&#38;')}</h1>`);
    expect(html).toContain('data-base-url="http://marquee.invalid/marquee/"');
    expect(html).toContain('data-url="/marquee/details/movie/3?tab=cast"');
    expect(html).toContain('<base href="/marquee/">');
    const links = [...html.matchAll(/<(?:link|script)\b[^>]*\b(?:href|src)="([^"]*)"/g)].map(
      ([, url]) => url,
    );
    expect(links.length).toBeGreaterThan(1);
    for (const url of links) expect(url).toMatch(/^\.\//);
    // The files the entry announces, relative to <base> as well.
    const listed = /data-scripts="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
    expect(listed.length).toBeGreaterThan(1);
    for (const file of listed) expect(file).toMatch(/^static\/js\//);

    const home = await navigate(app, '/marquee/');
    expect(home.statusCode).toBe(200);
    expect(rootOf(home.body)).toContain('<h1>Home</h1>');
  });
});

describe('the address of a page', () => {
  it('answers HEAD as GET, without the body', async () => {
    const app = await pagesApp();
    for (const url of ['/details/movie/3', '/no/such/page']) {
      const get = await navigate(app, url);
      const head = await app.inject({ method: 'HEAD', url, headers: { accept: 'text/html' } });
      expect(head.statusCode, url).toBe(get.statusCode);
      expect(head.body).toBe('');
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.headers['content-length']).toBe(get.headers['content-length']);
      expect(head.headers['content-security-policy']).toBe(get.headers['content-security-policy']);
    }
  });

  it('is rendered for a browser that accepts anything, or says nothing', async () => {
    const app = await pagesApp();
    for (const accept of ['*/*', undefined]) {
      const response = await app.inject({
        url: '/details/movie/3',
        headers: accept === undefined ? {} : { accept },
      });
      expect(response.statusCode).toBe(200);
      expect(rootOf(response.body)).toContain('<h1>');
    }
  });

  it("index.html is the home page's other name: sent on to the base path, query and all", async () => {
    const app = await pagesApp({ BASE_PATH: '/marquee/' });
    const response = await navigate(app, '/marquee/index.html?utm_source=feed&x=%3C');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/marquee/?utm_source=feed&x=%3C');
    expect((await navigate(app, '/marquee/index.html')).headers.location).toBe('/marquee/');
  });
});

describe("a member's page", () => {
  it('is drawn for a member when the session cookie says one is logged in', async () => {
    const app = await pagesApp();
    const state = (cookie?: string) =>
      navigate(app, '/details/movie/3', cookie === undefined ? {} : { cookie }).then((response) =>
        /<script type="application\/json" id="marquee-state"[^>]*>/
          .exec(response.body)?.[0]
          .replace(/ data-scripts="[^"]*"/, ''),
      );
    const visitor = '<script type="application/json" id="marquee-state">';
    const member = '<script type="application/json" id="marquee-state" data-member="true">';
    expect(await state()).toBe(visitor);
    // Without a verifier the token is never checked: the header is drawn, no data read.
    expect(await state('theme=dark; marquee_session=a.b.c')).toBe(member);
    expect(await state('marquee_session=a.b.c')).toBe(member);
    expect(await state('marquee_session=')).toBe(visitor);
    expect(await state('not_marquee_session=a.b.c')).toBe(visitor);
    // The hint the app kept before the session cookie is nobody's session.
    expect(await state('marquee_member=1')).toBe(visitor);
    // A cache between must keep the two apart.
    expect((await navigate(app, '/details/movie/3')).headers.vary).toMatch(/\bcookie\b/i);
  });
});

describe("a page's language", () => {
  const htmlTag = (html: string) => /<html\b[^>]*>/.exec(html)?.[0];

  it('is the one the render drew it in, chosen by the marquee_lang cookie, on <html lang dir>', async () => {
    const app = await pagesApp();
    const arabic = await navigate(app, '/details/movie/3', { cookie: 'a=1; marquee_lang=ar' });
    expect(htmlTag(arabic.body)).toMatch(/^<html lang="ar" dir="rtl"/);
    const english = await navigate(app, '/details/movie/3');
    expect(htmlTag(english.body)).toMatch(/^<html lang="en" dir="ltr"/);
    expect(english.headers.vary).toMatch(/\bcookie\b/i);
  });

  it("is on the members' shell too", async () => {
    const app = await pagesApp();
    const shell = await navigate(app, '/library/watchlist', { cookie: 'marquee_lang=ar' });
    expect(htmlTag(shell.body)).toMatch(/^<html lang="ar" dir="rtl"/);
  });

  it('never carries a cookie the app did not write into the render', async () => {
    const app = await pagesApp();
    const page = await navigate(app, '/details/movie/3', { cookie: 'marquee_lang="><b>' });
    expect(htmlTag(page.body)).toMatch(/^<html lang="en"/);
  });
});

describe("a shared list's page", () => {
  const library = useTestLibrary('sqlite');

  it('is rendered, then named in its head for link previews, under the same CSP', async () => {
    const app = await libraryApp(library.store, { env: { WEB_DIST: writeWebDist() } });
    const owner = asMember(app, newUid());
    const name = 'Heat & <b>Rififi</b> $&';
    const created = await owner.send<ListCreated>('POST', '/3/list', { name });
    const listId = created.body.list_id;
    const sharing = await owner.send<ListSharing>('PUT', `/3/list/${listId}/sharing`, {
      public: true,
    });
    const response = await navigate(app, `/shared/list/${sharing.body.share_id}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const escaped = 'Heat &amp; &lt;b&gt;Rififi&lt;/b&gt; $&amp;';
    expect(rootOf(html)).toContain(`<h1>Heat &#38; &#60;b&#62;Rififi&#60;/b&#62; $&#38;</h1>`);
    expect([...html.matchAll(/<title>([\s\S]*?)<\/title>/g)].map(([, title]) => title)).toEqual([
      `${escaped} · Marquee`,
    ]);
    expect(html).toContain(`<meta property="og:title" content="${escaped}" />`);
    expect(html).not.toContain('robots');
    const css = inlineStyles(html)[0]?.[1] ?? '';
    const hash = createHash('sha256').update(css, 'utf8').digest('base64');
    expect(styleSrc(response)).toBe(`style-src 'self' 'sha256-${hash}'`);
  });

  it('is a 404, not to be indexed, for a link to no public list', async () => {
    const app = await libraryApp(library.store, { env: { WEB_DIST: writeWebDist() } });
    const response = await navigate(app, '/shared/list/nope');
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(titleOf(response.body)).toBe('Not found · Marquee');
    // Once: the rendered Not Found already says it, the shared list's head does not again.
    expect(response.body.match(/<meta name="robots" content="noindex"/g)).toHaveLength(1);
  });
});

describe('a page the server does not render', () => {
  it('is the shell for members only, its files announced, under the everyday CSP', async () => {
    const app = await pagesApp();
    const everyday = (await app.inject('/3/movie/3')).headers['content-security-policy'];
    const response = await navigate(app, '/library/watchlist');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe(everyday);
    const html = response.body;
    expect(rootOf(html)).toContain('boot-bar');
    expect(titleOf(html)).toBe('Marquee');
    expect(inlineStyles(html)).toHaveLength(0);
    expect(html).not.toContain('marquee-state');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="./static/css/index-C1.css">');
    expect(html).toContain(
      '<link rel="preload" as="style" crossorigin href="./static/css/library-page-K1.css">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="./static/js/library-page-J1.js">',
    );
    expect(html).not.toContain('fetchpriority');
  });

  it('is the shell, logged, when the render throws', async () => {
    const lines: string[] = [];
    const app = await pagesApp(
      { LOG_LEVEL: 'error' },
      { logStream: { write: (line) => lines.push(line) } },
    );
    const everyday = (await app.inject('/3/movie/3')).headers['content-security-policy'];
    const response = await navigate(app, '/broken');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe(everyday);
    expect(rootOf(response.body)).toContain('boot-bar');
    expect(inlineStyles(response.body)).toHaveLength(0);
    const logged = lines.map(
      (line) => JSON.parse(line) as { msg: string; err?: { message: string } },
    );
    expect(logged).toEqual([
      expect.objectContaining({
        msg: 'server render failed; sending the app shell',
        err: expect.objectContaining({ message: 'the render broke' }),
      }),
    ]);
  });

  it('is the shell, with a warning, when the render module is not what the server expects', async () => {
    const lines: string[] = [];
    const app = await pagesApp(
      { LOG_LEVEL: 'warn' },
      {
        entryServer: 'export const createServerRender = 1;',
        logStream: { write: (line) => lines.push(line) },
      },
    );
    const response = await navigate(app, '/details/movie/3');
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toContain('boot-bar');
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
      'the server render module has the wrong shape; pages are the app shell',
    ]);
  });

  it('is the shell without the build manifest, as without the server render', async () => {
    const app = await pagesApp({}, { manifest: false });
    const response = await navigate(app, '/details/movie/3');
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toContain('boot-bar');
    expect(response.body).toContain(
      '<link rel="stylesheet" crossorigin href="./static/css/index-C1.css">',
    );
  });
});

describe('a rebuild while the server runs', () => {
  it('renders with the new build from the next page on', async () => {
    const webDist = writeWebDist();
    const app = await testApp({ env: { WEB_DIST: webDist } });
    expect(rootOf((await navigate(app, '/nowhere')).body)).toContain('<h1>Not found</h1>');
    const rebuilt = ENTRY_SERVER.replace("'<main><h1>Not found</h1>'", "'<main><h1>Rebuilt</h1>'");
    const modulePath = path.join(`${webDist}-ssr`, 'entry-server.js');
    writeFileSync(modulePath, rebuilt);
    // A build a second later, whatever the file system's clock resolution.
    const later = new Date(statSync(modulePath).mtimeMs + 1000);
    utimesSync(modulePath, later, later);
    expect(rootOf((await navigate(app, '/nowhere')).body)).toContain('<h1>Rebuilt</h1>');
    await app.close();
  });
});

describe("a render's own requests", () => {
  // The buckets refill with time: a clock that stands still keeps a slow run from refilling them.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("count against the visitor's rate limit, not the server's own address", async () => {
    // Two per page view (the page, its answer); the third request of a burst of 3 is refused.
    const app = await pagesApp({ RATE_LIMIT_PER_SECOND: '1', RATE_LIMIT_BURST: '3' });
    const first = await navigate(app, '/details/movie/3', {}, '203.0.113.7');
    expect(first.statusCode).toBe(200);
    expect(rootOf(first.body)).toContain('<h1>');
    const second = await navigate(app, '/details/movie/3', {}, '203.0.113.7');
    expect(second.statusCode).toBe(200);
    expect(rootOf(second.body)).toContain('<p role="alert">429 ');
    // Another visitor has a bucket of their own.
    const other = await navigate(app, '/details/movie/3', {}, '198.51.100.9');
    expect(rootOf(other.body)).toContain('<h1>');
  });

  it('count against the visitor a trusted proxy names', async () => {
    const app = await pagesApp({
      RATE_LIMIT_PER_SECOND: '1',
      RATE_LIMIT_BURST: '3',
      TRUST_PROXY: '127.0.0.1',
    });
    const via = (visitor: string) =>
      navigate(app, '/details/movie/3', { 'x-forwarded-for': visitor }, '127.0.0.1');
    expect(rootOf((await via('203.0.113.7')).body)).toContain('<h1>');
    expect(rootOf((await via('203.0.113.7')).body)).toContain('<p role="alert">429 ');
    expect(rootOf((await via('198.51.100.9')).body)).toContain('<h1>');
  });
});
