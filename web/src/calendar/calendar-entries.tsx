import type { LibraryTitle } from '@marquee/tmdb-types/account';
import type { CalendarEpisode, CalendarMovie } from '@marquee/tmdb-types/episode-progress';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { episodeLabel } from '../member/episodes/episode-names';
import { episodePath, showPath } from '../member/episodes/episode-paths';
import { detailsPath, titleOf } from '../member/library-format';
import { useCalendarDates } from './calendar-dates';
import { episodeKey } from './calendar-days';
import styles from './calendar-page.module.css';

/**
 * A day's entries: each episode with its show's name and its own ("S2E4 · The Rains"), marked when
 * watched, and each movie released. `aired`: the episodes' air dates too (those aired before).
 * `linksInTabOrder`: false in a grid's cell the keyboard reaches with Enter (useGridKeys).
 */
export function CalendarEntries({
  episodes,
  movies = [],
  shows,
  aired = false,
  linksInTabOrder = true,
}: {
  episodes: readonly CalendarEpisode[];
  movies?: readonly CalendarMovie[];
  shows: ReadonlyMap<number, LibraryTitle>;
  aired?: boolean;
  linksInTabOrder?: boolean;
}) {
  const dates = useCalendarDates();
  const tabIndex = linksInTabOrder ? undefined : -1;
  return (
    <ul className={styles.entries}>
      {episodes.map((entry) => {
        const show = shows.get(entry.show_id);
        const { season_number, episode_number } = entry.episode;
        return (
          <li key={episodeKey(entry)} className={styles.entry}>
            <Link to={showPath(entry.show_id)} className={styles.show} tabIndex={tabIndex}>
              {show ? titleOf(show) : <FormattedMessage id="calendar.entry.untitled" />}
            </Link>{' '}
            <Link
              to={episodePath(entry.show_id, season_number, episode_number)}
              tabIndex={tabIndex}
            >
              {episodeLabel(entry.episode)}
            </Link>
            {entry.watched && (
              <span className={styles.watched}>
                <span aria-hidden="true">✓ </span>
                <FormattedMessage id="calendar.entry.watched" />
              </span>
            )}
            {aired && entry.episode.air_date && (
              <span className={styles.note}>
                <FormattedMessage
                  id="calendar.entry.aired"
                  values={{ date: dates.day(entry.episode.air_date) }}
                />
              </span>
            )}
          </li>
        );
      })}
      {movies.map(({ movie }) => (
        <li key={`movie-${movie.id}`} className={styles.entry}>
          <Link to={detailsPath(movie)} className={styles.show} tabIndex={tabIndex}>
            {titleOf(movie)}
          </Link>{' '}
          <span className={styles.note}>
            <FormattedMessage id="calendar.entry.release" />
          </span>
        </li>
      ))}
    </ul>
  );
}
