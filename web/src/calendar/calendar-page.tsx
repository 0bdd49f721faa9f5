import type { CalendarAnswer } from '@marquee/tmdb-types/episode-progress';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import type { MessageId } from '../i18n/load-messages';
import { isOwnServer } from '../lib/catalogue-client';
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
import { useCalendarDates, type CalendarDates } from './calendar-dates';
import { calendarDays } from './calendar-days';
import { CalendarEmpty } from './calendar-empty';
import { CalendarGrid } from './calendar-grid';
import { CalendarSubscribe } from './calendar-subscribe';
import styles from './calendar-page.module.css';

const stepLabels: Record<CalendarView, [MessageId, MessageId]> = {
  agenda: ['calendar.step.previousFourWeeks', 'calendar.step.nextFourWeeks'],
  week: ['calendar.step.previousWeek', 'calendar.step.nextWeek'],
  month: ['calendar.step.previousMonth', 'calendar.step.nextMonth'],
};

/** "November 2026", "Week of November 1, 2026", "November 4, 2026 to December 1, 2026". */
function rangeText(
  intl: IntlShape,
  dates: CalendarDates,
  view: CalendarView,
  range: CalendarRange,
  anchor: string,
): string {
  if (view === 'month') return dates.month(anchor);
  if (view === 'week')
    return intl.formatMessage({ id: 'calendar.range.week' }, { start: dates.day(range.start) });
  return intl.formatMessage(
    { id: 'calendar.range.days' },
    { start: dates.day(range.start), end: dates.day(range.end) },
  );
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
  const intl = useIntl();
  const dates = useCalendarDates();
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
  const heading = shownRange && anchor ? rangeText(intl, dates, view, shownRange, anchor) : null;
  const title = intl.formatMessage({ id: 'calendar.title' });
  useDocumentTitle(
    date === null && view === 'agenda'
      ? title
      : intl.formatMessage({ id: 'calendar.documentTitle' }, { heading: heading ?? title }),
  );
  const tabs = calendarViews.map(({ name, label }) => ({
    name,
    label: intl.formatMessage({ id: label }),
    to: calendarPath(name, date),
  }));
  return (
    <div className={styles.calendar}>
      <h1>{title}</h1>
      <TabLinks
        label={intl.formatMessage({ id: 'calendar.views' })}
        tabs={tabs}
        current={view}
        tabId={tabId}
        panelId={panelId}
      />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(view)} className={styles.panel}>
        {!isOwnServer() ? (
          <p className={styles.empty}>
            <FormattedMessage id="calendar.notOwnServer" />
          </p>
        ) : (
          <>
            <div className={styles.header}>
              <h2 id={`${id}-range`} className={styles.range}>
                {heading ?? intl.formatMessage({ id: 'calendar.range.nextFourWeeks' })}
              </h2>
              <nav
                aria-label={intl.formatMessage({ id: 'calendar.dates' })}
                className={styles.dateNav}
              >
                {anchor && (
                  <Link to={calendarPath(view, stepDate(view, anchor, -1))}>
                    <FormattedMessage id={stepLabels[view][0]} />
                  </Link>
                )}
                <Link to={calendarPath(view, today)}>
                  <FormattedMessage id="calendar.today" />
                </Link>
                {anchor && (
                  <Link to={calendarPath(view, stepDate(view, anchor, 1))}>
                    <FormattedMessage id={stepLabels[view][1]} />
                  </Link>
                )}
              </nav>
            </div>
            {query.isError && !query.data ? (
              <QueryError
                message={intl.formatMessage({ id: 'calendar.error' })}
                onRetry={() => void query.refetch()}
                retrying={query.isFetching}
              />
            ) : !query.data || !shownRange ? (
              <p className={styles.empty}>
                <FormattedMessage id="calendar.loading" />
              </p>
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
