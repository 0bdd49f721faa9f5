import { describe, expect, it } from 'vitest';
import { filtersEdit, parsePageParam } from './use-page-param';

describe('parsePageParam', () => {
  it('reads a whole page number from 1 to the last page TMDB serves, 500', () => {
    expect(parsePageParam('2')).toBe(2);
    expect(parsePageParam('500')).toBe(500);
    for (const value of [null, '', '0', '501', '2.5', '-3', 'two']) {
      expect(parsePageParam(value), String(value)).toBe(1);
    }
  });

  it('reads up to a list’s own limit when it has one, as the library’s 1000', () => {
    expect(parsePageParam('750', 1000)).toBe(750);
    expect(parsePageParam('1000', 1000)).toBe(1000);
    expect(parsePageParam('1001', 1000)).toBe(1);
  });
});

describe('filtersEdit', () => {
  it('sets and clears several filters at once, back at page 1', () => {
    const params = new URLSearchParams('region=US&providers=8&rent_buy=1&lang=ko&page=4');
    filtersEdit({ region: 'GB', providers: '', rent_buy: '' })(params);
    expect(params.toString()).toBe('region=GB&lang=ko');
  });
});
