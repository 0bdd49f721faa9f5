import { describe, expect, it } from 'vitest';
import { movieDetails, showDetails } from '../../test/test-library.js';
import { isNamed, titleYear } from '../../title-catalogue/title-names.js';
import { fromSearch, matchByName } from './title-match-rule.js';

const movie = (id: number, year: number | '', title = 'Heat') =>
  movieDetails(id, {
    title,
    original_title: title,
    release_date: year === '' ? '' : `${year}-06-01`,
  });

describe('the title match rule', () => {
  it('matches the one title of the name and year', () => {
    expect(matchByName([movie(1, 1995), movie(2, 1986)], 1995)).toEqual({
      status: 'matched',
      title: movie(1, 1995),
    });
  });

  it('finds several of the name and year ambiguous, best first', () => {
    expect(matchByName([movie(1, 1995), movie(2, 1994), movie(3, 1995)], 1995)).toEqual({
      status: 'ambiguous',
      candidates: [movie(1, 1995), movie(3, 1995)],
    });
  });

  it('takes a title a year off when none is of the year, one as a match, several as ambiguous', () => {
    expect(matchByName([movie(1, 1996), movie(2, 1990)], 1995)).toMatchObject({
      status: 'matched',
      title: { id: 1 },
    });
    expect(matchByName([movie(1, 1996), movie(2, 1994)], 1995)).toMatchObject({
      status: 'ambiguous',
      candidates: [{ id: 1 }, { id: 2 }],
    });
    expect(matchByName([movie(1, 1997), movie(2, '')], 1995)).toBeUndefined();
  });

  it('without a year, matches the only title of the name, and offers at most five of several', () => {
    expect(matchByName([movie(1, 1995)], undefined)).toMatchObject({ status: 'matched' });
    const many = Array.from({ length: 7 }, (_, index) => movie(index + 1, 2000 + index));
    const ambiguous = matchByName(many, undefined);
    expect(ambiguous).toMatchObject({ status: 'ambiguous' });
    expect(ambiguous?.status === 'ambiguous' && ambiguous.candidates.map((t) => t.id)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect(matchByName([], undefined)).toBeUndefined();
  });

  it('offers the best five of a search when no title of the name fits, and finds nothing without results', () => {
    const results = Array.from({ length: 6 }, (_, index) => movie(index + 1, 2000, 'Other'));
    expect(fromSearch(results)).toEqual({ status: 'ambiguous', candidates: results.slice(0, 5) });
    expect(fromSearch([])).toEqual({ status: 'not_found' });
  });

  it('compares names as search does: case, accents and punctuation aside, original names too', () => {
    const amelie = movieDetails(1, {
      title: 'Amélie',
      original_title: 'Le Fabuleux Destin d’Amélie Poulain',
    });
    expect(isNamed(amelie, 'AMELIE')).toBe(true);
    expect(isNamed(amelie, 'le fabuleux destin d amelie poulain')).toBe(true);
    expect(isNamed(amelie, 'Amelie 2')).toBe(false);
    expect(isNamed(showDetails(2, { name: 'Dark', original_name: 'Dark' }), 'dark')).toBe(true);
    expect(isNamed(amelie, '  ')).toBe(false);
  });

  it('reads a title’s year from its release or first air date', () => {
    expect(titleYear(movie(1, 1995))).toBe(1995);
    expect(titleYear(movie(1, ''))).toBeUndefined();
    expect(titleYear(showDetails(2, { first_air_date: '2008-01-20' }))).toBe(2008);
  });
});
