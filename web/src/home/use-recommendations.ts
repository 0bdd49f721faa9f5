import type { AccountStates } from '@marquee/tmdb-types/account';
import type { RecommendedTitle } from '@marquee/tmdb-types/library-sharing';
import { queryOptions, skipToken, useQueries, useQuery } from '@tanstack/react-query';
import { fetchRecommendations } from '../member/library-api';
import { libraryKeys } from '../member/library-keys';
import { libraryRead } from '../member/library-read';
import { useHiddenOnArrival } from '../member/use-hidden-on-arrival';
import { useLibraryMember } from '../member/use-library-member';
import { titleStatesQueryOptions } from '../member/use-title-states';
import { seedTitleStates } from '../member/use-title-states-batch';

/**
 * "For you": under the member's library keys, so every library write (a rating, a favourite)
 * asks for it again. The answer also tells each card its states: the server never recommends a
 * title the member has watched, rated, favourited or put on the watchlist or a list, so every
 * one has none, and the row needs no states request of its own.
 */
export function recommendationsQueryOptions(uid: string) {
  return queryOptions({
    queryKey: [...libraryKeys.all(uid), 'recommendations'] as const,
    queryFn: async ({ signal, client }) => {
      const askedAt = Date.now();
      const answer = await fetchRecommendations(uid, { signal, client });
      const noStates = answer.results.map(({ media_type, id }) => ({
        media_type,
        id,
        favorite: false,
        rated: false as const,
        watchlist: false,
        watched: 0,
        list_ids: [],
      }));
      seedTitleStates(client, uid, noStates, askedAt);
      return answer;
    },
    ...libraryRead,
  });
}

/**
 * The member's recommendations; nothing is asked for nobody logged in or without our server.
 * The answer kept from before may name a title the member has since rated, watched or shelved
 * (on its details page, say): left out, by the states in the cache, while it is asked again.
 * One acted on from this row's own card stays until the new answer comes (useHiddenOnArrival).
 */
export function useRecommendations(): readonly RecommendedTitle[] {
  const uid = useLibraryMember();
  const options = recommendationsQueryOptions(uid ?? '');
  const { data } = useQuery({ ...options, queryFn: uid === null ? skipToken : options.queryFn });
  const results = data?.results;
  const states = useQueries({
    queries: (results ?? []).map(({ media_type, id }) => ({
      ...titleStatesQueryOptions(uid ?? '', { mediaType: media_type, id }),
      enabled: false,
    })),
    combine: (answers) => answers.map((answer) => answer.data),
  });
  const slugs = (results ?? []).map(slugOf);
  const hidden = useHiddenOnArrival(
    slugs.join(','),
    results && new Set(slugs.filter((_, index) => hasAny(states[index]))),
  );
  return (results ?? []).filter((title) => !hidden.has(slugOf(title)));
}

/** Whether the member has the title anywhere in their library. */
function hasAny(states: AccountStates | undefined): boolean {
  if (states === undefined) return false;
  return (
    states.favorite ||
    states.rated !== false ||
    states.watchlist ||
    states.watched > 0 ||
    states.list_ids.length > 0
  );
}

function slugOf(title: { media_type: string; id: number }): string {
  return `${title.media_type}:${title.id}`;
}
