import { afterEach, describe, expect, it, vi } from 'vitest';
import { doPageAction } from './page-shortcuts';

function page(main: string, header = '<input type="search" aria-keyshortcuts="/">') {
  document.body.innerHTML = `<header>${header}</header><main id="main">${main}</main>`;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the page's shortcuts", () => {
  it('focuses the search box', () => {
    page('');
    expect(doPageAction({ kind: 'search' }, document)).toBe(true);
    expect(document.activeElement).toBe(document.querySelector('input'));
  });

  it('presses Watchlist and Favourite, and moves to the rating', () => {
    page(`
      <button aria-keyshortcuts="w">Watchlist</button>
      <button aria-keyshortcuts="f">Favourite</button>
      <div role="slider" tabindex="0" aria-keyshortcuts="r"></div>`);
    const clicks = vi.fn();
    for (const button of document.querySelectorAll('button'))
      button.addEventListener('click', () => clicks(button.textContent));
    expect(doPageAction({ kind: 'watchlist' }, document)).toBe(true);
    expect(doPageAction({ kind: 'favourite' }, document)).toBe(true);
    expect(clicks.mock.calls).toEqual([['Watchlist'], ['Favourite']]);
    expect(doPageAction({ kind: 'rating' }, document)).toBe(true);
    expect(document.activeElement?.getAttribute('role')).toBe('slider');
  });

  it('does nothing where the page has no such control, or it is disabled', () => {
    page(`
      <button aria-keyshortcuts="w" disabled>Watchlist</button>
      <div role="slider" aria-disabled="true" aria-keyshortcuts="r"></div>`);
    expect(doPageAction({ kind: 'watchlist' }, document)).toBe(false);
    expect(doPageAction({ kind: 'favourite' }, document)).toBe(false);
    expect(doPageAction({ kind: 'rating' }, document)).toBe(false);
  });

  it('moves between cards with j and k, from the first, staying at either end', () => {
    page(['A', 'B', 'C'].map((name) => `<a href="/${name}" data-card="">${name}</a>`).join(''));
    Element.prototype.scrollIntoView = vi.fn();
    const focused = () => document.activeElement?.textContent;
    doPageAction({ kind: 'card', step: 1 }, document);
    expect(focused()).toBe('A');
    doPageAction({ kind: 'card', step: 1 }, document);
    doPageAction({ kind: 'card', step: 1 }, document);
    doPageAction({ kind: 'card', step: 1 }, document);
    expect(focused()).toBe('C');
    doPageAction({ kind: 'card', step: -1 }, document);
    expect(focused()).toBe('B');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('starts from the last card with k, and says when the page has no cards', () => {
    page('<a href="/a" data-card="">A</a><a href="/b" data-card="">B</a>');
    Element.prototype.scrollIntoView = vi.fn();
    doPageAction({ kind: 'card', step: -1 }, document);
    expect(document.activeElement?.textContent).toBe('B');
    page('<p>No cards</p>');
    expect(doPageAction({ kind: 'card', step: 1 }, document)).toBe(false);
  });
});
