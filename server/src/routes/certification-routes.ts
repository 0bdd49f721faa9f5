import {
  certificationList,
  MOVIE_RATING_SYSTEMS,
  TV_RATING_SYSTEMS,
} from '../catalogue/certification-systems.js';
import type { TypedScope } from '../http/typed-scope.js';

/** Each country's ratings for films and for TV: the systems the generator rates titles from. */
export function registerCertificationRoutes(app: TypedScope): void {
  const movies = certificationList(MOVIE_RATING_SYSTEMS);
  const shows = certificationList(TV_RATING_SYSTEMS);
  app.get('/certification/movie/list', async () => movies);
  app.get('/certification/tv/list', async () => shows);
}
