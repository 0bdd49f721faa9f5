import { describe, expect, it } from 'vitest';
import type { LikedTitle } from '../store/library-store.js';
import { movieDetails, showDetails } from '../../test/test-library.js';
import { rankRecommendations, seedWeight } from './recommendation-ranking.js';

function liked(id: number, fields: Partial<LikedTitle> = {}): LikedTitle {
  return {
    mediaType: 'movie',
    mediaId: id,
    details: movieDetails(id, { title: `Liked ${id}` }),
    rating: 8,
    favourite: false,
    likedAt: 0,
    ...fields,
  };
}

const movies = (...ids: number[]) => ids.map((id) => movieDetails(id));
const ids = (ranked: ReturnType<typeof rankRecommendations>) => ranked.map((title) => title.id);

describe('ranking recommendations', () => {
  it('weighs a favourite fully and a rating by its value', () => {
    expect(seedWeight({ favourite: true, rating: null })).toBe(1);
    expect(seedWeight({ favourite: true, rating: 3 })).toBe(1);
    expect(seedWeight({ favourite: false, rating: 10 })).toBe(1);
    expect(seedWeight({ favourite: false, rating: 7 })).toBe(0.7);
  });

  it('ranks one seed’s recommendations in its order', () => {
    expect(ids(rankRecommendations([{ seed: liked(1), recommended: movies(10, 11, 12) }]))).toEqual(
      [10, 11, 12],
    );
  });

  it('puts a title that more liked titles lead to above one only one does', () => {
    const ranked = rankRecommendations([
      { seed: liked(1, { rating: 10 }), recommended: movies(10, 11, 12) },
      { seed: liked(2, { rating: 10 }), recommended: movies(13, 14, 12) },
    ]);
    // 12 is third twice: 2 × 0.81 beats first once (1).
    expect(ids(ranked)).toEqual([12, 10, 13, 11, 14]);
  });

  it('lets a better liked title’s recommendation come first', () => {
    const ranked = rankRecommendations([
      { seed: liked(1, { rating: 7 }), recommended: movies(10) },
      { seed: liked(2, { favourite: true, rating: null }), recommended: movies(20) },
    ]);
    expect(ids(ranked)).toEqual([20, 10]);
  });

  it('gives as the reason the liked title that leads to it most', () => {
    const ranked = rankRecommendations([
      { seed: liked(1, { rating: 7 }), recommended: movies(10, 11) },
      {
        seed: { ...liked(2, { favourite: true }), mediaType: 'tv', details: showDetails(2) },
        recommended: movies(11, 10),
      },
    ]);
    const reasons = Object.fromEntries(ranked.map((title) => [title.id, title.because]));
    expect(reasons[11]).toEqual({ media_type: 'tv', id: 2, title: 'Show 2' });
    // 10 is first for the 7 (0.7) and second for the favourite (0.9): the favourite leads more.
    expect(reasons[10]).toEqual({ media_type: 'tv', id: 2, title: 'Show 2' });
    const [first] = rankRecommendations([
      { seed: liked(1, { rating: 10 }), recommended: movies(10) },
      { seed: liked(2, { rating: 10 }), recommended: movies(10) },
    ]);
    // A tie goes to the more recently liked, which comes first.
    expect(first?.because).toEqual({ media_type: 'movie', id: 1, title: 'Liked 1' });
  });

  it('breaks ties by popularity, then kind and id, and counts a title listed twice once', () => {
    const ranked = rankRecommendations([
      {
        seed: liked(1),
        recommended: [movieDetails(30, { popularity: 1 }), movieDetails(30)],
      },
      {
        seed: liked(2),
        recommended: [movieDetails(31, { popularity: 5 }), showDetails(29)],
      },
      { seed: liked(3), recommended: [showDetails(30)] },
    ]);
    expect(ranked.map((title) => [title.media_type, title.id])).toEqual([
      ['movie', 31],
      ['movie', 30],
      ['tv', 30],
      ['tv', 29],
    ]);
  });

  it('follows no liked title that has no name to give as a reason', () => {
    expect(
      rankRecommendations([{ seed: liked(1, { details: null }), recommended: movies(10) }]),
    ).toEqual([]);
  });

  it('says nothing of its scores on the wire', () => {
    const [title] = rankRecommendations([{ seed: liked(1), recommended: movies(10) }]);
    expect(title).toEqual({
      ...movieDetails(10),
      because: { media_type: 'movie', id: 1, title: 'Liked 1' },
    });
  });
});
