import { describe, expect, it } from 'vitest';
import { isTypingTarget } from './typing-target';

function element(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.firstElementChild as HTMLElement;
}

describe('where shortcuts stay quiet', () => {
  it.each([
    '<input type="search">',
    '<input>',
    '<input type="email">',
    '<textarea></textarea>',
    '<select><option>a</option></select>',
    '<div contenteditable="true"></div>',
  ])('in %s', (html) => {
    const target = element(html);
    // jsdom has no layout: contenteditable is read from the attribute.
    if (target.getAttribute('contenteditable') === 'true')
      Object.defineProperty(target, 'isContentEditable', { value: true });
    expect(isTypingTarget(target)).toBe(true);
  });

  it.each([
    '<input type="checkbox">',
    '<input type="radio">',
    '<button>Go</button>',
    '<a href="/">x</a>',
    '<div tabindex="0"></div>',
  ])('not on %s', (html) => {
    expect(isTypingTarget(element(html))).toBe(false);
  });

  it('not on the document itself', () => {
    expect(isTypingTarget(document)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
