import type {
  CalendarAnswer,
  CalendarEpisode,
  CalendarMovie,
} from '@marquee/tmdb-types/episode-progress';

/** What airs or comes out on one day. */
export interface CalendarDay {
  episodes: CalendarEpisode[];
  movies: CalendarMovie[];
}

/** The answer's episodes and movies by day (YYYY-MM-DD), days in order. */
export function calendarDays(answer: CalendarAnswer): Map<string, CalendarDay> {
  const days = new Map<string, CalendarDay>();
  const dayOf = (day: string) => {
    let entries = days.get(day);
    if (!entries) {
      entries = { episodes: [], movies: [] };
      days.set(day, entries);
    }
    return entries;
  };
  for (const entry of answer.episodes)
    if (entry.episode.air_date) dayOf(entry.episode.air_date).episodes.push(entry);
  for (const movie of answer.movies) dayOf(movie.release_date).movies.push(movie);
  return new Map([...days].sort(([a], [b]) => a.localeCompare(b)));
}

export function episodeKey({ show_id, episode }: CalendarEpisode): string {
  return `${show_id}-${episode.season_number}-${episode.episode_number}`;
}
