import { notFound } from '../http/tmdb-errors.js';
import { mapConcurrently } from '../map-concurrently.js';
import type { Upstream } from '../upstream/open-upstream.js';
import {
  isSeasonNumber,
  isShowId,
  isTvdbId,
  type ShowGuide,
  type ShowOutline,
} from './show-guide.js';
import {
  episodesFromTmdb,
  foundEpisodesFromTmdb,
  outlineFromTmdb,
} from './show-guide-from-tmdb.js';
import { retryLater, upstreamJson } from './upstream-json.js';

// Shows asked of TMDB at once for many outlines: a member's thousand shows neither wait in one
// line nor come at TMDB all together (each cached answer is not asked at all).
const OUTLINE_CONCURRENCY = 8;

/**
 * TMDB's /3/tv/{id}, /3/tv/{id}/season/{n} and /3/find/{tvdb_id} through the upstream cache, as every TMDB call goes
 * (the same show's details serve TitleCatalogue.find too). TMDB's 404 is the guide's; anything
 * else that is not an answer is RetryLater, as for titles.
 */
export function upstreamShowGuide(upstream: Upstream): ShowGuide {
  async function outlineIfAny(showId: number): Promise<ShowOutline | undefined> {
    if (!isShowId(showId)) return undefined;
    const details = await upstreamJson(upstream, `/3/tv/${showId}`);
    if (details === undefined) return undefined;
    const outline = outlineFromTmdb(showId, details);
    if (outline === undefined) throw retryLater(`TMDB's /3/tv/${showId} is not a show's details`);
    return outline;
  }

  return {
    async outline(showId) {
      const outline = await outlineIfAny(showId);
      if (outline === undefined) throw notFound();
      return outline;
    },

    async season(showId, seasonNumber) {
      if (!isShowId(showId) || !isSeasonNumber(seasonNumber)) throw notFound();
      const path = `/3/tv/${showId}/season/${seasonNumber}`;
      const season = await upstreamJson(upstream, path);
      if (season === undefined) throw notFound();
      const episodes = episodesFromTmdb(season);
      if (episodes === undefined) throw retryLater(`TMDB's ${path} is not a season`);
      return episodes;
    },

    outlines: (showIds) => mapConcurrently(showIds, OUTLINE_CONCURRENCY, outlineIfAny),

    async episodeByTvdbId(showId, tvdbId) {
      if (!isShowId(showId) || !isTvdbId(tvdbId)) return undefined;
      // The same answer as TitleCatalogue.byTvdbId asks for, so one cached copy serves both.
      const found = await upstreamJson(upstream, `/3/find/${tvdbId}`, {
        external_source: 'tvdb_id',
      });
      return foundEpisodesFromTmdb(found, showId)[0];
    },
  };
}
