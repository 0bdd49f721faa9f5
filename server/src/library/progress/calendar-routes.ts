import type { CalendarAnswer, CalendarFeed } from '@marquee/tmdb-types/episode-progress';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { publicOrigin } from '../../http/public-origin.js';
import { invalidQuery } from '../http/library-query.js';
import type { LibraryRouteContext } from '../http/library-route-context.js';
import type { LibraryScope } from '../http/library-route-scope.js';
import { AccountParamsSchema } from '../http/library-schemas.js';
import { memberUid } from '../http/member-uid.js';
import type {
  CalendarFeedStore,
  EpisodeProgressStore,
  TitleMarkStore,
} from '../store/library-store.js';
import { calendarContents, type CalendarRange } from './calendar-contents.js';
import { CalendarAnswerSchema, CalendarFeedSchema } from './progress-schemas.js';
import { utcDate } from './show-timeline.js';

type Context = LibraryRouteContext<EpisodeProgressStore & TitleMarkStore & CalendarFeedStore>;

const DAY_MS = 86_400_000;
/** A month view's six weeks and a little more: the most one calendar read covers. */
export const MAX_CALENDAR_DAYS = 62;
/** Four weeks from today when the range is not given: an agenda's length. */
const DEFAULT_DAYS = 28;

/** The path of a member's feed under the API's root (registerCalendarFeedRoute answers it). */
export const CALENDAR_FEED_PATH = '/shared/calendar';

/** A real calendar day 'YYYY-MM-DD' (Date.parse rolls 2026-02-30 over; the round trip does not). */
function dayOrUndefined(text: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const time = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== text
    ? undefined
    : time;
}

function addDays(date: string, days: number): string {
  return utcDate(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS));
}

/** The range a calendar read asks for, checked: 422 naming the field for a bad one. */
function rangeOf(query: { start_date?: string; end_date?: string }, today: string): CalendarRange {
  const start = query.start_date ?? today;
  if (dayOrUndefined(start) === undefined)
    throw invalidQuery('start_date must be a day (YYYY-MM-DD).');
  const end = query.end_date ?? addDays(start, DEFAULT_DAYS - 1);
  const endTime = dayOrUndefined(end);
  if (endTime === undefined) throw invalidQuery('end_date must be a day (YYYY-MM-DD).');
  const days = (endTime - Date.parse(`${start}T00:00:00Z`)) / DAY_MS + 1;
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
