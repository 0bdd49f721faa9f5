import type { CalendarAnswer } from '@marquee/tmdb-types/episode-progress';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useCalendarDates } from './calendar-dates';
import { calendarDays } from './calendar-days';
import { CalendarEmpty } from './calendar-empty';
import { CalendarEntries } from './calendar-entries';
import styles from './calendar-page.module.css';

/**
 * The agenda: what aired and is not watched yet first, then each day with something on it, in
 * order. `today`: the person's own date, once the page runs where they are.
 */
export function CalendarAgenda({
  answer,
  today,
}: {
  answer: CalendarAnswer;
  today: string | null;
}) {
  const dates = useCalendarDates();
  const unwatchedId = useId();
  const shows = new Map(answer.shows.map((show) => [show.id, show]));
  const days = [...calendarDays(answer)];
  return (
    <>
      {answer.unwatched.length > 0 && (
        <section aria-labelledby={unwatchedId} className={styles.day}>
          <h3 id={unwatchedId}>
            <FormattedMessage id="calendar.agenda.unwatched" />
          </h3>
          <CalendarEntries episodes={answer.unwatched} shows={shows} aired />
        </section>
      )}
      {days.length === 0 ? (
        answer.unwatched.length === 0 && <CalendarEmpty />
      ) : (
        <ol className={styles.days}>
          {days.map(([day, entries]) => (
            <li key={day}>
              <section aria-labelledby={`${unwatchedId}-${day}`} className={styles.day}>
                <h3 id={`${unwatchedId}-${day}`}>
                  <time dateTime={day}>{dates.fullDay(day)}</time>
                  {day === today && (
                    <span className={styles.today}>
                      {' '}
                      <FormattedMessage id="calendar.today" />
                    </span>
                  )}
                </h3>
                <CalendarEntries
                  episodes={entries.episodes}
                  movies={entries.movies}
                  shows={shows}
                />
              </section>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
