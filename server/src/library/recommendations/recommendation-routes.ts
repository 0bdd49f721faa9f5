import { Type, type Static } from 'typebox';
import { RetryLater } from '../../http/retry-later.js';
import { MAX_TITLES_PER_STATES_QUERY } from '../store/library-limits.js';
import type {
  LikedTitlesStore,
  TitleMarkStore,
  TitleRef,
  TitleState,
} from '../store/library-store.js';
import type { LibraryScope } from '../http/library-route-scope.js';
import { AccountParamsSchema, MediaTypeSchema } from '../http/library-schemas.js';
import { LIBRARY_PAGE_SIZE } from '../http/library-wire.js';
import { keepNoAnswerTo } from '../http/member-answer-cache.js';
import { memberUid } from '../http/member-uid.js';
import { LibraryTitleSchema, pageSchema } from '../http/wire-schemas.js';
import {
  CATALOGUE_RETRY_AFTER_SECONDS,
  type TitleCatalogue,
} from '../../title-catalogue/title-catalogue.js';
import { rankRecommendations, titleKey } from './recommendation-ranking.js';

/** Why a title is recommended: a title the member rated 7 or more, or favourited. */
const RecommendationReasonSchema = Type.Object({
  media_type: MediaTypeSchema,
  id: Type.Integer(),
  title: Type.String({ description: 'The title’s name, for “Because you liked …”.' }),
});

/**
 * One page, at most 20, best first; none until the member has rated 7 or more or favourited
 * something. Never a title the member has watched, rated, favourited, or put on the watchlist or a
 * list.
 */
export const RecommendationsPageSchema = pageSchema(
  Type.Intersect([LibraryTitleSchema, Type.Object({ because: RecommendationReasonSchema })]),
);

type RecommendationsPage = Static<typeof RecommendationsPageSchema>;
type RecommendedTitle = RecommendationsPage['results'][number];

/** The liked titles "For you" starts from: the most recently liked. */
const MAX_SEEDS = 10;

function hasState(state: TitleState): boolean {
  return (
    state.watchlist ||
    state.favourite ||
    state.rating !== null ||
    state.watchCount > 0 ||
    state.listIds.length > 0
  );
}

function refOf(title: RecommendedTitle): TitleRef {
  return { mediaType: title.media_type, mediaId: title.id };
}

/**
 * The best `limit` of `ranked` that the member has done nothing with (watched, rated,
 * favourited, put on the watchlist or a list), asking the states a query's worth at a time and
 * only as far down as needed.
 */
async function untouched(
  store: TitleMarkStore,
  uid: string,
  ranked: readonly RecommendedTitle[],
  limit: number,
): Promise<RecommendedTitle[]> {
  const kept: RecommendedTitle[] = [];
  for (let start = 0; start < ranked.length && kept.length < limit;) {
    const batch = ranked.slice(start, start + MAX_TITLES_PER_STATES_QUERY);
    start += batch.length;
    const states = await store.titleStates(uid, batch.map(refOf));
    const touched = new Set(states.filter(hasState).map(titleKey));
    kept.push(...batch.filter((title) => !touched.has(titleKey(refOf(title)))));
  }
  return kept.slice(0, limit);
}

function pageOf(results: RecommendedTitle[]): RecommendationsPage {
  return {
    page: 1,
    results,
    total_pages: results.length === 0 ? 0 : 1,
    total_results: results.length,
  };
}

/**
 * GET /account/{account_id}/recommendations: "For you" (docs/library-api.md, "Recommendations").
 *
 * A member GET in the library scope, so the member answer cache keeps it until the member writes.
 * That is right: it depends only on the member's rows (likes and states: their writes), the
 * liked titles' remembered names (a change there is everyone's change), and the catalogue, which
 * is the same file for the process's life, or TMDB, whose recommendations move more slowly than a
 * member's library. An answer that lacks some seed's recommendations (TMDB failed for it) is
 * given but not kept, so the next read asks again.
 */
export function registerRecommendationRoutes(
  scope: LibraryScope,
  {
    store,
    recommendations,
  }: {
    store: LikedTitlesStore & TitleMarkStore;
    recommendations: Pick<TitleCatalogue, 'recommendationsFor'>;
  },
): void {
  scope.get(
    '/account/:account_id/recommendations',
    { schema: { params: AccountParamsSchema, response: { 200: RecommendationsPageSchema } } },
    async (request) => {
      const uid = memberUid(request);
      const seeds = await store.likedTitles(uid, MAX_SEEDS);
      if (seeds.length === 0) return pageOf([]);
      const asked = await Promise.all(
        seeds.map((seed) => recommendations.recommendationsFor(seed)),
      );
      const failed = asked.filter((recommended) => recommended === undefined).length;
      if (failed === seeds.length)
        // Every seed's recommendations failed: TMDB is likely down.
        throw new RetryLater(CATALOGUE_RETRY_AFTER_SECONDS, {
          cause: new Error('no liked title’s recommendations could be had'),
        });
      if (failed > 0) keepNoAnswerTo(request);
      const ranked = rankRecommendations(
        seeds.map((seed, index) => ({ seed, recommended: asked[index] ?? [] })),
      );
      // The seeds have a state too (a rating or a favourite); leaving them out here saves asking.
      const seedKeys = new Set(seeds.map(titleKey));
      const candidates = ranked.filter((title) => !seedKeys.has(titleKey(refOf(title))));
      return pageOf(await untouched(store, uid, candidates, LIBRARY_PAGE_SIZE));
    },
  );
}
