import { describe, expect, it } from 'vitest';
import { gridKeyTarget, type GridKey } from './use-grid-keys';

// Five weeks of days, seven to a row: 0 to 34.
const month = { cells: 35, columns: 7 };

function press(key: string, modifiers: Partial<GridKey> = {}): GridKey {
  return { key, ctrlKey: false, altKey: false, metaKey: false, shiftKey: false, ...modifiers };
}

describe('gridKeyTarget', () => {
  it('moves a day with Left and Right, across the end of a week', () => {
    expect(gridKeyTarget(press('ArrowRight'), 10, month)).toBe(11);
    expect(gridKeyTarget(press('ArrowLeft'), 10, month)).toBe(9);
    expect(gridKeyTarget(press('ArrowRight'), 6, month)).toBe(7);
    expect(gridKeyTarget(press('ArrowLeft'), 7, month)).toBe(6);
  });

  it('moves a week with Up and Down, to the same weekday', () => {
    expect(gridKeyTarget(press('ArrowDown'), 10, month)).toBe(17);
    expect(gridKeyTarget(press('ArrowUp'), 10, month)).toBe(3);
  });

  it('stays at the edges of the grid', () => {
    expect(gridKeyTarget(press('ArrowLeft'), 0, month)).toBe(0);
    expect(gridKeyTarget(press('ArrowRight'), 34, month)).toBe(34);
    expect(gridKeyTarget(press('ArrowUp'), 3, month)).toBe(3);
    expect(gridKeyTarget(press('ArrowDown'), 30, month)).toBe(30);
  });

  it("goes to the week's ends with Home and End, the grid's with Ctrl", () => {
    expect(gridKeyTarget(press('Home'), 10, month)).toBe(7);
    expect(gridKeyTarget(press('End'), 10, month)).toBe(13);
    expect(gridKeyTarget(press('Home', { ctrlKey: true }), 10, month)).toBe(0);
    expect(gridKeyTarget(press('End', { ctrlKey: true }), 10, month)).toBe(34);
  });

  it('ends a short last row at its last cell', () => {
    expect(gridKeyTarget(press('End'), 8, { cells: 10, columns: 7 })).toBe(9);
  });

  it('swaps Left and Right when the row runs right to left', () => {
    expect(gridKeyTarget(press('ArrowLeft'), 10, month, true)).toBe(11);
    expect(gridKeyTarget(press('ArrowRight'), 10, month, true)).toBe(9);
    expect(gridKeyTarget(press('ArrowDown'), 10, month, true)).toBe(17);
  });

  it('leaves other keys and modified ones to the browser (Alt+Left is Back)', () => {
    expect(gridKeyTarget(press('a'), 10, month)).toBeNull();
    expect(gridKeyTarget(press('PageDown'), 10, month)).toBeNull();
    expect(gridKeyTarget(press('ArrowLeft', { altKey: true }), 10, month)).toBeNull();
    expect(gridKeyTarget(press('ArrowRight', { shiftKey: true }), 10, month)).toBeNull();
    expect(gridKeyTarget(press('End', { metaKey: true }), 10, month)).toBeNull();
    expect(gridKeyTarget(press('ArrowDown', { ctrlKey: true }), 10, month)).toBeNull();
  });
});
