import { Type } from 'typebox';
import type { TvEpisode } from '@marquee/tmdb-types/details';
import type { MovieListItem, TvListItem } from '@marquee/tmdb-types/media';
import { utcDayOf } from '../catalogue/utc-days.js';
import { stringEnum } from '../http/param-schemas.js';
import type { TypedScope } from '../http/typed-scope.js';
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

// `language` changes nothing here, and an undeclared name never splits the answer cache.
const FindQuerySchema = Type.Object({ external_source: stringEnum(EXTERNAL_SOURCES) });

interface FindAnswer {
  movie_results: MovieListItem[];
  person_results: never[];
  tv_results: TvListItem[];
  tv_episode_results: Array<TvEpisode & { media_type: 'tv_episode' }>;
  tv_season_results: never[];
}

/** TheTVDB ids are all digits; anything else names nothing (TMDB finds nothing either). */
const TVDB_ID = /^[1-9]\d{0,15}$/;

/**
 * TMDB's /find: the catalogue's titles by IMDb id, and a generated catalogue's shows and episodes
 * by TheTVDB id (an episode only when its season lists it on the clock's day, as its own path
 * answers); it keeps no other source's ids, so those find nothing.
 */
export function registerFindRoutes(app: TypedScope, { catalogue, now }: RouteContext): void {
  app.get(
    '/find/:external_id',
    {
      schema: {
        params: Type.Object({ external_id: Type.String() }),
        querystring: FindQuerySchema,
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
      const { external_id: externalId } = request.params;
      if (request.query.external_source === 'imdb_id') {
        const found = catalogue.findByImdbId(externalId);
        if (found?.media_type === 'movie')
          answer.movie_results.push({ ...found.item, media_type: 'movie' });
        else if (found?.media_type === 'tv')
          answer.tv_results.push({ ...found.item, media_type: 'tv' });
      } else if (request.query.external_source === 'tvdb_id' && TVDB_ID.test(externalId)) {
        const found = catalogue.findByTvdbId(Number(externalId), utcDayOf(now()));
        if (found?.media_type === 'tv') answer.tv_results.push({ ...found.item, media_type: 'tv' });
        else if (found?.media_type === 'tv_episode')
          answer.tv_episode_results.push({ ...found.item, media_type: 'tv_episode' });
      }
      return answer;
    },
  );
}
