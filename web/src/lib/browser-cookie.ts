import { routerBasename } from './base-url';

/*
 * The app's cookies as the page's scripts keep them: on the app's base path, for a year, sent on
 * navigations from our own pages (SameSite=Lax), Secure on https. The server reads them to render
 * a page as the person left it (the session, their preferences).
 */

/** Sets the cookie, or drops it when `value` is null. */
export function writeCookie(name: string, value: string | null): void {
  const path = routerBasename();
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    value === null
      ? `${name}=; Path=${path}; Max-Age=0; SameSite=Lax${secure}`
      : `${name}=${encodeURIComponent(value)}; Path=${path}; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** The cookie's value in `cookies` (document.cookie's form), or undefined when it is not set. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(/;\s*/)) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at) === name) {
      try {
        return decodeURIComponent(pair.slice(at + 1));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
