import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { notFound } from '../../http/tmdb-errors.js';
import { registerLibraryErrorAnswers } from '../http/library-error-answer.js';
import type { LibraryRouteContext } from '../http/library-route-context.js';
import { describedScope } from '../http/library-route-scope.js';
import { addDays } from '../store/calendar-days.js';
import type {
  CalendarFeedStore,
  EpisodeProgressStore,
  TitleMarkStore,
} from '../store/library-store.js';
import { calendarContents } from './calendar-contents.js';
import { calendarFeed } from './calendar-feed.js';
import { CALENDAR_FEED_PATH } from './calendar-routes.js';
import { utcDate } from './show-timeline.js';

type Context = Pick<
  LibraryRouteContext<EpisodeProgressStore & TitleMarkStore & CalendarFeedStore>,
  'store' | 'shows' | 'now'
>;

// What a subscribed calendar shows: the last week (what may be left to watch) and three months on.
const FEED_DAYS_BEFORE = 7;
const FEED_DAYS_AFTER = 90;

/**
 * GET /shared/calendar/{secret}.ics: a member's calendar as iCalendar, for the calendar apps they
 * subscribe with, which send no token: the unguessable secret in the address is the key, and a
 * reset makes the old address answer 404 at once (`no-cache`, never a kept copy).
 */
export function registerCalendarFeedRoute(anyScope: FastifyInstance, context: Context): void {
  const scope = describedScope(anyScope, { tag: 'Shared calendars', member: false });
  registerLibraryErrorAnswers(scope);
  scope.get(
    `${CALENDAR_FEED_PATH}/:file`,
    {
      schema: {
        params: Type.Object({ file: Type.String() }),
        response: {
          200: {
            content: { 'text/calendar': { schema: Type.String({ description: 'RFC 5545.' }) } },
          },
        },
      },
    },
    async (request, reply) => {
      const secret = /^(.+)\.ics$/.exec(request.params.file)?.[1];
      const uid = secret === undefined ? undefined : await context.store.calendarFeedOwner(secret);
      if (uid === undefined) throw notFound();
      const moment = context.now();
      const today = utcDate(moment);
      const range = {
        start: addDays(today, -FEED_DAYS_BEFORE),
        end: addDays(today, FEED_DAYS_AFTER),
      };
      const contents = await calendarContents(context, uid, range);
      return reply
        .header('cache-control', 'no-cache')
        .type('text/calendar; charset=utf-8')
        .send(calendarFeed(contents, moment));
    },
  );
}
