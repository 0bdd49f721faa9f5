import { describe, expect, it } from 'vitest';
import { readPress, SEQUENCE_MS, type KeyPress, type SequenceState } from './key-sequence';

function press(key: string, at = 0, modifiers: Partial<KeyPress> = {}): KeyPress {
  return { key, at, ctrlKey: false, metaKey: false, altKey: false, ...modifiers };
}

/** The actions of presses in turn, from no sequence. */
function actions(...presses: KeyPress[]) {
  let state: SequenceState = null;
  return presses.map((each) => {
    const read = readPress(state, each);
    state = read.state;
    return read.action ?? null;
  });
}

describe('reading key presses into shortcuts', () => {
  it('reads the single keys', () => {
    expect(actions(press('/'), press('?'), press('w'), press('f'), press('r'))).toEqual([
      { kind: 'search' },
      { kind: 'help' },
      { kind: 'watchlist' },
      { kind: 'favourite' },
      { kind: 'rating' },
    ]);
    expect(actions(press('j'), press('k'))).toEqual([
      { kind: 'card', step: 1 },
      { kind: 'card', step: -1 },
    ]);
  });

  it('goes somewhere with g then h, m, t, p or l', () => {
    for (const key of ['h', 'm', 't', 'p', 'l'])
      expect(actions(press('g', 100), press(key, 200))).toEqual([null, { kind: 'go', key }]);
  });

  it('forgets g after a while, and after any other key', () => {
    expect(actions(press('g', 0), press('h', SEQUENCE_MS + 1))).toEqual([null, null]);
    expect(actions(press('g', 0), press('h', SEQUENCE_MS))).toEqual([
      null,
      { kind: 'go', key: 'h' },
    ]);
    // "g w" is no shortcut, and does not press Watchlist.
    expect(actions(press('g'), press('w'), press('h'))).toEqual([null, null, null]);
  });

  it('lets Shift pass on its way to ? or between g and its key', () => {
    expect(actions(press('Shift'), press('?'))).toEqual([null, { kind: 'help' }]);
    expect(actions(press('g'), press('Shift'), press('H'))).toEqual([
      null,
      null,
      { kind: 'go', key: 'h' },
    ]);
  });

  it('leaves a press with Ctrl, Meta or Alt to the browser: Ctrl+F is not ours', () => {
    expect(
      actions(
        press('f', 0, { ctrlKey: true }),
        press('w', 0, { metaKey: true }),
        press('/', 0, { altKey: true }),
      ),
    ).toEqual([null, null, null]);
  });

  it('reads a capital as its letter (Caps Lock), and other keys as nothing', () => {
    expect(actions(press('W'), press('Enter'), press('x'), press('ArrowDown'))).toEqual([
      { kind: 'watchlist' },
      null,
      null,
      null,
    ]);
  });
});
