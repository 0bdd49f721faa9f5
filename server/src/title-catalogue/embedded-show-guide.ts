import type { Catalogue } from '../catalogue/catalogue.js';
import { utcDayOf } from '../catalogue/utc-days.js';
import { notFound } from '../http/tmdb-errors.js';
import { isSeasonNumber, isShowId, type ShowGuide } from './show-guide.js';
import {
  episodesFromTmdb,
  foundEpisodesFromTmdb,
  outlineFromTmdb,
} from './show-guide-from-tmdb.js';

/**
 * The embedded catalogue's shows as they stand on the UTC day of `now` (the clock the catalogue's
 * routes follow), so the guide says what /3/tv/{id} and its season paths answer that day. Many
 * outlines are one query; a season is made without its credits (no person query).
 */
export function embeddedShowGuide(catalogue: Catalogue, now: () => Date): ShowGuide {
  const guide: ShowGuide = {
    async outline(showId) {
      const [outline] = await guide.outlines([showId]);
      if (outline === undefined) throw notFound();
      return outline;
    },

    async season(showId, seasonNumber) {
      const episodes =
        isShowId(showId) && isSeasonNumber(seasonNumber)
          ? catalogue.tvSeasonEpisodes(showId, seasonNumber, utcDayOf(now()))
          : undefined;
      if (episodes === undefined) throw notFound();
      // Read as a season answer's episodes, as the upstream guide reads TMDB's.
      return episodesFromTmdb({ episodes }) ?? [];
    },

    async outlines(showIds) {
      const shows = catalogue.tvDetailsOfShows(showIds, utcDayOf(now()));
      return shows.map((details) => {
        if (details === undefined) return undefined;
        const outline = outlineFromTmdb(details.id, details);
        // The catalogue's documents are TMDB's details: one that is not is a fault of ours.
        if (outline === undefined) throw new Error(`show ${details.id} is not TV details`);
        return outline;
      });
    },

    async episodeByTvdbId(showId, tvdbId) {
      // The catalogue finds an episode only when its season lists it that day.
      const found = catalogue.findByTvdbId(tvdbId, utcDayOf(now()));
      if (found?.media_type !== 'tv_episode') return undefined;
      return foundEpisodesFromTmdb({ tv_episode_results: [found.item] }, showId)[0];
    },
  };
  return guide;
}
