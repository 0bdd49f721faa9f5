import type { CalendarAnswer } from '@marquee/tmdb-types/episode-progress';
import { useId } from 'react';
import { formatFullDay } from '../lib/format-dates';
import type { CalendarRange } from '../member/episodes/episode-progress-api';
import { formatCount } from '../member/library-format';
import { daysBetween } from './calendar-address';
import { calendarDays, type CalendarDay } from './calendar-days';
import { CalendarEntries } from './calendar-entries';
import { useGridKeys } from './use-grid-keys';
import styles from './calendar-page.module.css';

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * "Thursday, March 12, 2026, today, 2 episodes, 1 movie": a day's cell as the keyboard reaches it,
 * what it holds in numbers; its links say which.
 */
function cellName(day: string, today: string | null, entries: CalendarDay | undefined): string {
  const parts = [
    formatFullDay(day),
    day === today ? 'today' : null,
    entries?.episodes.length ? formatCount(entries.episodes.length, 'episode') : null,
    entries?.movies.length ? formatCount(entries.movies.length, 'movie') : null,
  ];
  if (!entries) parts.push('nothing airing');
  return parts.filter((part) => part !== null).join(', ');
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
  const id = useId();
  const shows = new Map(answer.shows.map((show) => [show.id, show]));
  const entries = calendarDays(answer);
  const days = daysBetween(range);
  const weeks: string[][] = [];
  const columns = weekdays.length;
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
              {weekdays.map((weekday) => (
                <th key={weekday} scope="col">
                  <span aria-hidden="true">{weekday.slice(0, 3)}</span>
                  <span className="visually-hidden">{weekday}</span>
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
                      aria-label={cellName(day, today, dayEntries)}
                      tabIndex={keys.tabIndexOf(day)}
                      className={`${styles.cell} ${outside ? styles.outside : ''} ${day === today ? styles.todayCell : ''}`}
                    >
                      <p className={styles.dayNumber}>
                        <time dateTime={day}>
                          <span aria-hidden="true">{Number(day.slice(8))}</span>
                          <span className="visually-hidden">{formatFullDay(day)}</span>
                        </time>
                        {day === today && <span className={styles.today}> Today</span>}
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
          Arrow keys move between days. Enter goes to a day&apos;s links, Escape back to the day.
        </p>
      )}
    </>
  );
}
