import { describe, expect, it } from 'vitest';
import { keywordsOfTitle } from './generated-keywords.js';
import { KEYWORDS, KEYWORDS_BY_GENRE } from './keyword-vocabulary.js';
import { foldText } from './fold-text.js';

const COMEDY = [{ id: 35 }];

describe('generated keywords', () => {
  it('has a few hundred distinct plain keywords, numbered from 1 in order', () => {
    expect(KEYWORDS.length).toBeGreaterThan(300);
    expect(KEYWORDS.map((keyword) => keyword.id)).toEqual(KEYWORDS.map((_, index) => index + 1));
    const keys = KEYWORDS.map((keyword) => foldText(keyword.name));
    expect(new Set(keys).size).toBe(KEYWORDS.length);
    for (const keyword of KEYWORDS) expect(keyword.name).toBe(keyword.name.toLowerCase());
  });

  it('gives the same title the same keywords for a seed, and others for another seed', () => {
    const title = { popularity: 12, genres: COMEDY };
    expect(keywordsOfTitle('a', 'movie', 7, title)).toEqual(
      keywordsOfTitle('a', 'movie', 7, title),
    );
    const ofSeed = (seed: string) =>
      Array.from({ length: 20 }, (_, id) => keywordsOfTitle(seed, 'movie', id + 1, title));
    expect(ofSeed('a')).not.toEqual(ofSeed('b'));
    expect(keywordsOfTitle('a', 'movie', 7, title)).not.toEqual(
      keywordsOfTitle('a', 'tv', 7, title),
    );
  });

  it('gives 2 to 8 distinct known keywords, in id order, more to popular titles', () => {
    const count = (popularity: number) => {
      let total = 0;
      for (let id = 1; id <= 200; id += 1) {
        const ids = keywordsOfTitle('s', 'movie', id, { popularity, genres: COMEDY });
        expect(ids.length).toBeGreaterThanOrEqual(2);
        expect(ids.length).toBeLessThanOrEqual(8);
        expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
        for (const keywordId of ids) expect(KEYWORDS[keywordId - 1]?.id).toBe(keywordId);
        total += ids.length;
      }
      return total / 200;
    };
    const obscure = count(1.2);
    const famous = count(400);
    expect(obscure).toBeLessThan(4.5);
    expect(famous).toBeGreaterThan(obscure + 2.5);
  });

  it('draws most of a title’s keywords from its genres’ themes', () => {
    const comedyThemes = new Set(KEYWORDS_BY_GENRE.get(35));
    let themed = 0;
    let total = 0;
    for (let id = 1; id <= 300; id += 1) {
      for (const keywordId of keywordsOfTitle('s', 'movie', id, {
        popularity: 20,
        genres: COMEDY,
      })) {
        total += 1;
        if (comedyThemes.has(keywordId)) themed += 1;
      }
    }
    expect(themed / total).toBeGreaterThan(0.5);
  });
});
