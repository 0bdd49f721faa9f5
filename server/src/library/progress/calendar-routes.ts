import type { CalendarAnswer, CalendarFeed } from '@marquee/tmdb-types/episode-progress';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { publicOrigin } from '../../http/public-origin.js';
import { invalidQuery } from '../http/library-query.js';
import type { LibraryRouteContext } from '../http/library-route-context.js';
import type { LibraryScope } from '../http/library-route-scope.js';
import { AccountParamsSchema } from '../http/library-schemas.js';
import { memberUid } from '../http/member-uid.js';
import { addDays, DAY_MS, startOfDay } from '../store/calendar-days.js';
import type {
  CalendarFeedStore,
  CalendarRange,
  EpisodeProgressStore,
  TitleMarkStore,
} from '../store/library-store.js';
import { calendarContents } from './calendar-contents.js';
import { CalendarAnswerSchema, CalendarFeedSchema } from './progress-schemas.js';
import { utcDate } from './show-timeline.js';

type Context = LibraryRouteContext<EpisodeProgressStore & TitleMarkStore & CalendarFeedStore>;

/** A month view's six weeks and a little more: the most one calendar read covers. */
export const MAX_CALENDAR_DAYS = 62;
/** Four weeks from today when the range is not given: an agenda's length. */
const DEFAULT_DAYS = 28;

/** The path of a member's feed under the API's root (registerCalendarFeedRoute answers it). */
export const CALENDAR_FEED_PATH = '/shared/calendar';

/** The range a calendar read asks for, checked: 422 naming the field for a bad one. */
function rangeOf(query: { start_date?: string; end_date?: string }, today: string): CalendarRange {
  const start = query.start_date ?? today;
  const startTime = startOfDay(start);
  if (startTime === undefined) throw invalidQuery('start_date must be a day (YYYY-MM-DD).');
  const end = query.end_date ?? addDays(start, DEFAULT_DAYS - 1);
  const endTime = startOfDay(end);
  if (endTime === undefined) throw invalidQuery('end_date must be a day (YYYY-MM-DD).');
  const days = (endTime - startTime) / DAY_MS + 1;
  if (days < 1) throw invalidQuery('end_date must not be before start_date.');
  if (days > MAX_CALENDAR_DAYS)
    throw invalidQuery(`A calendar read covers at most ${MAX_CALENDAR_DAYS} days.`);
  return { start, end };
}

/** The feed's addresses: the API's root is the route's own path less what follows it. */
function feedAddresses(request: FastifyRequest, secret: string): CalendarFeed {
  const route = request.routeOptions.url ?? '';
  const apiRoot = route.slice(0, route.indexOf('/account/'));
  const url = `${publicOrigin(request)}${apiRoot}${CALENDAR_FEED_PATH}/${secret}.ics`;
  return { url, webcal_url: url.replace(/^https?:/, 'webcal:') };
}

/**
 * A member's calendar (docs/library-api.md, "Episode progress"): episodes and releases by day,
 * and the private address of the same as an iCalendar feed, which a reset replaces.
 */
export function registerCalendarRoutes(scope: LibraryScope, context: Context): void {
  const { store, now } = context;
  scope.get(
    '/account/:account_id/calendar',
    {
      schema: {
        params: AccountParamsSchema,
        querystring: Type.Object({
          start_date: Type.Optional(Type.String()),
          end_date: Type.Optional(Type.String()),
        }),
        response: { 200: CalendarAnswerSchema },
      },
    },
    async (request): Promise<CalendarAnswer> => {
      const range = rangeOf(request.query, utcDate(now()));
      const contents = await calendarContents(context, memberUid(request), range);
      return { start_date: range.start, end_date: range.end, ...contents };
    },
  );

  scope.get(
    '/account/:account_id/calendar/feed',
    { schema: { params: AccountParamsSchema, response: { 200: CalendarFeedSchema } } },
    async (request) => feedAddresses(request, await store.calendarFeedSecret(memberUid(request))),
  );

  scope.post(
    '/account/:account_id/calendar/feed/reset',
    { schema: { params: AccountParamsSchema, response: { 200: CalendarFeedSchema } } },
    async (request) => feedAddresses(request, await store.resetCalendarFeed(memberUid(request))),
  );
}
