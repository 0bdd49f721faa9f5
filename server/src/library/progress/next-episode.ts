import type { ProgressEpisode, UpNextState } from '@marquee/tmdb-types/episode-progress';
import type { ShowGuide, ShowOutline } from '../../title-catalogue/show-guide.js';
import type { EpisodeNumbers } from '../store/library-store.js';
import { progressEpisode } from './progress-wire.js';
import { compareEpisodes, nextStep, outlineEpisode } from './show-timeline.js';

export interface NextEpisode {
  state: UpNextState;
  /** The episode to watch, or the next to air when waiting and known; null otherwise. */
  episode: ProgressEpisode | null;
}

/**
 * The member's next episode of a show after the furthest they watched, with its name and date:
 * from the outline when it is the last aired or next to air, else from its season.
 */
export async function nextEpisodeOf(
  shows: ShowGuide,
  outline: ShowOutline,
  furthest: EpisodeNumbers | null,
): Promise<NextEpisode> {
  const { state, next } = nextStep(outline, furthest);
  if (next === undefined) {
    // Between seasons the next season may not be listed yet, though TMDB knows its first episode.
    const coming = outline.nextToAir;
    const ahead = coming !== null && (furthest === null || compareEpisodes(coming, furthest) > 0);
    return { state, episode: ahead && state === 'waiting' ? progressEpisode(coming) : null };
  }
  const known =
    outlineEpisode(outline, next) ??
    (await shows.season(outline.show.id, next.seasonNumber)).find(
      (episode) => episode.episodeNumber === next.episodeNumber,
    );
  return { state, episode: known === undefined ? null : progressEpisode(known) };
}
