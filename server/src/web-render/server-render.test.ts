import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeMemberVerifier } from '../test/member-token-verifier.js';
import { testApp, type TestAppOptions } from '../test/test-app.js';

/*
 * Who a page is rendered for: the session cookie the web app keeps beside its stored ID token
 * (web/src/auth/rendered-session.ts). The stand-in render module writes the options it was given
 * into the page, and for /home asks the members-only trending list with the session it got,
 * through the transport the render was given, as the real one does through its token provider.
 */

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <base href="/" />
    <title>Marquee</title>
    <script type="module" crossorigin src="./static/js/index-A1.js"></script>
  </head>
  <body>
    <div id="root"><!--app-html--><div class="boot-bar"></div><!--/app-html--></div>
  </body>
</html>`;

const MANIFEST = {
  'index.html': { file: 'static/js/index-A1.js', name: 'index', isEntry: true },
};

const ENTRY_SERVER = `
export function createServerRender(setup) {
  return { renderPage: (url, options) => renderPage(setup, url, options) };
}
async function renderPage(setup, url, options) {
  const path = new URL(url, setup.baseUrl).pathname;
  const page = (html) => ({
    kind: 'page',
    status: 200,
    title: 'Marquee',
    html: '<main>' + html + '<pre id="options">' + JSON.stringify(options) + '</pre></main>',
    headTags: '',
    state: '{"queries":[]}',
    chunks: [],
    forMember: options.member === true,
  });
  if (path !== '/home') return page('<h1>Public</h1>');
  if (options.session === undefined) return { kind: 'shell', chunks: [] };
  const answer = await options.transport(new URL('3/trending/movie/day', setup.baseUrl), {
    method: 'GET',
    headers: { Accept: 'application/json', Authorization: 'Bearer ' + options.session },
  });
  const trending = await answer.json();
  return page('<h1>Home</h1><p id="trending">' + answer.status + ' ' + trending.results.length + '</p>');
}
`;

function writeWebDist(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'marquee-session-pages-'));
  roots.push(root);
  const webDist = path.join(root, 'dist');
  mkdirSync(path.join(webDist, '.vite'), { recursive: true });
  mkdirSync(path.join(webDist, 'static', 'js'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webDist, 'static', 'js', 'index-A1.js'), 'export {};');
  writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  mkdirSync(`${webDist}-ssr`);
  writeFileSync(path.join(`${webDist}-ssr`, 'entry-server.js'), ENTRY_SERVER);
  return webDist;
}

/** The members-only API behind the fake verifier: "member:<uid>" is a good token. */
function sessionApp(options: Omit<TestAppOptions, 'env'> & { env?: NodeJS.ProcessEnv } = {}) {
  return testApp({
    verifier: fakeMemberVerifier(),
    ...options,
    env: { WEB_DIST: writeWebDist(), AUTH_REQUIRED: 'true', ...options.env },
  });
}

const navigate = (app: FastifyInstance, url: string, cookie?: string) =>
  app.inject({
    url,
    headers: { accept: 'text/html', ...(cookie === undefined ? {} : { cookie }) },
  });

/** The options the render was given, or undefined for the shell. */
function renderOptions(html: string): Record<string, unknown> | undefined {
  const json = /<pre id="options">([\s\S]*?)<\/pre>/.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>);
}

const session = (token: string) => `theme=dark; marquee_session=${encodeURIComponent(token)}`;

describe('a page rendered for the session cookie', () => {
  it("gets the member's verified token, and reads members-only answers with it", async () => {
    const app = await sessionApp();
    const home = await navigate(app, '/home', session('member:ada'));
    expect(home.statusCode).toBe(200);
    expect(renderOptions(home.body)).toEqual({ member: true, session: 'member:ada' });
    expect(home.body).toMatch(/<p id="trending">200 \d+<\/p>/);
    expect(home.body).not.toMatch(/<p id="trending">200 0<\/p>/);
    // A public page, with the cookie: rendered for the member too.
    const details = await navigate(app, '/details/movie/3', session('member:ada'));
    expect(renderOptions(details.body)).toEqual({ member: true, session: 'member:ada' });
  });

  it.each([
    ['refused (expired, forged)', 'garbage'],
    ['unverifiable (the provider is down)', 'outage'],
  ])('is drawn for a member without their data when the token is %s', async (_case, token) => {
    const lines: string[] = [];
    const app = await sessionApp({
      env: { LOG_LEVEL: 'debug' },
      logStream: { write: (line) => lines.push(line) },
    });
    const details = await navigate(app, '/details/movie/3', session(token));
    expect(details.statusCode).toBe(200);
    expect(renderOptions(details.body)).toEqual({ member: true });
    // Members only: the app shell, and the browser's guard decides.
    const home = await navigate(app, '/home', session(token));
    expect(home.statusCode).toBe(200);
    expect(renderOptions(home.body)).toBeUndefined();
    expect(home.body).toContain('boot-bar');
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(logged.filter(({ level }) => level > 20)).toEqual([]);
    expect(logged.map(({ msg }) => msg)).toContain(
      'session cookie not verified; the page is drawn without its data',
    );
    expect(lines.join('\n')).not.toContain(token);
  });

  it('is drawn for a member without their data when no verifier is configured', async () => {
    const app = await testApp({ env: { WEB_DIST: writeWebDist() } });
    const details = await navigate(app, '/details/movie/3', session('member:ada'));
    expect(renderOptions(details.body)).toEqual({ member: true });
  });

  it.each([undefined, 'theme=dark', 'marquee_session=', 'not_marquee_session=member:ada'])(
    'is a visitor\'s page with the cookie header "%s"',
    async (cookie) => {
      const app = await sessionApp();
      const details = await navigate(app, '/details/movie/3', cookie);
      expect(renderOptions(details.body)).toEqual({ member: false });
      expect(details.headers['cache-control']).toBe('no-cache');
      const home = await navigate(app, '/home', cookie);
      expect(renderOptions(home.body)).toBeUndefined();
    },
  );

  it('is drawn for the visitor’s languages, which the answer varies by', async () => {
    const app = await sessionApp();
    const details = await app.inject({
      url: '/details/movie/3',
      headers: { accept: 'text/html', 'accept-language': 'en-GB,en;q=0.8' },
    });
    expect(renderOptions(details.body)).toEqual({
      member: false,
      acceptLanguage: 'en-GB,en;q=0.8',
    });
    expect(details.headers.vary).toContain('accept-language');
  });

  it('is private to the member and never stored when rendered with their session; others stay no-cache', async () => {
    const app = await sessionApp();
    for (const url of ['/home', '/details/movie/3']) {
      const page = await navigate(app, url, session('member:ada'));
      expect(page.headers['cache-control'], url).toBe('private, no-store');
      expect(page.headers.vary, url).toBe('accept-encoding, accept-language, cookie');
    }
    const hinted = await navigate(app, '/details/movie/3', session('garbage'));
    expect(hinted.headers['cache-control']).toBe('no-cache');
    expect(hinted.headers.vary).toBe('accept-encoding, accept-language, cookie');
  });
});

describe('the API beside the session cookie', () => {
  it('still needs the Authorization header: the cookie alone is refused', async () => {
    const app = await sessionApp();
    const cookieOnly = await app.inject({
      url: '/3/trending/movie/day',
      headers: { cookie: session('member:ada') },
    });
    expect(cookieOnly.statusCode).toBe(401);
    expect(cookieOnly.json()).toMatchObject({ success: false, status_code: 7 });
    const withHeader = await app.inject({
      url: '/3/trending/movie/day',
      headers: { authorization: 'Bearer member:ada' },
    });
    expect(withHeader.statusCode).toBe(200);
  });
});
