/*
 * Marquee's keyboard shortcuts, one list for the keys a press is read by and for the dialog that
 * names them ("?"). Keys are matched by `key`, what the layout types, never by `code`: "/" is
 * where the person's keyboard has it.
 */

/** Where "g" then a key goes. */
export const goTargets = {
  h: { to: '/', name: 'Home' },
  m: { to: '/movies', name: 'Movies' },
  t: { to: '/tv', name: 'Tv' },
  p: { to: '/people', name: 'People' },
  l: { to: '/library', name: 'Library' },
} as const;

export type GoKey = keyof typeof goTargets;

/** What a shortcut does; the page's own are done to what the page marks (page-shortcuts.ts). */
export type ShortcutAction =
  | { kind: 'search' }
  | { kind: 'help' }
  | { kind: 'go'; key: GoKey }
  | { kind: 'watchlist' | 'favourite' | 'rating' }
  | { kind: 'card'; step: 1 | -1 };

export interface ShortcutGroup {
  heading: string;
  shortcuts: ReadonlyArray<{ keys: readonly string[]; does: string }>;
}

/** The dialog's table, in the order a person learns them. */
export const shortcutGroups: readonly ShortcutGroup[] = [
  {
    heading: 'Anywhere',
    shortcuts: [
      { keys: ['/'], does: 'Search' },
      ...Object.entries(goTargets).map(([key, target]) => ({
        keys: ['g', key],
        does: `Go to ${target.name}`,
      })),
      { keys: ['?'], does: 'Show these shortcuts' },
    ],
  },
  {
    heading: 'Rows and grids of cards',
    shortcuts: [
      { keys: ['j'], does: 'Next card' },
      { keys: ['k'], does: 'Previous card' },
      { keys: ['Enter'], does: 'Open the card' },
    ],
  },
  {
    heading: 'A movie or show',
    shortcuts: [
      { keys: ['w'], does: 'Add to or remove from the watchlist' },
      { keys: ['f'], does: 'Add to or remove from favourites' },
      { keys: ['r'], does: 'Move to your rating' },
    ],
  },
];
