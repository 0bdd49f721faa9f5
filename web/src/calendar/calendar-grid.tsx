import type { CalendarAnswer } from '@marquee/tmdb-types/episode-progress';
import { useId } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { MessageId } from '../i18n/load-messages';
import type { CalendarRange } from '../member/episodes/episode-progress-api';
import { daysBetween } from './calendar-address';
import { useCalendarDates } from './calendar-dates';
import { calendarDays, type CalendarDay } from './calendar-days';
import { CalendarEntries } from './calendar-entries';
import { useGridKeys } from './use-grid-keys';
import styles from './calendar-page.module.css';

/** A column a weekday: weeks start on Sunday (calendarRange). */
const columns = 7;

/**
 * "Thursday, March 12, 2026, today, 2 episodes, 1 movie": a day's cell as the keyboard reaches it,
 * what it holds in numbers; its links say which. A list of facts, joined as the page's language
 * joins one.
 */
function cellName(
  intl: IntlShape,
  fullDay: string,
  isToday: boolean,
  entries: CalendarDay | undefined,
): string {
  const count = (id: MessageId, amount: number) =>
    amount > 0 ? intl.formatMessage({ id }, { count: amount }) : null;
  const parts = [
    fullDay,
    isToday ? intl.formatMessage({ id: 'calendar.grid.today' }) : null,
    count('calendar.grid.episodes', entries?.episodes.length ?? 0),
    count('calendar.grid.movies', entries?.movies.length ?? 0),
    entries ? null : intl.formatMessage({ id: 'calendar.grid.nothing' }),
  ];
  return intl.formatList(
    parts.filter((part) => part !== null),
    { type: 'unit', style: 'short' },
  );
}

/**
 * A week or a month as a grid (the WAI-ARIA grid pattern on a table): a column per weekday, a row
 * per week, each cell named by its full date and what it holds, and moved between with the arrow
 * keys (useGridKeys). `month` (YYYY-MM): the days of other months are dimmed. The tab stop starts
 * on today when the page shows it, else on the first day of the month or week.
 */
export function CalendarGrid({
  answer,
  range,
  month = null,
  labelledBy,
  today,
}: {
  answer: CalendarAnswer;
  range: CalendarRange;
  month?: string | null;
  labelledBy: string;
  today: string | null;
}) {
  const intl = useIntl();
  const dates = useCalendarDates();
  const id = useId();
  const shows = new Map(answer.shows.map((show) => [show.id, show]));
  const entries = calendarDays(answer);
  const days = daysBetween(range);
  const weeks: string[][] = [];
  for (let index = 0; index < days.length; index += columns)
    weeks.push(days.slice(index, index + columns));
  // A month's own days: today dimmed at the edge of the next month is not what was asked for.
  const startDay =
    today !== null && days.includes(today) && (month === null || today.startsWith(month))
      ? today
      : month === null
        ? range.start
        : `${month}-01`;
  const keys = useGridKeys({ days, startDay, columns });
  const hintId = `${id}-hint`;
  return (
    <>
      <div className={styles.gridScroll}>
        <table
          role="grid"
          className={styles.grid}
          aria-labelledby={labelledBy}
          aria-describedby={keys.keysWork ? hintId : undefined}
          {...keys.gridProps}
        >
          <thead>
            <tr>
              {(weeks[0] ?? []).map((day, column) => (
                <th key={column} scope="col">
                  <span aria-hidden="true">{dates.weekday(day, true)}</span>
                  <span className="visually-hidden">{dates.weekday(day)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]}>
                {week.map((day) => {
                  const dayEntries = entries.get(day);
                  const outside = month !== null && !day.startsWith(month);
                  return (
                    <td
                      key={day}
                      // Explicit: not every tool maps a td to gridcell inside a table that is a grid.
                      role="gridcell"
                      aria-label={cellName(intl, dates.fullDay(day), day === today, dayEntries)}
                      tabIndex={keys.tabIndexOf(day)}
                      className={`${styles.cell} ${outside ? styles.outside : ''} ${day === today ? styles.todayCell : ''}`}
                    >
                      <p className={styles.dayNumber}>
                        <time dateTime={day}>
                          <span aria-hidden="true">{intl.formatNumber(Number(day.slice(8)))}</span>
                          <span className="visually-hidden">{dates.fullDay(day)}</span>
                        </time>
                        {day === today && (
                          <span className={styles.today}>
                            {' '}
                            <FormattedMessage id="calendar.today" />
                          </span>
                        )}
                      </p>
                      {dayEntries && (
                        <CalendarEntries
                          episodes={dayEntries.episodes}
                          movies={dayEntries.movies}
                          shows={shows}
                          linksInTabOrder={keys.linksInTabOrder(day)}
                        />
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {keys.keysWork && (
        <p id={hintId} className={styles.gridHint}>
          <FormattedMessage id="calendar.grid.keysHint" />
        </p>
      )}
    </>
  );
}
