import type { FastifyInstance } from 'fastify';
import type { GenreList } from '@marquee/tmdb-types/genre';
import { MOVIE_GENRES, TV_GENRES } from '../catalogue/genres.js';

export function registerGenreRoutes(app: FastifyInstance): void {
  app.get('/genre/movie/list', async (): Promise<GenreList> => ({ genres: [...MOVIE_GENRES] }));
  app.get('/genre/tv/list', async (): Promise<GenreList> => ({ genres: [...TV_GENRES] }));
}
