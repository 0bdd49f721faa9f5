import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { fetchRecommendations } from './library-api';
import { libraryKeys } from './library-keys';
import { libraryRead } from './library-read';
import { useLibraryMember } from './use-library-member';
import { seedTitleStates } from './use-title-states-batch';

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
      const answer = await fetchRecommendations(uid, { signal });
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

/** The member's recommendations; nothing is asked for nobody logged in or without our server. */
export function useRecommendations() {
  const uid = useLibraryMember();
  const options = recommendationsQueryOptions(uid ?? '');
  return useQuery({ ...options, queryFn: uid === null ? skipToken : options.queryFn });
}
