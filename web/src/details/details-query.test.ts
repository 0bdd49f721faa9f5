import type { MovieReleaseDates } from '@marquee/tmdb-types/certifications';
import type { CombinedCredits } from '@marquee/tmdb-types/credits';
import type { MovieDetails, PersonDetails, TvDetails } from '@marquee/tmdb-types/details';
import type { VideoList } from '@marquee/tmdb-types/videos';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, stubCatalogue, tmdbExample } from '../test/utils';
import { detailsQueryOptions } from './details-query';
import { mergeCredits } from './person-credits';

describe('detailsQueryOptions', () => {
  it("keeps of a person's combined credits one line per title, with what the page shows", async () => {
    const combined = tmdbExample<CombinedCredits>('person-combined-credits');
    const person = { ...tmdbExample<PersonDetails>('person-details'), combined_credits: combined };
    stubCatalogue({ [`3/person/${person.id}`]: person });
    const kept = await createTestQueryClient().fetchQuery(detailsQueryOptions('person', person.id));

    expect(kept).not.toHaveProperty('combined_credits');
    expect(kept.credits).toEqual(mergeCredits(combined));
    expect(kept.credits.length).toBeGreaterThan(0);
    expect(kept).toMatchObject({ id: person.id, name: person.name, biography: person.biography });
    // Each title's overview and the like stay out: the page a server renders carries what is kept.
    const overviews = combined.cast.map((credit) => credit.overview).filter(Boolean);
    expect(overviews.length).toBeGreaterThan(0);
    expect(JSON.stringify(kept)).not.toContain(overviews[0]);
    expect(JSON.stringify(kept).length).toBeLessThan(JSON.stringify(person).length / 2);
  });

  it('keeps of a title’s videos only the trailer the page would play', async () => {
    // TMDB's sample: behind-the-scenes films and opening credits around two official trailers.
    const videos = tmdbExample<VideoList>('tv-videos').results;
    const show = { ...tmdbExample<TvDetails>('tv-details'), videos: { results: videos } };
    stubCatalogue({ [`3/tv/${show.id}`]: show });
    const kept = await createTestQueryClient().fetchQuery(detailsQueryOptions('tv', show.id));
    expect(videos).toHaveLength(5);
    expect(kept.videos).toEqual({ results: [videos.find((video) => video.type === 'Trailer')] });
  });

  it('keeps of a movie’s releases each country’s rated one, its rating', async () => {
    const releases = tmdbExample<MovieReleaseDates>('movie-release-dates').results;
    const movie = {
      ...tmdbExample<MovieDetails>('movie-details'),
      release_dates: { results: releases },
    };
    stubCatalogue({ [`3/movie/${movie.id}`]: movie });
    const kept = await createTestQueryClient().fetchQuery(detailsQueryOptions('movie', movie.id));
    const us = kept.release_dates?.results.find((country) => country.iso_3166_1 === 'US');
    expect(us?.release_dates.map((release) => release.certification)).toEqual(['R']);
    expect(kept.release_dates?.results.every((country) => country.release_dates.length === 1)).toBe(
      true,
    );
    expect(JSON.stringify(kept.release_dates).length).toBeLessThan(
      JSON.stringify(movie.release_dates).length * 0.6,
    );
  });

  it('keeps a movie as it came', async () => {
    const movie = tmdbExample<MovieDetails>('movie-details');
    stubCatalogue({ [`3/movie/${movie.id}`]: movie });
    const kept = await createTestQueryClient().fetchQuery(detailsQueryOptions('movie', movie.id));
    expect(kept).toEqual(movie);
  });
});
