import { Type } from 'typebox';
import type { DatedMoviePage } from '@marquee/tmdb-types/certifications';
import { isoDateOfDay, utcDayOf, type UtcDay } from '../catalogue/utc-days.js';
import { pageOf, PageSchema } from '../http/param-schemas.js';
import type { TypedScope } from '../http/typed-scope.js';
import { regionParam } from './region-param.js';
import type { RouteContext } from './route-context.js';

/** Now playing: films that opened in cinemas today or in the five weeks and six days before. */
export const NOW_PLAYING_DAYS = 42;
/** Upcoming: films that open in cinemas in the four weeks after today. */
export const UPCOMING_DAYS = 28;

// `region` is checked here, so a bad one is refused by name. TMDB's `language` is accepted and
// not read (titles have one language here); left undeclared, it does not split the answer cache.
const CinemaListQuerySchema = Type.Object({
  page: Type.Optional(PageSchema),
  region: Type.Optional(Type.String()),
});

/**
 * /3/movie/now_playing and /3/movie/upcoming: films with a theatrical release in `region` (in any
 * country without it) in the days given, most popular first, with the days in TMDB's `dates`.
 * Today is the UTC day of the context's clock, as for the shows' calendar.
 */
export function registerCinemaListRoutes(app: TypedScope, { catalogue, now }: RouteContext): void {
  const lists: Array<[string, (today: UtcDay) => { from: UtcDay; to: UtcDay }]> = [
    ['/movie/now_playing', (today) => ({ from: today - NOW_PLAYING_DAYS + 1, to: today })],
    ['/movie/upcoming', (today) => ({ from: today + 1, to: today + UPCOMING_DAYS })],
  ];
  for (const [path, daysOf] of lists) {
    app.get(
      path,
      { schema: { querystring: CinemaListQuerySchema } },
      async (request): Promise<DatedMoviePage> => {
        const page = pageOf(request.query);
        const region = regionParam('region', request.query.region);
        const today = utcDayOf(now());
        const { from, to } = daysOf(today);
        const films = catalogue.moviesInCinemas(region, today, from, to, page);
        return { dates: { maximum: isoDateOfDay(to), minimum: isoDateOfDay(from) }, ...films };
      },
    );
  }
}
