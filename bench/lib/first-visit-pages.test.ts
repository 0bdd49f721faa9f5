import { describe, expect, it } from 'vitest';
import { searchWordCandidates } from './first-visit-pages.js';

describe('searchWordCandidates', () => {
  it('gives the words a visitor would type, lower-case and each once, in the titles’ order', () => {
    expect(
      searchWordCandidates([
        'The Silent Harbor',
        'Harbor of Ash: Part 2',
        'Élan Vital',
        'With Them',
      ]),
    ).toEqual(['silent', 'harbor', 'part', 'élan', 'vital']);
  });

  it('has none for titles of short words only', () => {
    expect(searchWordCandidates(['Up', 'It', 'Ran', '1917'])).toEqual([]);
  });
});
