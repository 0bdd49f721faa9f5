// A server render has no document: the server names its base URL once, before rendering.
let serverBaseUrl: string | undefined;

/** For server renders only: the URL every app URL is relative to (the server's BASE_PATH). */
export function setServerBaseUrl(url: string): void {
  serverBaseUrl = url;
}

function baseUri(): string {
  return serverBaseUrl ?? document.baseURI;
}

/** Every app URL is relative to <base href>, which the server sets to its BASE_PATH. */
export function resolveAppUrl(path: string): URL {
  return new URL(path.replace(/^\/+/, ''), baseUri());
}

/** The router basename: the path of document.baseURI without its trailing slash. */
export function routerBasename(): string {
  const path = new URL(baseUri()).pathname.replace(/\/+$/, '');
  return path === '' ? '/' : path;
}
