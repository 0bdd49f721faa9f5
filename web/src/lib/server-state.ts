import type { DehydratedState } from '@tanstack/react-query';

/** The element of a server-rendered page that carries the render's answers (JSON, never run). */
export const serverStateElementId = 'marquee-state';

/** The server render's answers, as JSON safe inside a <script type="application/json"> element. */
export function serializeServerState(state: DehydratedState): string {
  // "<" escaped, so no answer's text can close the element; JSON.parse reads \u003c back as "<".
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

export interface ServerRendered {
  state: DehydratedState;
  /** Rendered for a member (the member hint cookie): hydration starts from the stored session. */
  forMember: boolean;
}

/** What a server render left in the page; null when the server did not render it. */
export function readServerRendered(): ServerRendered | null {
  const element = document.getElementById(serverStateElementId);
  if (element?.textContent == null) return null;
  return {
    state: JSON.parse(element.textContent) as DehydratedState,
    forMember: element.dataset.member === 'true',
  };
}

/** Whether the document holds a page the server rendered (its answers are beside it). */
export function isServerRendered(page: Document): boolean {
  return page.getElementById(serverStateElementId) !== null;
}

/**
 * The scripts the app and the rendered page's route need, as full URLs: the server lists them
 * (data-scripts, relative to <base>) rather than announcing them, so they wait for the entry script.
 */
export function scriptsToAnnounce(page: Document): string[] {
  const listed = page.getElementById(serverStateElementId)?.dataset.scripts ?? '';
  return listed
    .split(' ')
    .filter((file) => file !== '')
    .map((file) => new URL(file, page.baseURI).href);
}
