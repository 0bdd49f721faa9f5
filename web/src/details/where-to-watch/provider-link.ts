/**
 * A region's `link` as a path of this app when it is one: the embedded catalogue's services have no
 * pages of their own, so its links are this title's details page with the region chosen
 * (server/src/routes/watch-providers-answer.ts). TMDB's lead to its own site. Judged by the path
 * under the base (`basename`, the router's), which a server render knows as the browser does.
 */
export function appPathOfLink(link: string, basename: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  const base = basename.replace(/\/+$/, '');
  if (!url.pathname.startsWith(`${base}/details/`)) return undefined;
  return `${url.pathname.slice(base.length)}${url.search}${url.hash}`;
}
