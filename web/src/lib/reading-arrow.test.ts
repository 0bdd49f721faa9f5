import { describe, expect, it } from 'vitest';
import { readingArrow } from './reading-arrow';

function element(direction: 'ltr' | 'rtl'): HTMLElement {
  const node = document.createElement('div');
  node.style.direction = direction;
  document.body.append(node);
  return node;
}

describe('readingArrow', () => {
  it('leaves the arrows as they are on a left-to-right page', () => {
    const node = element('ltr');
    expect(readingArrow('ArrowRight', node)).toBe('ArrowRight');
    expect(readingArrow('ArrowLeft', node)).toBe('ArrowLeft');
  });

  it('swaps left and right on a right-to-left page, and nothing else', () => {
    const node = element('rtl');
    expect(readingArrow('ArrowRight', node)).toBe('ArrowLeft');
    expect(readingArrow('ArrowLeft', node)).toBe('ArrowRight');
    expect(readingArrow('ArrowUp', node)).toBe('ArrowUp');
    expect(readingArrow('Home', node)).toBe('Home');
  });
});
