import { createContext, use } from 'react';

/*
 * Every app URL is relative to <base href>, which the server sets to its BASE_PATH. In the browser
 * that is document.baseURI; a server render has no document, so its entry names the base per
 * render (AppBaseUrlContext for components, the catalogue client for requests).
 */

/** A server render's base URL; null in the browser, where the document's base applies. */
export const AppBaseUrlContext = createContext<string | null>(null);

/** The base URL app URLs drawn by a component are relative to. */
export function useAppBaseUrl(): string {
  return use(AppBaseUrlContext) ?? document.baseURI;
}

export function resolveAppUrl(path: string, baseUrl: string = document.baseURI): URL {
  return new URL(path.replace(/^\/+/, ''), baseUrl);
}

/** The router basename: the base URL's path without its trailing slash. */
export function routerBasename(baseUrl: string = document.baseURI): string {
  const path = new URL(baseUrl).pathname.replace(/\/+$/, '');
  return path === '' ? '/' : path;
}
