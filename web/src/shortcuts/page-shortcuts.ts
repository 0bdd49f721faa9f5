import type { ShortcutAction } from './shortcut-list';

/*
 * The shortcuts done to the page: to what the page marks with `aria-keyshortcuts` (the search
 * box "/", a title's Watchlist "w" and Favourite "f", its rating "r"), which is also how
 * assistive technology learns of them; and between the cards (`data-card`) for "j" and "k".
 */

type PageAction = Extract<
  ShortcutAction,
  { kind: 'search' | 'watchlist' | 'favourite' | 'rating' | 'card' }
>;

const markedKeys = { search: '/', watchlist: 'w', favourite: 'f', rating: 'r' } as const;

/** The first element that names this key among its shortcuts, and is not disabled. */
function marked(root: ParentNode, key: string): HTMLElement | undefined {
  const found = root.querySelector<HTMLElement>(`[aria-keyshortcuts~="${CSS.escape(key)}"]`);
  if (!found) return undefined;
  const disabled =
    (found instanceof HTMLButtonElement && found.disabled) ||
    found.getAttribute('aria-disabled') === 'true';
  return disabled ? undefined : found;
}

/** Moves focus to the next or previous card of the page; the first or last when none has it. */
function stepCard(root: ParentNode, step: 1 | -1): boolean {
  const cards = [...root.querySelectorAll<HTMLElement>('[data-card]')];
  if (cards.length === 0) return false;
  const active = document.activeElement;
  const at = cards.findIndex((card) => card === active || card.contains(active));
  const next = at === -1 ? (step === 1 ? 0 : cards.length - 1) : at + step;
  const card = cards[Math.min(Math.max(next, 0), cards.length - 1)];
  card?.focus();
  // A card off screen scrolls into view; a row scrolls sideways to it.
  card?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  return card !== undefined;
}

/** Does the action on the page; false when the page has nothing it applies to. */
export function doPageAction(action: PageAction, document: Document): boolean {
  if (action.kind === 'card')
    return stepCard(document.getElementById('main') ?? document, action.step);
  const key = markedKeys[action.kind];
  // The search box is in the header; a title's controls are in the page.
  const root = action.kind === 'search' ? document : (document.getElementById('main') ?? document);
  const element = marked(root, key);
  if (!element) return false;
  if (action.kind === 'watchlist' || action.kind === 'favourite') element.click();
  else element.focus();
  return true;
}
