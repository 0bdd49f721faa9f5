import { escapeHtml } from '../http/escape-html.js';
import type { InlineStyle } from './inline-styles.js';
import type { RouteAssets } from './route-assets.js';
import type { ServerPage } from '@marquee/tmdb-types/server-render';

/**
 * index.html's app shell inside #root, between its marks (see web/index.html), with the space
 * around them: React takes over #root's children as they are, so a stray text node would not match.
 */
const APP_HTML = /(<div id="root">)\s*<!--app-html-->[\s\S]*?<!--\/app-html-->\s*(?=<\/div>)/;
const TITLE = /<title>[\s\S]*?<\/title>/i;
const HEAD_END = /<\/head>/i;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/i;
const BODY_END = /<\/body>/i;

/** The id web/src/lib/server-state.ts reads the render's answers from. */
export const SERVER_STATE_ELEMENT_ID = 'marquee-state';

// Relative to <base href>, as index.html's own links are.
const modulePreloads = (scripts: readonly string[]) =>
  scripts.map((file) => `<link rel="modulepreload" crossorigin href="./${file}">`).join('\n');

/** A rendered page paints without its scripts: index.html's entry comes after the page's images. */
const LATER = ' fetchpriority="low"';
/** index.html's entry script and the preloads of its imports (Vite writes them in the head). */
const SHELL_SCRIPTS =
  /\s*(?:<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g;
// Fetched at once but not waited for: the shell's own paint needs only index.html's stylesheet.
const stylePreloads = (styles: readonly string[]) =>
  styles.map((file) => `<link rel="preload" as="style" crossorigin href="./${file}">`).join('\n');

/** index.html's own link to a stylesheet, for one that is inlined instead. */
function linkTo(file: string): RegExp {
  const href = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\s*<link\\b[^>]*\\bhref="\\.?/?${href}"[^>]*>`);
}

function withInHead(html: string, tags: readonly string[]): string {
  const present = tags.filter((tag) => tag !== '').join('\n');
  return present === '' ? html : html.replace(HEAD_END, (end) => `${present}\n${end}`);
}

/**
 * index.html (its <base> already set) with the page the server rendered in #root, its answers
 * beside it for the scripts, and its title. The files the app and the route need are listed on the
 * answers (data-scripts) for the entry script, which announces them all together once the page's
 * images are in (web/src/entry-client.ts): the page is on screen without them.
 */
export function renderedDocument(
  shell: string,
  page: Extract<ServerPage, { kind: 'page' }>,
  assets: RouteAssets,
  /** All the page's stylesheets (the document's and the route's) as one, in their order. */
  style: InlineStyle,
): string {
  // web/src/lib/server-state.ts reads them: data-member, whether hydration starts from the stored
  // session; data-scripts, the files to announce (relative to <base>, as index.html's links are).
  const member = page.forMember ? ' data-member="true"' : '';
  const scripts = ` data-scripts="${escapeHtml(assets.scripts.join(' '))}"`;
  const state = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}"${member}${scripts}>${scriptSafe(page.state)}</script>`;
  const head = [
    // The page's priority image first, so the browser asks for it before anything else.
    page.headTags,
    `<style>${style.css}</style>`,
    page.status === 404 ? '<meta name="robots" content="noindex">' : '',
  ];
  const unlinked = assets.documentStyles.reduce(
    (html, file) => html.replace(linkTo(file), ''),
    shell,
  );
  // The entry moves to the end: the browser meets the page's content (and its images) first, and the
  // scripts only take over what is already on screen.
  const entryScripts = [...unlinked.matchAll(SHELL_SCRIPTS)].map(([tag]) =>
    tag
      .trim()
      .replace(
        /^<(script type="module"|link rel="modulepreload")/,
        (opening) => `${opening}${LATER}`,
      ),
  );
  const document = unlinked
    .replace(SHELL_SCRIPTS, '')
    .replace(TITLE, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      NOSCRIPT,
      () =>
        '<noscript><p class="noscript-note">Signing in and your library need JavaScript.</p></noscript>',
    )
    // Outside #root, whose children React takes over; the module script runs after parsing, so it is there.
    .replace(BODY_END, (end) => `${state}\n${entryScripts.join('\n')}\n${end}`);
  // The page's own HTML goes in last, so nothing above is looked for (and found) in it.
  return withInHead(document, head).replace(
    APP_HTML,
    (_shell, root: string) => `${root}${page.html}`,
  );
}

/**
 * JSON as it may stand in a script element: every "<" written \u003c, which JSON.parse reads back,
 * so no answer's text can close the element or open a comment in it. The render escapes its state
 * already; the document does not count on it.
 */
function scriptSafe(json: string): string {
  return json.replace(/</g, '\\u003c');
}

/** The shell for a page the server leaves to the scripts (members only), with its files announced. */
export function shellDocument(shell: string, assets: RouteAssets): string {
  return withInHead(shell, [stylePreloads(assets.styles), modulePreloads(assets.scripts)]);
}
