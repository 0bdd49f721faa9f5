import type { CalendarAnswer } from '@marquee/tmdb-types/episode-progress';
import { formatFullDay } from '../lib/format-dates';
import type { CalendarRange } from '../member/episodes/episode-progress-api';
import { daysBetween } from './calendar-address';
import { calendarDays } from './calendar-days';
import { CalendarEntries } from './calendar-entries';
import styles from './calendar-page.module.css';

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * A week or a month as a table: a column per weekday, a row per week, each cell named by its full
 * date and holding its entries' links, so a screen reader reads it as a calendar and Tab walks
 * the links in order. `month` (YYYY-MM): the days of other months are dimmed.
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
  const shows = new Map(answer.shows.map((show) => [show.id, show]));
  const entries = calendarDays(answer);
  const days = daysBetween(range);
  const weeks: string[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return (
    <div className={styles.gridScroll}>
      <table className={styles.grid} aria-labelledby={labelledBy}>
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
  );
}
