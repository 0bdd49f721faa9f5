import type { FastifyBaseLogger } from 'fastify';
import { escapeHtml } from '../../http/escape-html.js';
import type { ShellPage } from '../../http/shell-page.js';
import { isLibraryError } from '../store/library-error.js';
import type { SharedListRead, SharingStore } from '../store/library-store.js';

const SITE_NAME = 'Marquee';
const NOBODY_NAMED = 'a Marquee member';

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/i;
const HEAD_END = /<\/head>/i;
const ROBOTS = /<meta\s+name="robots"/i;

/**
 * `tag` in place of what `pattern` finds, or before </head> when nothing is found. Replaced by a
 * function, so a `$&` a person wrote in their list's name stays text.
 */
function putInHead(html: string, pattern: RegExp, tag: string): string {
  if (pattern.test(html)) return html.replace(pattern, () => tag);
  return html.replace(HEAD_END, (end) => `${tag}\n${end}`);
}

function publicPage({ list, ownerName }: SharedListRead): ShellPage {
  const title = escapeHtml(list.name);
  const description = escapeHtml(
    list.description !== ''
      ? list.description
      : `A list by ${ownerName ?? NOBODY_NAMED} on ${SITE_NAME}.`,
  );
  const openGraph = [
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
  ].join('\n');
  return {
    statusCode: 200,
    headers: {},
    html(shell) {
      // As the app titles the page once it runs, so the tab's name does not change under the visitor.
      const named = putInHead(shell, TITLE, `<title>${title} · ${SITE_NAME}</title>`);
      const described = putInHead(
        named,
        DESCRIPTION,
        `<meta name="description" content="${description}" />`,
      );
      return described.replace(HEAD_END, (end) => `${openGraph}\n${end}`);
    },
  };
}

/** Not to be indexed: a list that is private, unknown, or could not be read just now. */
function hiddenPage(statusCode: number, headers: Record<string, string> = {}): ShellPage {
  return {
    statusCode,
    headers: { 'x-robots-tag': 'noindex', ...headers },
    // A page rendered as Not Found already says noindex.
    html: (shell) =>
      ROBOTS.test(shell)
        ? shell
        : shell.replace(HEAD_END, (end) => `<meta name="robots" content="noindex" />\n${end}`),
  };
}

/**
 * The app shell for `{BASE_PATH}shared/list/{share_id}`: while the list is public, its name and
 * description in the title, description and Open Graph tags, so link previews show the list;
 * otherwise 404, not to be indexed (docs/library-api.md, "Sharing"). The app itself renders the
 * list or its Not Found page. Tags only: the CSP allows no inline script or style.
 */
export async function sharedListShellPage(
  store: SharingStore,
  shareId: string,
  log: FastifyBaseLogger,
): Promise<ShellPage> {
  let read: SharedListRead | undefined;
  try {
    read = await store.getSharedList(shareId, { limit: 1 });
  } catch (error) {
    if (!isLibraryError(error)) throw error;
    // The page still loads; the app asks for the list and says what is wrong.
    log.warn({ err: error.cause ?? error }, 'a shared list could not be read for its page');
    return hiddenPage(503, { 'retry-after': '5' });
  }
  return read === undefined ? hiddenPage(404) : publicPage(read);
}
