import type { CalendarAnswer } from '@marquee/tmdb-types/episode-progress';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { isOwnServer } from '../lib/catalogue-client';
import { formatDay, formatMonth } from '../lib/format-dates';
import { utcDay } from '../lib/utc-day';
import type { CalendarRange } from '../member/episodes/episode-progress-api';
import { calendarQueryOptions } from '../member/episodes/episode-progress-queries';
import { useLibraryMember } from '../member/use-library-member';
import { QueryError } from '../ui/query-error';
import { TabLinks } from '../ui/tab-links';
import { useDocumentTitle } from '../ui/use-document-title';
import { useHydrated } from '../ui/use-hydrated';
import {
  calendarPath,
  calendarRange,
  calendarViews,
  localDay,
  parseCalendarDate,
  parseCalendarView,
  stepDate,
  type CalendarView,
} from './calendar-address';
import { CalendarAgenda } from './calendar-agenda';
import { calendarDays } from './calendar-days';
import { CalendarEmpty } from './calendar-empty';
import { CalendarGrid } from './calendar-grid';
import { CalendarSubscribe } from './calendar-subscribe';
import styles from './calendar-page.module.css';

const stepLabels: Record<CalendarView, [string, string]> = {
  agenda: ['Previous four weeks', 'Next four weeks'],
  week: ['Previous week', 'Next week'],
  month: ['Previous month', 'Next month'],
};

/** "November 2026", "Week of November 1, 2026", "November 4, 2026 to December 1, 2026". */
function rangeText(view: CalendarView, range: CalendarRange, anchor: string): string {
  if (view === 'month') return formatMonth(anchor);
  if (view === 'week') return `Week of ${formatDay(range.start)}`;
  return `${formatDay(range.start)} to ${formatDay(range.end)}`;
}

/**
 * /calendar: what airs of the shows the member follows, and their watchlist's movies, as an
 * agenda of four weeks, a week or a month; the view and day in the address. Days are TMDB's UTC
 * days, shown as written; "Today" is the person's own date, marked once the page runs with them.
 */
export function CalendarPage() {
  const [searchParams] = useSearchParams();
  const view = parseCalendarView(searchParams.get('view'));
  const date = parseCalendarDate(searchParams.get('date'));
  const uid = useLibraryMember();
  const hydrated = useHydrated();
  const today = hydrated ? localDay(new Date()) : null;
  // The server's render and the browser's agree on the days but at UTC midnight, when the browser
  // asks for the new ones: no view lags a day behind.
  const range = calendarRange(view, date, utcDay(Date.now()));
  const id = useId();
  const tabId = (name: CalendarView) => `${id}-tab-${name}`;
  const panelId = `${id}-panel`;
  const query = useQuery({
    ...calendarQueryOptions(uid ?? '', range),
    enabled: uid !== null && isOwnServer(),
  });
  const shownRange: CalendarRange | null =
    range ?? (query.data ? { start: query.data.start_date, end: query.data.end_date } : null);
  const anchor = view === 'agenda' ? (shownRange?.start ?? null) : (date ?? utcDay(Date.now()));
  const heading = shownRange && anchor ? rangeText(view, shownRange, anchor) : null;
  useDocumentTitle(
    date === null && view === 'agenda' ? 'Calendar' : `${heading ?? 'Calendar'} · Calendar`,
  );
  const tabs = calendarViews.map((tab) => ({ ...tab, to: calendarPath(tab.name, date) }));
  return (
    <div className={styles.calendar}>
      <h1>Calendar</h1>
      <TabLinks label="Calendar views" tabs={tabs} current={view} tabId={tabId} panelId={panelId} />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(view)} className={styles.panel}>
        {!isOwnServer() ? (
          <p className={styles.empty}>
            The calendar is kept by Marquee's own server. This copy of the app reads TMDB directly,
            so it has no episode progress.
          </p>
        ) : (
          <>
            <div className={styles.header}>
              <h2 id={`${id}-range`} className={styles.range}>
                {heading ?? 'The next four weeks'}
              </h2>
              <nav aria-label="Calendar dates" className={styles.dateNav}>
                {anchor && (
                  <Link to={calendarPath(view, stepDate(view, anchor, -1))}>
                    {stepLabels[view][0]}
                  </Link>
                )}
                <Link to={calendarPath(view, today)}>Today</Link>
                {anchor && (
                  <Link to={calendarPath(view, stepDate(view, anchor, 1))}>
                    {stepLabels[view][1]}
                  </Link>
                )}
              </nav>
            </div>
            {query.isError && !query.data ? (
              <QueryError
                message="Couldn't load your calendar."
                onRetry={() => void query.refetch()}
                retrying={query.isFetching}
              />
            ) : !query.data || !shownRange ? (
              <p className={styles.empty}>Loading your calendar…</p>
            ) : view === 'agenda' ? (
              <CalendarAgenda answer={query.data} today={today} />
            ) : (
              <>
                {isEmpty(query.data) && <CalendarEmpty />}
                <CalendarGrid
                  answer={query.data}
                  range={shownRange}
                  month={view === 'month' && anchor ? anchor.slice(0, 7) : null}
                  labelledBy={`${id}-range`}
                  today={today}
                />
              </>
            )}
          </>
        )}
      </div>
      {isOwnServer() && uid !== null && <CalendarSubscribe uid={uid} />}
    </div>
  );
}

function isEmpty(answer: CalendarAnswer): boolean {
  return calendarDays(answer).size === 0;
}
