import type { UpNextItem, UpNextTab } from '@marquee/tmdb-types/episode-progress';
import type { ShowOutline } from '../../title-catalogue/show-guide.js';
import type { LibraryRouteContext } from '../http/library-route-context.js';
import { pageOf } from '../http/library-query.js';
import type { LibraryScope } from '../http/library-route-scope.js';
import { LIBRARY_PAGE_SIZE, libraryTitle } from '../http/library-wire.js';
import { AccountParamsSchema } from '../http/library-schemas.js';
import { memberUid } from '../http/member-uid.js';
import type { EpisodeProgressStore, ShowProgressSummary } from '../store/library-store.js';
import { nextEpisodeOf } from './next-episode.js';
import { UpNextPageSchema, UpNextQuerySchema } from './progress-schemas.js';
import { airedEpisodes, nextStep, outlineEpisode, type NextStep } from './show-timeline.js';

type Context = LibraryRouteContext<EpisodeProgressStore>;

interface Placed {
  summary: ShowProgressSummary;
  outline: ShowOutline;
  step: NextStep;
}

/** When the next step of a waiting show airs, as far as the outline says without more asking. */
function waitingUntil({ outline, step }: Placed): string | null {
  const { next } = step;
  if (next === undefined) return outline.nextToAir?.airDate ?? null;
  const known = outlineEpisode(outline, next);
  if (known !== undefined) return known.airDate;
  const season = outline.seasons.find((listed) => listed.seasonNumber === next.seasonNumber);
  return next.episodeNumber === 1 ? (season?.airDate ?? null) : null;
}

/** Soonest first; a show with no date yet waits last. */
function bySoonest(a: Placed, b: Placed): number {
  const [first, second] = [waitingUntil(a), waitingUntil(b)];
  if (first === second) return 0;
  if (first === null) return 1;
  if (second === null) return -1;
  return first < second ? -1 : 1;
}

function inTab(tab: UpNextTab, { summary, step }: Placed): boolean {
  if (tab === 'paused' || tab === 'dropped') return summary.status === tab;
  return summary.status === 'watching' && step.state === tab;
}

/**
 * Up next (docs/library-api.md, "Episode progress"): for each show the member watches, the next
 * episode after the furthest watched, right across season boundaries; shows with nothing aired
 * left wait, ended ones watched to the end are finished; paused and dropped ones have their tabs.
 * Every followed show's outline is read (one batch), but the episodes' names only for the page.
 */
export function registerUpNextRoutes(scope: LibraryScope, context: Context): void {
  const { store, shows } = context;
  scope.get(
    '/account/:account_id/up_next',
    {
      schema: {
        params: AccountParamsSchema,
        querystring: UpNextQuerySchema,
        response: { 200: UpNextPageSchema },
      },
    },
    async (request) => {
      const tab = request.query.tab ?? 'watching';
      const page = pageOf(request.query);
      const followed = await store.followedShows(memberUid(request));
      const candidates =
        tab === 'paused' || tab === 'dropped'
          ? followed.filter((summary) => summary.status === tab)
          : followed.filter((summary) => summary.status === 'watching');
      const outlines = await shows.outlines(candidates.map((summary) => summary.showId));
      const placed = candidates.flatMap((summary, index): Placed[] => {
        const outline = outlines[index];
        // A show gone from the catalogue has no next episode to offer.
        if (outline === undefined) return [];
        return [{ summary, outline, step: nextStep(outline, summary.furthest) }];
      });
      const listed = placed.filter((show) => inTab(tab, show));
      // The store gives the latest activity first; waiting shows are by when they come back.
      if (tab === 'waiting') listed.sort(bySoonest);
      const start = (page - 1) * LIBRARY_PAGE_SIZE;
      const results = await Promise.all(
        listed.slice(start, start + LIBRARY_PAGE_SIZE).map(async (show): Promise<UpNextItem> => {
          const { summary, outline } = show;
          const next = await nextEpisodeOf(shows, outline, summary.furthest);
          return {
            show: libraryTitle({
              mediaType: 'tv',
              mediaId: outline.show.id,
              details: outline.show,
            }),
            status: summary.status,
            cycle: summary.cycle,
            state: next.state,
            aired_episodes: airedEpisodes(outline),
            watched_episodes: summary.watchedEpisodes,
            next_episode: next.episode,
          };
        }),
      );
      return {
        page,
        results,
        total_pages: Math.ceil(listed.length / LIBRARY_PAGE_SIZE),
        total_results: listed.length,
      };
    },
  );
}
