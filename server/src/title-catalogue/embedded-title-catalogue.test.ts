import type { MovieDetails } from '@marquee/tmdb-types/details';
import type { MovieListItem } from '@marquee/tmdb-types/media';
import { afterAll, describe, expect, it } from 'vitest';
import { isCurrentFilm } from '../catalogue/movie-calendar.js';
import { dayOfIsoDate } from '../catalogue/utc-days.js';
import { buildTestCatalogue, TEST_SIZES } from '../test/test-catalogue.js';
import { embeddedTitleCatalogue } from './embedded-title-catalogue.js';

const test = buildTestCatalogue();
afterAll(() => test.cleanup());

// A day far from the generator's stored year, so a current film's date has moved.
const DAY = new Date('2031-03-10T12:00:00Z');
const titles = embeddedTitleCatalogue(test.catalogue, () => DAY);

function storedMovie(id: number): MovieDetails {
  return JSON.parse(test.catalogue.detailsJson('movie', id)!) as MovieDetails;
}

/** The first generated film whose dates follow the calendar (`current`), or whose dates do not. */
function firstFilm(current: boolean): MovieDetails {
  for (let id = 1; id <= TEST_SIZES.movies; id += 1) {
    const movie = storedMovie(id);
    const day = dayOfIsoDate(movie.release_date);
    if (day !== undefined && isCurrentFilm(day) === current) return movie;
  }
  throw new Error(`no such film in the test catalogue (current: ${current})`);
}

describe('the embedded title catalogue', () => {
  it('gives a current film as its details give it on the day, whichever way it is found', async () => {
    const movie = firstFilm(true);
    const found = (await titles.find({ mediaType: 'movie', mediaId: movie.id })) as MovieListItem;
    expect(found.release_date).not.toBe(movie.release_date);
    const byImdb = (await titles.byImdbId(movie.imdb_id!, 'movie')) as MovieListItem;
    expect(byImdb.release_date).toBe(found.release_date);
    const { named, searched } = await titles.named('movie', movie.title, undefined);
    const byName = named.find((title) => title.id === movie.id) as MovieListItem;
    expect(byName.release_date).toBe(found.release_date);
    const bySearch = (await searched()).find((title) => title.id === movie.id) as MovieListItem;
    expect(bySearch.release_date).toBe(found.release_date);
  });

  it('gives any other film as stored', async () => {
    const movie = firstFilm(false);
    const found = (await titles.find({ mediaType: 'movie', mediaId: movie.id })) as MovieListItem;
    expect(found.release_date).toBe(movie.release_date);
  });
});
