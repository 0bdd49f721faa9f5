import type { MessageId } from '../i18n/load-messages';
import type { CalendarRange } from '../member/episodes/episode-progress-api';

/*
 * The calendar's address: /calendar, its view and a day in the query (?view=month&date=2026-11-04),
 * so a server renders it and a link shares it. Agenda is the address without a view; a view
 * without a day is the one around today. Days are YYYY-MM-DD in UTC, as TMDB dates episodes: the
 * arithmetic here never meets a time zone.
 */

export type CalendarView = 'agenda' | 'week' | 'month';

export const calendarViews: ReadonlyArray<{ name: CalendarView; label: MessageId }> = [
  { name: 'agenda', label: 'calendar.view.agenda' },
  { name: 'week', label: 'calendar.view.week' },
  { name: 'month', label: 'calendar.view.month' },
];

/** The agenda's span: four weeks, as the server's default. */
export const agendaDays = 28;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

export function parseCalendarView(value: string | null): CalendarView {
  return calendarViews.find((view) => view.name === value)?.name ?? 'agenda';
}

/** The day `?date=` names, if it is a real one. */
export function parseCalendarDate(value: string | null): string | null {
  if (value === null || !dayPattern.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null;
}

export function calendarPath(view: CalendarView, date: string | null = null): string {
  const params = new URLSearchParams();
  if (view !== 'agenda') params.set('view', view);
  if (date !== null) params.set('date', date);
  const query = params.toString();
  return query ? `/calendar?${query}` : '/calendar';
}

function dateOf(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const date = dateOf(day);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date);
}

/** The first day of the month `months` after the one `day` is in. */
export function addMonths(day: string, months: number): string {
  const date = dateOf(`${day.slice(0, 7)}-01`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return dayOf(date);
}

/** The Sunday the week of `day` starts on (weeks start on Sunday, as en-US calendars do). */
export function weekStart(day: string): string {
  return addDays(day, -dateOf(day).getUTCDay());
}

/** Every day from `start` to `end`, both included. */
export function daysBetween({ start, end }: CalendarRange): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The days a view shows around `date`: the agenda's four weeks from it, its week, or its month's
 * weeks whole (a grid of four to six rows). Null for the agenda from today: the server's default.
 */
export function calendarRange(view: CalendarView, date: string | null, today: string) {
  if (view === 'agenda')
    return date === null ? null : { start: date, end: addDays(date, agendaDays - 1) };
  const day = date ?? today;
  if (view === 'week') return { start: weekStart(day), end: addDays(weekStart(day), 6) };
  const first = addMonths(day, 0);
  const last = addDays(addMonths(day, 1), -1);
  return { start: weekStart(first), end: addDays(weekStart(last), 6) };
}

/** The day the previous or next page of a view starts from. */
export function stepDate(view: CalendarView, anchor: string, step: -1 | 1): string {
  if (view === 'agenda') return addDays(anchor, step * agendaDays);
  if (view === 'week') return addDays(weekStart(anchor), step * 7);
  return addMonths(anchor, step);
}

/** The person's own date where they are (not UTC): the day they call today. */
export function localDay(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
