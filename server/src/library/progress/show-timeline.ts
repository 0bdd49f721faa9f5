import type { UpNextState } from '@marquee/tmdb-types/episode-progress';
import type { GuideEpisode, ShowOutline } from '../../title-catalogue/show-guide.js';
import { dayOfTime } from '../store/calendar-days.js';
import type { EpisodeNumbers } from '../store/library-store.js';

/*
 * Where a member stands in a show, from the catalogue's outline of it on the day asked. Regular
 * episodes (season 1 on) air in order, so what has aired is everything up to the outline's last
 * aired episode; specials (season 0) are dated one by one and left out of progress, Up next and
 * "next", as TMDB leaves them out of last and next episode.
 */

/** The UTC day of a moment, as TMDB dates episodes: an episode dated today has aired. */
export function utcDate(moment: Date): string {
  return dayOfTime(moment.getTime());
}

export function hasAired(airDate: string | null, today: string): boolean {
  return airDate !== null && airDate <= today;
}

/** Airing order of regular episodes: by season, then episode. */
export function compareEpisodes(a: EpisodeNumbers, b: EpisodeNumbers): number {
  return a.seasonNumber - b.seasonNumber || a.episodeNumber - b.episodeNumber;
}

export function sameEpisode(a: EpisodeNumbers, b: EpisodeNumbers | null | undefined): boolean {
  return b !== null && b !== undefined && compareEpisodes(a, b) === 0;
}

/** The regular seasons listed, by number, with the episodes each lists. */
function regularSeasons(outline: ShowOutline) {
  return outline.seasons
    .filter((season) => season.seasonNumber >= 1 && season.episodeCount > 0)
    .sort((a, b) => a.seasonNumber - b.seasonNumber);
}

/**
 * The regular episode after `after` (the first of all when null), right across season
 * boundaries, skipping seasons that list none yet; undefined when the outline lists no more.
 */
export function episodeAfter(
  outline: ShowOutline,
  after: EpisodeNumbers | null,
): EpisodeNumbers | undefined {
  for (const season of regularSeasons(outline)) {
    if (after !== null && season.seasonNumber < after.seasonNumber) continue;
    const episodeNumber =
      after !== null && season.seasonNumber === after.seasonNumber ? after.episodeNumber + 1 : 1;
    if (episodeNumber <= season.episodeCount)
      return { seasonNumber: season.seasonNumber, episodeNumber };
  }
  return undefined;
}

/** Regular episodes aired in season `seasonNumber` by the outline's day. */
export function airedInSeason(outline: ShowOutline, seasonNumber: number): number {
  const last = outline.lastAired;
  if (last === null || seasonNumber < 1 || seasonNumber > last.seasonNumber) return 0;
  if (seasonNumber === last.seasonNumber) return last.episodeNumber;
  return outline.seasons.find((season) => season.seasonNumber === seasonNumber)?.episodeCount ?? 0;
}

/** Regular episodes aired in all, by the outline's day. */
export function airedEpisodes(outline: ShowOutline): number {
  return regularSeasons(outline).reduce(
    (sum, season) => sum + airedInSeason(outline, season.seasonNumber),
    0,
  );
}

/** Whether a regular episode has aired by the outline's day. */
export function isAiredRegular(outline: ShowOutline, episode: EpisodeNumbers): boolean {
  return outline.lastAired !== null && compareEpisodes(episode, outline.lastAired) <= 0;
}

export interface NextStep {
  state: UpNextState;
  /** The episode after the furthest watched, when the outline lists one. */
  next: EpisodeNumbers | undefined;
}

/**
 * What comes after the furthest episode watched: one to watch (aired), one to wait for (listed,
 * not aired, or a running show between seasons), or nothing (an ended show watched to its end).
 */
export function nextStep(outline: ShowOutline, furthest: EpisodeNumbers | null): NextStep {
  const next = episodeAfter(outline, furthest);
  if (next !== undefined)
    return { state: isAiredRegular(outline, next) ? 'watching' : 'waiting', next };
  const ended = outline.status === 'Ended' || outline.status === 'Canceled';
  return { state: ended && outline.nextToAir === null ? 'finished' : 'waiting', next: undefined };
}

/** The outline's own copy of an episode (its last aired or next to air), when it is one of them. */
export function outlineEpisode(
  outline: ShowOutline,
  episode: EpisodeNumbers,
): GuideEpisode | undefined {
  return [outline.lastAired, outline.nextToAir].find(
    (known): known is GuideEpisode => known !== null && sameEpisode(episode, known),
  );
}
