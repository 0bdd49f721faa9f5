import type { MessageId } from '../i18n/load-messages';

/*
 * Marquee's keyboard shortcuts, one list for the keys a press is read by and for the dialog that
 * names them ("?"). Keys are matched by `key`, what the layout types, never by `code`: "/" is
 * where the person's keyboard has it.
 */

/** Where "g" then a key goes, and how the dialog says so. */
export const goTargets = {
  h: { to: '/', does: 'shortcuts.go.home' },
  m: { to: '/movies', does: 'shortcuts.go.movies' },
  t: { to: '/tv', does: 'shortcuts.go.tv' },
  p: { to: '/people', does: 'shortcuts.go.people' },
  l: { to: '/library', does: 'shortcuts.go.library' },
} as const satisfies Record<string, { to: string; does: MessageId }>;

export type GoKey = keyof typeof goTargets;

/** What a shortcut does; the page's own are done to what the page marks (page-shortcuts.ts). */
export type ShortcutAction =
  | { kind: 'search' }
  | { kind: 'help' }
  | { kind: 'go'; key: GoKey }
  | { kind: 'watchlist' | 'favourite' | 'rating' }
  | { kind: 'card'; step: 1 | -1 };

export interface ShortcutGroup {
  heading: MessageId;
  /** The keys as pressed (never translated: they are what the keyboard types). */
  shortcuts: ReadonlyArray<{ keys: readonly string[]; does: MessageId }>;
}

/** The dialog's table, in the order a person learns them. */
export const shortcutGroups: readonly ShortcutGroup[] = [
  {
    heading: 'shortcuts.group.anywhere',
    shortcuts: [
      { keys: ['/'], does: 'shortcuts.search' },
      ...Object.entries(goTargets).map(([key, target]) => ({
        keys: ['g', key],
        does: target.does,
      })),
      { keys: ['?'], does: 'shortcuts.help' },
    ],
  },
  {
    heading: 'shortcuts.group.cards',
    shortcuts: [
      { keys: ['j'], does: 'shortcuts.nextCard' },
      { keys: ['k'], does: 'shortcuts.previousCard' },
      { keys: ['Enter'], does: 'shortcuts.openCard' },
    ],
  },
  {
    heading: 'shortcuts.group.title',
    shortcuts: [
      { keys: ['w'], does: 'shortcuts.watchlist' },
      { keys: ['f'], does: 'shortcuts.favourite' },
      { keys: ['r'], does: 'shortcuts.rating' },
    ],
  },
];
