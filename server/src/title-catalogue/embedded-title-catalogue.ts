import type { LibraryTitle } from '@marquee/tmdb-types/account';
import type { MovieDetails } from '@marquee/tmdb-types/details';
import type { MovieListItem, TitleMediaType, TvListItem } from '@marquee/tmdb-types/media';
import type { Catalogue } from '../catalogue/catalogue.js';
import { toMovieListItem } from '../catalogue/list-items.js';
import { buildSearchQuery } from '../catalogue/search-query.js';
import { isCurrentFilm } from '../catalogue/movie-calendar.js';
import { dayOfIsoDate, utcDayOf } from '../catalogue/utc-days.js';
import { notFound, TmdbHttpError } from '../http/tmdb-errors.js';
import { recommendedTitle } from './recommended-title.js';
import { regionServices } from './region-services.js';
import type { TitleCatalogue } from './title-catalogue.js';
import { MAX_CANDIDATES } from './title-names.js';

// Enough of one name to tell one from several, and to offer the best five.
const NAMED_LIMIT = 10;

function libraryTitle(mediaType: TitleMediaType, item: MovieListItem | TvListItem): LibraryTitle {
  return { ...item, media_type: mediaType } as LibraryTitle;
}

/**
 * The embedded catalogue's titles, each lookup an indexed query of its own. Every movie it gives
 * is as /3/movie/{id} gives it on the routes' day (`now`): a current film's release date follows
 * the calendar (movie-calendar.ts), and a title remembered by an import, a mark or a list is the
 * same whichever way it was found, so an export and its import agree.
 */
export function embeddedTitleCatalogue(catalogue: Catalogue, now: () => Date): TitleCatalogue {
  /** A list item of the stored row as the day shows it; only a current film's differs. */
  function onTheDay(mediaType: TitleMediaType, item: MovieListItem | TvListItem): LibraryTitle {
    const stored =
      mediaType === 'movie' ? dayOfIsoDate((item as MovieListItem).release_date) : undefined;
    if (stored === undefined || !isCurrentFilm(stored)) return libraryTitle(mediaType, item);
    const json = catalogue.movieDetailsJson(item.id, utcDayOf(now()));
    return libraryTitle(
      'movie',
      json === undefined ? item : toMovieListItem(JSON.parse(json) as MovieDetails),
    );
  }

  return {
    async find({ mediaType, mediaId }) {
      if (mediaType === 'movie') {
        const json = catalogue.movieDetailsJson(mediaId, utcDayOf(now()));
        if (json === undefined) throw notFound();
        return libraryTitle('movie', toMovieListItem(JSON.parse(json) as MovieDetails));
      }
      const [item] = catalogue.listItems([{ media_type: mediaType, id: mediaId }]);
      if (item === undefined) throw notFound();
      return libraryTitle(mediaType, item as MovieListItem | TvListItem);
    },

    async byImdbId(imdbId, mediaType) {
      const found = catalogue.findByImdbId(imdbId);
      if (found === undefined || (mediaType !== undefined && found.media_type !== mediaType))
        return undefined;
      return onTheDay(found.media_type, found.item);
    },

    async byTvdbId(tvdbId) {
      const found = catalogue.findByTvdbId(tvdbId, utcDayOf(now()));
      return found?.media_type === 'tv' ? onTheDay('tv', found.item) : undefined;
    },

    async named(mediaType, title, year) {
      return {
        named: catalogue
          .titlesNamed(mediaType, title, year, NAMED_LIMIT)
          .map((item) => onTheDay(mediaType, item)),
        async searched() {
          const { match, exactKey } = buildSearchQuery(title);
          if (match === '') return [];
          return catalogue
            .search(mediaType, match, exactKey, 1)
            .results.slice(0, MAX_CANDIDATES)
            .map((item) => onTheDay(mediaType, item as MovieListItem | TvListItem));
        },
      };
    },

    async recommendationsFor(title) {
      let page;
      try {
        page = catalogue.recommendations(title.mediaType, title.mediaId, 1);
      } catch (error) {
        // A title gone from the catalogue has nothing to recommend; anything else is a fault.
        if (error instanceof TmdbHttpError && error.statusCode === 404) return [];
        throw error;
      }
      return page.results.map((item) => recommendedTitle(item, title));
    },

    async servicesIn({ mediaType, mediaId }, region) {
      return regionServices(catalogue.titleOffers(mediaType, mediaId)?.[region]);
    },
  };
}
