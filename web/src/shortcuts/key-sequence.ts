import { goTargets, type GoKey, type ShortcutAction } from './shortcut-list';

/*
 * Reads key presses into shortcuts: single keys, and "g" then a key. Pure, so the sequence rules
 * are tested without a page; the time of each press comes from the event.
 */

/** How long "g" waits for its second key, as GitHub's and Gmail's do. */
export const SEQUENCE_MS = 1_500;

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** When it was pressed, in ms (the event's timeStamp). */
  at: number;
}

/** "g" pressed, and when: a second key within SEQUENCE_MS completes it. */
export type SequenceState = { g: number } | null;

const singleKeys: Readonly<Record<string, ShortcutAction>> = {
  '/': { kind: 'search' },
  '?': { kind: 'help' },
  w: { kind: 'watchlist' },
  f: { kind: 'favourite' },
  r: { kind: 'rating' },
  j: { kind: 'card', step: 1 },
  k: { kind: 'card', step: -1 },
};

function isGoKey(key: string): key is GoKey {
  return Object.hasOwn(goTargets, key);
}

/**
 * The shortcut a press completes, if any, and the state for the next press. A press with Ctrl,
 * Meta or Alt is the browser's or the system's, never ours (Shift is how "?" is typed).
 */
export function readPress(
  state: SequenceState,
  press: KeyPress,
): { action?: ShortcutAction; state: SequenceState } {
  // Shift pressed on its way to "?" (or a capital) is not a key of its own.
  if (press.key === 'Shift') return { state };
  if (press.ctrlKey || press.metaKey || press.altKey) return { state: null };
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  // "g" then another key is no shortcut: the second key does nothing, as on GitHub.
  if (state !== null && press.at - state.g <= SEQUENCE_MS)
    return isGoKey(key) ? { action: { kind: 'go', key }, state: null } : { state: null };
  if (key === 'g') return { state: { g: press.at } };
  // "?" and "/" are read as typed: lowercasing is for letters (Caps Lock on, or Shift held).
  const action = singleKeys[press.key] ?? singleKeys[key];
  return action ? { action, state: null } : { state: null };
}
