import type { QueryClient } from '@tanstack/react-query';
import { utcDay } from '../lib/utc-day';
import { warmQuery } from '../lib/warm-query';
import { calendarQueryOptions } from '../member/episodes/episode-progress-queries';
import { libraryMember } from '../member/route-member';
import { calendarRange, parseCalendarDate, parseCalendarView } from './calendar-address';

/** The days the address names, for the member the render asks for. */
export function prefetchCalendar(queryClient: QueryClient, url: string): Promise<unknown> {
  const uid = libraryMember(queryClient);
  if (uid === null) return Promise.resolve();
  const search = new URL(url).searchParams;
  const range = calendarRange(
    parseCalendarView(search.get('view')),
    parseCalendarDate(search.get('date')),
    utcDay(Date.now()),
  );
  return warmQuery(queryClient, calendarQueryOptions(uid, range));
}
