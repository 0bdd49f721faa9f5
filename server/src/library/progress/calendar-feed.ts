import ical from 'ical-generator';
import { addDays, startOfDay } from '../store/calendar-days.js';
import type { CalendarContents } from './calendar-contents.js';

/** A UTC day as a Date at its midnight: ical-generator writes all-day dates from UTC fields. */
function dayOf(date: string): Date {
  return new Date(startOfDay(date) ?? Number.NaN);
}

/** "S3E20", as trackers and people write an episode. */
export function episodeCode(season: number, episode: number): string {
  return `S${season}E${episode}`;
}

/**
 * A member's calendar as iCalendar (RFC 5545): one all-day event per episode and movie release,
 * which calendar apps subscribe to. It says no more than titles, episode numbers and days, and
 * each event's UID names the episode or movie, so an app updates an event rather than adding one.
 */
export function calendarFeed(contents: CalendarContents, stamp: Date): string {
  const calendar = ical({
    name: 'Marquee',
    prodId: { company: 'Marquee', product: 'Calendar', language: 'EN' },
    // Calendar apps ask again about this often: new episodes are announced weeks ahead.
    ttl: (6 * 60 * 60 * 1000) / 1000,
  });
  const names = new Map(
    contents.shows.map((show) => [show.id, show.media_type === 'tv' ? show.name : '']),
  );
  for (const { show_id, episode } of contents.episodes) {
    if (episode.air_date === null) continue;
    const name = names.get(show_id) ?? '';
    const code = episodeCode(episode.season_number, episode.episode_number);
    calendar.createEvent({
      id: `tv-${show_id}-${episode.season_number}-${episode.episode_number}@marquee`,
      start: dayOf(episode.air_date),
      end: dayOf(addDays(episode.air_date, 1)),
      allDay: true,
      summary: episode.name === '' ? `${name} ${code}` : `${name} ${code} · ${episode.name}`,
      stamp,
    });
  }
  for (const { movie, release_date } of contents.movies) {
    const title = movie.media_type === 'movie' ? movie.title : '';
    calendar.createEvent({
      id: `movie-${movie.id}@marquee`,
      start: dayOf(release_date),
      end: dayOf(addDays(release_date, 1)),
      allDay: true,
      summary: title,
      stamp,
    });
  }
  return calendar.toString();
}
