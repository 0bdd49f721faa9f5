import type { LibraryTitle } from '@marquee/tmdb-types/account';
import type { ReleaseDate } from '@marquee/tmdb-types/certifications';
import type { CastMember, CrewMember } from '@marquee/tmdb-types/credits';
import type {
  MovieDetails,
  PersonDetails,
  TvDetails,
  TvEpisodeDetails,
  TvSeason,
  TvSeasonDetails,
  TvSeasonEpisode,
} from '@marquee/tmdb-types/details';
import type { CollectionDetails, CollectionPart } from '@marquee/tmdb-types/collection';
import type { SharedList } from '@marquee/tmdb-types/library-sharing';
import type { MovieListItem, PersonListItem, TvListItem } from '@marquee/tmdb-types/media';
import type { Page, TmdbError } from '@marquee/tmdb-types/page';

/*
 * A small catalogue for the server render's tests, built from the wire types (no TMDB sample data
 * in the repo), and a transport that answers from it as the server would: TMDB's 404 for anything
 * else. One title of each kind with id 1, a search for "x" and a shared list "abc".
 */

export const movieTitle = 'The Rendered Movie';
export const showName = 'The Rendered Show';
export const personName = 'Ada Rendered';
export const sharedListName = 'Films for a rainy day';
export const searchTotal = 1234;
/** Collection 1: the rendered movie, and its sequel (movie 3), which names the collection. */
export const collectionName = 'The Rendered Saga';
export const sequelTitle = 'The Rendered Sequel';
/** The show's first season: three episodes, the last still to air on `futureAirDate`. */
export const seasonEpisodeNames = ['Pilot Light', 'Second Wind', 'Third Act'];
export const futureAirDate = '2099-06-21';

export function movieItem(id: number, title: string): MovieListItem {
  return {
    adult: false,
    backdrop_path: null,
    genre_ids: [18],
    id,
    original_language: 'en',
    original_title: title,
    overview: `${title}, in short.`,
    popularity: 10,
    poster_path: `/poster-${id}.jpg`,
    release_date: '1999-03-31',
    title,
    video: false,
    vote_average: 7.5,
    vote_count: 120,
  };
}

export function tvItem(id: number, name: string): TvListItem {
  return {
    adult: false,
    backdrop_path: null,
    genre_ids: [18],
    id,
    origin_country: ['GB'],
    original_language: 'en',
    original_name: name,
    overview: `${name}, in short.`,
    popularity: 10,
    poster_path: `/tv-poster-${id}.jpg`,
    first_air_date: '2011-04-17',
    name,
    vote_average: 8,
    vote_count: 90,
  };
}

export function personItem(id: number, name: string): PersonListItem {
  return {
    adult: false,
    gender: 1,
    id,
    known_for_department: 'Acting',
    name,
    original_name: name,
    popularity: 5,
    profile_path: `/profile-${id}.jpg`,
    known_for: [movieItem(1, movieTitle)],
  };
}

export function page<T>(results: T[], total = results.length): Page<T> {
  return {
    page: 1,
    results,
    total_pages: Math.max(1, Math.ceil(total / 20)),
    total_results: total,
  };
}

const cast: CastMember = {
  adult: false,
  gender: 1,
  id: 1,
  known_for_department: 'Acting',
  name: personName,
  original_name: personName,
  popularity: 5,
  profile_path: '/profile-1.jpg',
  credit_id: 'credit-cast-1',
  cast_id: 1,
  character: 'The Lead',
  order: 0,
};

const director: CrewMember = {
  adult: false,
  gender: 2,
  id: 2,
  known_for_department: 'Directing',
  name: 'Bo Director',
  original_name: 'Bo Director',
  popularity: 3,
  profile_path: null,
  credit_id: 'credit-crew-2',
  department: 'Directing',
  job: 'Director',
};

const company = { id: 1, logo_path: null, name: 'Render Films', origin_country: 'GB' };
const country = { iso_3166_1: 'GB', name: 'United Kingdom' };
const language = { english_name: 'English', iso_639_1: 'en', name: 'English' };

/** The renders' one streaming service, invented: a logo the image routes would draw. */
export const streamingService = 'Rendered Stream';

function release(certification: string): ReleaseDate {
  return {
    certification,
    descriptors: [],
    iso_639_1: '',
    note: '',
    release_date: '1999-03-31T00:00:00.000Z',
    type: 3,
  };
}

/**
 * `appRoot`: the origin and base path the catalogue answers at, which the embedded catalogue's
 * where-to-watch links lead back to (this title's page there).
 */
export function movieDetails(appRoot = 'http://marquee.invalid/'): MovieDetails {
  return {
    ...movieItem(1, movieTitle),
    backdrop_path: '/backdrop-1.jpg',
    belongs_to_collection: null,
    budget: 1_000_000,
    genres: [{ id: 18, name: 'Drama' }],
    homepage: '',
    imdb_id: 'tt0000001',
    origin_country: ['GB'],
    production_companies: [company],
    production_countries: [country],
    revenue: 2_000_000,
    runtime: 134,
    spoken_languages: [language],
    status: 'Released',
    tagline: 'Rendered once, hydrated twice.',
    credits: { cast: [cast], crew: [director] },
    similar: page([movieItem(2, 'A Similar Movie')]),
    // Streaming in the United States only, as the embedded catalogue links it.
    'watch/providers': {
      results: {
        US: {
          link: `${appRoot}details/movie/1?watch_region=US#where-to-watch`,
          flatrate: [
            {
              logo_path: '/provider-logo-1.svg',
              provider_id: 1,
              provider_name: streamingService,
              display_priority: 1,
            },
          ],
        },
      },
    },
    release_dates: {
      results: [
        { iso_3166_1: 'US', release_dates: [release('PG-13')] },
        { iso_3166_1: 'GB', release_dates: [release('15')] },
      ],
    },
    keywords: { keywords: [{ id: 7, name: 'rendered rain' }] },
  };
}

/** Movie 3: in collection 1, after the rendered movie. */
export function sequelDetails(): MovieDetails {
  return {
    ...movieDetails(),
    ...movieItem(3, sequelTitle),
    release_date: '2003-05-15',
    belongs_to_collection: { id: 1, name: collectionName, poster_path: null, backdrop_path: null },
  };
}

/** A movie of a collection, named as TMDB's live answers name it. */
export function collectionPart(id: number, title: string, releaseDate: string): CollectionPart {
  return { ...movieItem(id, title), media_type: 'movie', release_date: releaseDate };
}

export function collectionDetails(): CollectionDetails {
  const part = collectionPart;
  return {
    id: 1,
    name: collectionName,
    original_language: 'en',
    original_name: collectionName,
    overview: 'Two rendered films, in order.',
    poster_path: '/collection-1.jpg',
    backdrop_path: null,
    parts: [part(3, sequelTitle, '2003-05-15'), part(1, movieTitle, '1999-03-31')],
  };
}

function tvSeason(seasonNumber: number, episodeCount: number): TvSeason {
  return {
    air_date: `${2010 + seasonNumber}-04-17`,
    episode_count: episodeCount,
    id: 100 + seasonNumber,
    name: `Season ${seasonNumber}`,
    overview: '',
    poster_path: `/season-${seasonNumber}.jpg`,
    season_number: seasonNumber,
    vote_average: 7,
  };
}

function seasonEpisode(episodeNumber: number): TvSeasonEpisode {
  const aired = episodeNumber < 3;
  return {
    id: 10_100 + episodeNumber,
    name: seasonEpisodeNames[episodeNumber - 1] ?? `Episode ${episodeNumber}`,
    overview: `Episode ${episodeNumber}, in short.`,
    vote_average: aired ? 7.9 : 0,
    vote_count: aired ? 42 : 0,
    air_date: aired ? `2011-04-${16 + episodeNumber}` : futureAirDate,
    episode_number: episodeNumber,
    episode_type: 'standard',
    production_code: '',
    runtime: 52,
    season_number: 1,
    show_id: 1,
    still_path: `/still-1-${episodeNumber}.jpg`,
    crew: [director],
    guest_stars: [{ ...cast, credit_id: `guest-${episodeNumber}`, character: 'A Guest' }],
  };
}

export function seasonDetails(): TvSeasonDetails {
  return {
    _id: 'season-1-1',
    air_date: '2011-04-17',
    episodes: [1, 2, 3].map(seasonEpisode),
    name: 'Season 1',
    networks: [company],
    overview: 'The first season, in short.',
    id: 101,
    poster_path: '/season-1.jpg',
    season_number: 1,
    vote_average: 7.5,
  };
}

export function episodeDetails(): TvEpisodeDetails {
  return seasonEpisode(2);
}

export function tvDetails(): TvDetails {
  return {
    ...tvItem(1, showName),
    backdrop_path: null,
    created_by: [],
    episode_run_time: [45],
    genres: [{ id: 18, name: 'Drama' }],
    homepage: '',
    in_production: false,
    languages: ['en'],
    last_air_date: '2013-05-01',
    last_episode_to_air: null,
    next_episode_to_air: null,
    networks: [company],
    number_of_episodes: 20,
    number_of_seasons: 2,
    production_companies: [company],
    production_countries: [country],
    seasons: [tvSeason(1, 3), tvSeason(2, 10)],
    spoken_languages: [language],
    status: 'Ended',
    tagline: '',
    type: 'Scripted',
    credits: { cast: [{ ...cast, cast_id: undefined }], crew: [] },
    similar: page([tvItem(2, 'A Similar Show')]),
  };
}

export function personDetails(): PersonDetails {
  return {
    adult: false,
    also_known_as: [],
    biography: 'Born in a small town.\n\nActs in rendered films.',
    birthday: '1970-06-15',
    deathday: null,
    gender: 1,
    homepage: null,
    id: 1,
    imdb_id: 'nm0000001',
    known_for_department: 'Acting',
    name: personName,
    place_of_birth: 'London, England',
    popularity: 5,
    profile_path: '/profile-1.jpg',
    combined_credits: {
      cast: [
        {
          ...movieItem(1, movieTitle),
          media_type: 'movie',
          character: 'The Lead',
          credit_id: 'credit-cast-1',
          order: 0,
        },
      ],
      crew: [],
    },
  };
}

export const searchHits = {
  movie: 'Search Hit Movie',
  tv: 'Search Hit Show',
  person: 'Search Hit Person',
};

export function sharedList(): SharedList {
  const items: LibraryTitle[] = [
    { ...movieItem(1, movieTitle), media_type: 'movie' },
    { ...tvItem(1, showName), media_type: 'tv' },
  ];
  return {
    share_id: 'abc',
    name: sharedListName,
    // Text that would end the page's state element if it were not escaped there.
    description: 'Slow films for wet afternoons. </script><script>alert(1)</script>',
    owner_name: 'Ada',
    item_count: items.length,
    updated_at: '2026-11-12T12:00:00.000Z',
    items,
    page: 1,
    total_pages: 1,
    total_results: items.length,
  };
}

/** The catalogue's answers by path (without the leading slash and the base path). */
export function catalogueAnswers(appRoot?: string): Record<string, unknown> {
  return {
    '3/movie/1': movieDetails(appRoot),
    '3/movie/3': sequelDetails(),
    '3/collection/1': collectionDetails(),
    '3/tv/1': tvDetails(),
    '3/tv/1/season/1': seasonDetails(),
    '3/tv/1/season/1/episode/2': episodeDetails(),
    '3/person/1': personDetails(),
    '3/search/movie': page([movieItem(11, searchHits.movie)], searchTotal),
    '3/search/tv': page([tvItem(12, searchHits.tv)]),
    '3/search/person': page([personItem(13, searchHits.person)]),
    '3/shared/list/abc': sharedList(),
    '3/watch/providers/regions': {
      results: [
        { iso_3166_1: 'GB', english_name: 'United Kingdom', native_name: 'United Kingdom' },
        {
          iso_3166_1: 'US',
          english_name: 'United States of America',
          native_name: 'United States',
        },
      ],
    },
  };
}

export function jsonAnswer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function tmdbError(status: number, status_code: number, status_message: string): Response {
  const body: TmdbError = { status_code, status_message, success: false };
  return jsonAnswer(body, status);
}

export const notFoundAnswer = () =>
  tmdbError(404, 34, 'The resource you requested could not be found.');

export const internalErrorAnswer = () => tmdbError(500, 11, 'Internal error');

/** The catalogue path a request asked for: "3/…", whatever base path the app is served under. */
export function cataloguePath(url: URL): string {
  return url.pathname.replace(/^.*?\/(?=3\/)/, '');
}

/**
 * A transport answering from catalogueAnswers (or failing every request with a 500 when told),
 * recording each URL it was asked for and the token it was sent with.
 */
export function stubTransport({ failing = false } = {}) {
  const requests: URL[] = [];
  /** The Authorization header of each request, in order (null without one). */
  const authorizations: Array<string | null> = [];
  async function transport(url: URL, init: RequestInit = {}): Promise<Response> {
    requests.push(url);
    authorizations.push(new Headers(init.headers).get('authorization'));
    if (failing) return internalErrorAnswer();
    const path = cataloguePath(url);
    const appRoot = `${url.origin}${url.pathname.slice(0, -path.length)}`;
    const answer = catalogueAnswers(appRoot)[path];
    return answer === undefined ? notFoundAnswer() : jsonAnswer(answer);
  }
  return { transport, requests, authorizations };
}
