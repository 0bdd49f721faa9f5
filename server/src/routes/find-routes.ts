import type { FastifyInstance } from 'fastify';
import type { MovieListItem, TvListItem } from '@marquee/tmdb-types/media';
import type { RouteContext } from './route-context.js';

// TMDB's OpenAPI lists these as the required `external_source` enum: anything else is refused (422 code 5).
const EXTERNAL_SOURCES = [
  'imdb_id',
  'facebook_id',
  'instagram_id',
  'tvdb_id',
  'tiktok_id',
  'twitter_id',
  'wikidata_id',
  'youtube_id',
] as const;

interface FindQuery {
  external_source: (typeof EXTERNAL_SOURCES)[number];
}

interface FindAnswer {
  movie_results: MovieListItem[];
  person_results: never[];
  tv_results: TvListItem[];
  tv_episode_results: never[];
  tv_season_results: never[];
}

/** TMDB's /find: the catalogue's titles by IMDb id; it keeps no other source's ids, so those find nothing. */
export function registerFindRoutes(app: FastifyInstance, { catalogue }: RouteContext): void {
  app.get<{ Params: { external_id: string }; Querystring: FindQuery }>(
    '/find/:external_id',
    {
      schema: {
        params: {
          type: 'object',
          properties: { external_id: { type: 'string' } },
          required: ['external_id'],
        },
        querystring: {
          type: 'object',
          // `language` changes nothing here, and an undeclared name never splits the answer cache.
          properties: { external_source: { type: 'string', enum: EXTERNAL_SOURCES } },
          required: ['external_source'],
        },
      },
    },
    async (request): Promise<FindAnswer> => {
      const answer: FindAnswer = {
        movie_results: [],
        person_results: [],
        tv_results: [],
        tv_episode_results: [],
        tv_season_results: [],
      };
      if (request.query.external_source !== 'imdb_id') return answer;
      const found = catalogue.findByImdbId(request.params.external_id);
      if (found?.media_type === 'movie')
        answer.movie_results.push({ ...found.item, media_type: 'movie' });
      else if (found?.media_type === 'tv')
        answer.tv_results.push({ ...found.item, media_type: 'tv' });
      return answer;
    },
  );
}
