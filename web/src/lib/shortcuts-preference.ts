import { readCookie, writeCookie } from './browser-cookie';

/*
 * Whether the person wants keyboard shortcuts: on unless turned off in Settings. Kept in a cookie
 * of this browser, so the choice holds whoever signs in on it.
 */

const cookieName = 'marquee_shortcuts';

export function shortcutsOn(cookies: string = document.cookie): boolean {
  return readCookie(cookies, cookieName) !== 'off';
}

export function keepShortcutsOn(on: boolean): void {
  writeCookie(cookieName, on ? 'on' : 'off');
}
