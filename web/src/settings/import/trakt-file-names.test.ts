import { describe, expect, it } from 'vitest';
import { customListPage, customListSlug, traktFileName } from './trakt-file-names';

describe('traktFileName', () => {
  it('reads the page from the name, page 1 when it has none', () => {
    expect(traktFileName('watched-history.json')).toEqual({
      role: 'read',
      kind: 'watched-history',
      page: 1,
    });
    expect(traktFileName('watched-history-1.json')).toMatchObject({ page: 1 });
    expect(traktFileName('watched-history-999.json')).toMatchObject({ page: 999 });
    // Four digits are a year, or a name: not a page.
    expect(traktFileName('watched-history-1000.json')).toBeUndefined();
  });

  it("reads a custom list's Trakt id, and leaves its slug and page to its other files", () => {
    expect(traktFileName('lists-list-24681357-top-10-2.json')).toEqual({
      role: 'read',
      kind: 'lists-list',
      listId: 24681357,
      rest: 'top-10-2',
    });
    // lists-lists.json names the lists: it is no list of its own.
    expect(traktFileName('lists-lists.json')).toEqual({
      role: 'read',
      kind: 'lists-lists',
      page: 1,
    });
  });
});

describe("a custom list's slug and pages", () => {
  it('is the whole rest of the name when the list is one file', () => {
    expect(customListSlug(['top-10'])).toBe('top-10');
    expect(customListPage('top-10', 'top-10')).toBe(1);
  });

  it('is the first file when the others are its pages (no -1)', () => {
    const slug = customListSlug(['top-10-2', 'top-10', 'top-10-3']);
    expect(slug).toBe('top-10');
    expect(['top-10', 'top-10-2', 'top-10-3'].map((rest) => customListPage(rest, slug))).toEqual([
      1, 2, 3,
    ]);
  });

  it('is the name without its page when every file is numbered', () => {
    const slug = customListSlug(['best-of-2023-1', 'best-of-2023-2']);
    expect(slug).toBe('best-of-2023');
    expect(customListPage('best-of-2023-2', slug)).toBe(2);
  });
});
