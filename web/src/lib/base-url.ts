/** Every app URL is relative to <base href>, which the server sets to its BASE_PATH. */
export function resolveAppUrl(path: string): URL {
  return new URL(path.replace(/^\/+/, ''), document.baseURI);
}

/** The router basename: the path of document.baseURI without its trailing slash. */
export function routerBasename(): string {
  const path = new URL(document.baseURI).pathname.replace(/\/+$/, '');
  return path === '' ? '/' : path;
}
