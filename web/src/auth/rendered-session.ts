import { createContext } from 'react';
import { writeCookie } from '../lib/browser-cookie';

/*
 * A page rendered on the server is rendered for a member or for a visitor, as the session cookie
 * said; hydration must start from the same session so the first render matches. The cookie holds
 * the very ID token stored in localStorage (already readable by the page's scripts, so the cookie
 * exposes nothing new). The server reads it for page renders only, once verified: the API still
 * wants the token in the Authorization header, so a page of another site can make the browser
 * send the cookie but can neither read our pages nor act on the member's behalf.
 */

export const sessionCookie = 'marquee_session';

/** What the app kept before the session cookie: a hint that somebody was logged in, now unused. */
const oldMemberHintCookie = 'marquee_member';

/** Whether the page in the document was rendered for a member (false outside a server render). */
export const RenderedForMemberContext = createContext(false);

/**
 * In a server render, the session it is drawn for: the member's verified ID token, or null when
 * there is none to use. Null outside a server render, where the session is the stored token.
 */
export const RenderedSessionContext = createContext<{ token: string | null } | null>(null);

/**
 * Stands in for the member's token in a server render for a member whose session the server could
 * not use (expired, refused, unverifiable): the header and controls drawn depend only on somebody
 * being logged in. Unsigned and unusable: no request is made with it there.
 */
export const renderedMemberToken = [
  { alg: 'none', typ: 'JWT' },
  { user_id: 'rendered-member', sub: 'rendered-member' },
]
  .map((part) =>
    btoa(JSON.stringify(part)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'),
  )
  .concat('')
  .join('.');

/** Keeps the session cookie equal to the stored token: present exactly while a token is. */
export function writeSessionCookie(token: string | null): void {
  try {
    writeCookie(sessionCookie, token);
  } catch {
    // Cookies off: pages are then rendered for visitors and switch to the member's after hydration.
  }
}

/** Drops the hint cookie an earlier version of the app kept. */
export function dropOldMemberHint(): void {
  try {
    if (document.cookie.includes(`${oldMemberHintCookie}=`)) writeCookie(oldMemberHintCookie, null);
  } catch {
    // Cookies off: there is none to drop.
  }
}
