import { createContext } from 'react';
import { routerBasename } from '../lib/base-url';

/*
 * A page rendered on the server is rendered for a member or for a visitor, as the member hint
 * cookie said; hydration must start from the same session so the first render matches. The cookie
 * is only a hint of which header and controls to draw: the server never reads anybody's data with
 * it (the ID token stays in the browser and goes with requests, as before).
 */

export const memberHintCookie = 'marquee_member';

/** Whether the page in the document was rendered for a member (false outside a server render). */
export const RenderedForMemberContext = createContext(false);

/**
 * Stands in for the member's token in a server render for a member: what decides the page's look
 * is only that somebody is logged in. Unsigned and unusable: no request is made with it there.
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

/** Keeps the hint cookie in step with the stored session: present exactly while a token is. */
export function writeMemberHint(member: boolean): void {
  try {
    const path = routerBasename();
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = member
      ? `${memberHintCookie}=1; Path=${path}; Max-Age=31536000; SameSite=Lax${secure}`
      : `${memberHintCookie}=; Path=${path}; Max-Age=0; SameSite=Lax${secure}`;
  } catch {
    // Cookies off: pages are then rendered for visitors and switch to the member's after hydration.
  }
}
