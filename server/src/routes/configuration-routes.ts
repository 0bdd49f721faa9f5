import type { FastifyInstance } from 'fastify';
import type { Configuration } from '@marquee/tmdb-types/configuration';
import { publicOrigin } from '../http/public-origin.js';
import { IMAGE_SIZES } from '../images/image-sizes.js';
import type { RouteContext } from './route-context.js';

// TMDB's list of keys that /changes can report; kept so clients that read it find it.
const CHANGE_KEYS = [
  'adult',
  'air_date',
  'also_known_as',
  'alternative_titles',
  'biography',
  'birthday',
  'budget',
  'cast',
  'certifications',
  'character_names',
  'created_by',
  'crew',
  'deathday',
  'episode',
  'episode_number',
  'episode_run_time',
  'freebase_id',
  'freebase_mid',
  'general',
  'genres',
  'guest_stars',
  'homepage',
  'images',
  'imdb_id',
  'languages',
  'name',
  'network',
  'origin_country',
  'original_name',
  'original_title',
  'overview',
  'parts',
  'place_of_birth',
  'plot_keywords',
  'production_code',
  'production_companies',
  'production_countries',
  'releases',
  'revenue',
  'runtime',
  'season',
  'season_number',
  'season_regular',
  'spoken_languages',
  'status',
  'tagline',
  'title',
  'translations',
  'tvdb_id',
  'tvrage_id',
  'type',
  'video',
  'videos',
];

export function registerConfigurationRoutes(app: FastifyInstance, { config }: RouteContext): void {
  app.get('/configuration', async (request): Promise<Configuration> => {
    // Images are served by this same server, so their base follows the address the client used.
    const imageBase = `${publicOrigin(request)}${config.basePath}t/p/`;
    return {
      images: {
        base_url: imageBase,
        secure_base_url: imageBase,
        backdrop_sizes: [...IMAGE_SIZES.backdrop_sizes],
        logo_sizes: [...IMAGE_SIZES.logo_sizes],
        poster_sizes: [...IMAGE_SIZES.poster_sizes],
        profile_sizes: [...IMAGE_SIZES.profile_sizes],
        still_sizes: [...IMAGE_SIZES.still_sizes],
      },
      change_keys: CHANGE_KEYS,
    };
  });
}
