import { describe, expect, it } from 'vitest';
import type { InlineStyle } from './inline-styles.js';
import { renderedDocument, SERVER_STATE_ELEMENT_ID, shellDocument } from './page-document.js';
import type { RouteAssets } from './route-assets.js';
import type { ServerPage } from '@marquee/tmdb-types/server-render';

// index.html as the build writes it (web/index.html, <base> already set by the server).
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <base href="/marquee/">
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

const ASSETS: RouteAssets = {
  scripts: ['static/js/app-D1.js', 'static/js/details-page-H1.js'],
  styles: ['static/css/details-page-I1.css'],
  documentStyles: ['static/css/index-C1.css'],
};

const STYLE: InlineStyle = { css: '.index{color:red}\n.details{color:blue}', hash: 'sha256-x' };

type RenderedPage = Extract<ServerPage, { kind: 'page' }>;

function page(overrides: Partial<RenderedPage> = {}): RenderedPage {
  return {
    kind: 'page',
    status: 200,
    title: 'Heat · Marquee',
    html: '<main><h1>Heat</h1></main>',
    headTags: '<link rel="preload" as="image" fetchpriority="high" href="./t/p/w342/heat.jpg"/>',
    state: '{"queries":[]}',
    chunks: ['app-layout', 'details-page'],
    forMember: false,
    language: 'en',
    direction: 'ltr',
    ...overrides,
  };
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(html)?.[1];
const titlesOf = (html: string) =>
  [...html.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((match) => match[1]);
/** The text of the state element, as the browser's parser reads it (up to the first "</script"). */
const stateText = (html: string) =>
  new RegExp(
    `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}"[^>]*>([\\s\\S]*?)</script`,
    'i',
  ).exec(html)?.[1];

describe('renderedDocument', () => {
  it("puts the page in #root in place of the shell's frame, with its title", () => {
    const html = renderedDocument(SHELL, page(), ASSETS, STYLE);
    expect(rootOf(html)).toBe('<main><h1>Heat</h1></main>');
    expect(html).not.toContain('app-html-->');
    expect(html).not.toContain('boot-bar');
    expect(titlesOf(html)).toEqual(['Heat · Marquee']);
    expect(html).toContain('<base href="/marquee/">');
  });

  it('escapes the title, and takes "$" in the title, page or state as text', () => {
    const html = renderedDocument(
      SHELL,
      page({
        title: `A </title><script>alert(1)</script> $& $' $1`,
        html: "<main>$& $` $'</main>",
        state: '{"q":"$&"}',
      }),
      ASSETS,
      STYLE,
    );
    expect(titlesOf(html)).toEqual([
      'A &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; $&#39; $1',
    ]);
    expect(rootOf(html)).toBe("<main>$& $` $'</main>");
    expect(stateText(html)).toBe('{"q":"$&"}');
  });

  it('puts the answers after #root, where React does not take them over, before </body>', () => {
    const html = renderedDocument(SHELL, page({ state: '{"queries":[1]}' }), ASSETS, STYLE);
    const state = `<script type="application/json" id="marquee-state"`;
    expect(stateText(html)).toBe('{"queries":[1]}');
    expect(html.indexOf(state)).toBeGreaterThan(html.indexOf('<noscript>'));
    expect(html.indexOf(state)).toBeLessThan(html.indexOf('</body>'));
    expect(rootOf(html)).not.toContain('marquee-state');
  });

  it('tells the scripts whether the page was drawn for a member, on the state element', () => {
    const scripts = 'data-scripts="static/js/app-D1.js static/js/details-page-H1.js"';
    const visitor = renderedDocument(SHELL, page({ state: '{}' }), ASSETS, STYLE);
    expect(visitor).toContain(
      `<script type="application/json" id="marquee-state" ${scripts}>{}</script>`,
    );
    const member = renderedDocument(SHELL, page({ state: '{}', forMember: true }), ASSETS, STYLE);
    expect(member).toContain(
      `<script type="application/json" id="marquee-state" data-member="true" ${scripts}>{}</script>`,
    );
  });

  it('lists the files the app and the route need for the entry script, announcing none itself', () => {
    const html = renderedDocument(SHELL, page(), ASSETS, STYLE);
    expect(html).toContain('data-scripts="static/js/app-D1.js static/js/details-page-H1.js"');
    // Announced by the entry once the page's images are in, not by the document.
    for (const file of ASSETS.scripts) expect(html).not.toContain(`href="./${file}"`);
    const quoted = renderedDocument(
      SHELL,
      page(),
      { ...ASSETS, scripts: ['static/js/a"b.js'] },
      STYLE,
    );
    expect(quoted).toContain('data-scripts="static/js/a&quot;b.js"');
  });

  it('keeps answers that hold "</script>" or "<!--" inside the state element, as JSON', () => {
    const answers = { overview: '</script><script>alert(1)</script> <!-- <script>' };
    const html = renderedDocument(SHELL, page({ state: JSON.stringify(answers) }), ASSETS, STYLE);
    const text = stateText(html) ?? '';
    expect(text).not.toMatch(/<!--|<script|<\/script/i);
    expect(JSON.parse(text)).toEqual(answers);
    expect(html).not.toContain('<script>alert(1)');
  });

  it("inlines the stylesheets in the head in place of index.html's link to them", () => {
    const html = renderedDocument(SHELL, page(), ASSETS, STYLE);
    expect(headOf(html)).toContain(`<style>${STYLE.css}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).not.toContain('index-C1.css');
    expect(html.match(/<style/g)).toHaveLength(1);
  });

  it("puts the page's priority image first, then the style; the scripts after the content", () => {
    const html = renderedDocument(SHELL, page(), ASSETS, STYLE);
    const head = headOf(html);
    const image = head.indexOf('rel="preload" as="image"');
    const style = head.indexOf('<style>');
    expect(image).toBeGreaterThan(head.indexOf('<title>'));
    expect(image).toBeLessThan(style);
    expect(head).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html.slice(html.indexOf('</main>'))).toContain('<script type="module"');
  });

  it("moves index.html's own module script and preloads after the page, at low priority", () => {
    const html = renderedDocument(SHELL, page(), ASSETS, STYLE);
    const afterContent = html.slice(html.indexOf('</main>'));
    expect(afterContent).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="./static/js/index-A1.js"></script>',
    );
    expect(afterContent).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="./static/js/react-B1.js">',
    );
    expect(html).not.toMatch(/<(script type="module"|link rel="modulepreload") (?!fetchpriority)/);
    // Once each: moved, not copied.
    expect(html.match(/index-A1\.js/g)).toHaveLength(1);
    // After the answers they read.
    expect(html.indexOf('id="marquee-state"')).toBeLessThan(html.indexOf('index-A1.js'));
  });

  it('says the scripts are needed only for what a page needs them for', () => {
    const html = renderedDocument(SHELL, page(), ASSETS, STYLE);
    expect(html).not.toContain('Marquee needs JavaScript to run.');
    expect(html).toMatch(
      /<noscript><p class="noscript-note">[^<]*JavaScript[^<]*<\/p><\/noscript>/,
    );
  });

  it("puts the page in #root alone, whatever space the shell's marks stand in", () => {
    const spaced = SHELL.replace(
      /<div id="root"><!--app-html-->([\s\S]*?)<!--\/app-html--><\/div>/,
      '<div id="root">\n      <!--app-html-->$1\n      <!--/app-html-->\n    </div>',
    );
    expect(spaced).toContain('<div id="root">\n      <!--app-html-->');
    const html = renderedDocument(spaced, page(), ASSETS, STYLE);
    expect(html).toContain(`<div id="root">${page().html}</div>`);
  });

  it("leaves a <noscript> or </body> of the page's own alone", () => {
    const own = '<main><noscript>Posters need scripts.</noscript><p>&lt;/body&gt;</p></main>';
    const html = renderedDocument(SHELL, page({ html: own }), ASSETS, STYLE);
    expect(rootOf(html)).toBe(own);
    expect(html).not.toContain('Marquee needs JavaScript to run.');
    expect(html.match(/<noscript>/g)).toHaveLength(2);
  });

  it('asks robots not to index a page that does not exist, and only that one', () => {
    const missing = renderedDocument(SHELL, page({ status: 404 }), ASSETS, STYLE);
    expect(headOf(missing)).toContain('<meta name="robots" content="noindex">');
    expect(renderedDocument(SHELL, page(), ASSETS, STYLE)).not.toContain('robots');
  });
});

describe('shellDocument', () => {
  it("leaves the shell as it is and announces the route's files in the head", () => {
    const html = shellDocument(SHELL, ASSETS);
    const head = headOf(html);
    expect(head).toContain(
      '<link rel="preload" as="style" crossorigin href="./static/css/details-page-I1.css">',
    );
    for (const file of ASSETS.scripts)
      expect(head).toContain(`<link rel="modulepreload" crossorigin href="./${file}">`);
    // The shell waits for its scripts: nothing of its own is lowered, nothing inlined.
    expect(html).not.toContain('fetchpriority');
    expect(html).not.toContain('<style');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="./static/css/index-C1.css">');
    expect(titlesOf(html)).toEqual(['Marquee']);
    expect(html).toContain('<!--app-html-->');
    expect(html).toContain('Marquee needs JavaScript to run.');
  });

  it('is the shell itself when the route needs nothing more', () => {
    expect(shellDocument(SHELL, { scripts: [], styles: [], documentStyles: [] })).toBe(SHELL);
  });
});
