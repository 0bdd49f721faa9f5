import { describe, expect, it } from 'vitest';
import { isFiltered, parseShelfView, shelfRequest } from './shelf-view';

function view(query: string, kind: Parameters<typeof parseShelfView>[1] = 'shelf') {
  return parseShelfView(new URLSearchParams(query), kind);
}

describe('a library tab’s view in the URL', () => {
  it('asks for the newest first by default, and a list in its own order', () => {
    expect(shelfRequest(view(''))).toEqual({ page: 1, sort_by: 'created_at.desc' });
    expect(shelfRequest(view('', 'rated'))).toEqual({ page: 1, sort_by: 'created_at.desc' });
    expect(shelfRequest(view('', 'diary'))).toEqual({ page: 1, sort_by: 'watched_on.desc' });
    expect(shelfRequest(view('', 'list'))).toEqual({ page: 1, sort_by: 'original_order.asc' });
  });

  it('passes sort, type, genre, decade and page on as the server names them', () => {
    expect(
      shelfRequest(view('sort_by=title.asc&media_type=tv&with_genres=18&decade=1990&page=3')),
    ).toEqual({ page: 3, sort_by: 'title.asc', media_type: 'tv', with_genres: 18, decade: 1990 });
  });

  it.each([
    ['sort_by=watched_on.desc', 'shelf'],
    ['sort_by=created_at.desc', 'diary'],
    ['sort_by=original_order.asc', 'rated'],
    ['sort_by=title', 'shelf'],
    ['sort_by=title.up', 'shelf'],
  ] as const)('ignores the sort %s where the %s read has no such order', (query, kind) => {
    const defaults = shelfRequest(view('', kind));
    expect(shelfRequest(view(query, kind))).toEqual(defaults);
  });

  it.each(['media_type=person', 'with_genres=drama', 'decade=1995', 'decade=1860', 'decade=19900'])(
    'ignores the filter %s that no read could answer',
    (query) => {
      expect(shelfRequest(view(query))).toEqual({ page: 1, sort_by: 'created_at.desc' });
      expect(isFiltered(view(query))).toBe(false);
    },
  );

  it('reads the library’s pages up to 1000, past the catalogue’s 500', () => {
    expect(view('page=750').page).toBe(750);
    expect(view('page=1000').page).toBe(1000);
    expect(view('page=1001').page).toBe(1);
  });

  it('counts type, genre and decade as filters, not the sort or the page', () => {
    expect(isFiltered(view('sort_by=title.asc&page=2'))).toBe(false);
    expect(isFiltered(view('media_type=movie'))).toBe(true);
    expect(isFiltered(view('with_genres=18'))).toBe(true);
    expect(isFiltered(view('decade=1980'))).toBe(true);
  });
});
