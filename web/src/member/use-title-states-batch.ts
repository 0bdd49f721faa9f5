import type { TitleAccountStates } from '@marquee/tmdb-types/account';
import { skipToken, useQueries, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchTitleStates, type TitleKey } from './library-api';
import { libraryKeys } from './library-keys';
import { libraryRead } from './library-read';
import { useLibraryMember } from './use-library-member';

/** The most titles the server answers for in one request. */
export const maxTitlesPerRequest = 100;

/**
 * Asks for the states of a list of titles at once (one request per 100 titles) and puts each
 * title's answer under its own key, where its card reads it (useCachedTitleStates) and writes
 * change it. Nothing when logged out. `isLoading` while a first answer is on its way.
 */
export function useTitleStatesBatch(titles: readonly TitleKey[]): { isLoading: boolean } {
  const uid = useLibraryMember();
  const queryClient = useQueryClient();
  // By the titles themselves, so a new array of the same titles makes the same keys.
  const signature = [...new Set(titles.map(({ mediaType, id }) => `${mediaType}:${id}`))].join(',');
  const groups = useMemo(() => groupsOf(parseSignature(signature)), [signature]);
  return useQueries({
    queries: groups.map((group) => ({
      queryKey: libraryKeys.titleStates(uid ?? '', group),
      queryFn:
        uid === null
          ? skipToken
          : async ({ signal, client }: { signal: AbortSignal; client: QueryClient }) => {
              const askedAt = Date.now();
              const answer = await fetchTitleStates(uid, group, { signal, client });
              seedTitleStates(queryClient, uid, answer.results, askedAt);
              return answer;
            },
      ...libraryRead,
    })),
    combine: (results) => ({ isLoading: results.some((result) => result.isLoading) }),
  });
}

/**
 * A title's own key keeps what is newer than this answer: a write still on its way (its
 * optimistic state), or anything set after the question was asked.
 */
export function seedTitleStates(
  queryClient: QueryClient,
  uid: string,
  results: readonly TitleAccountStates[],
  askedAt: number,
): void {
  for (const { media_type: mediaType, ...states } of results) {
    const key = libraryKeys.title(uid, { mediaType, id: states.id });
    if (queryClient.isMutating({ mutationKey: key }) > 0) continue;
    if ((queryClient.getQueryState(key)?.dataUpdatedAt ?? 0) >= askedAt) continue;
    queryClient.setQueryData(key, states);
  }
}

function parseSignature(signature: string): TitleKey[] {
  if (signature === '') return [];
  return signature.split(',').map((item) => {
    const [mediaType, id] = item.split(':') as [TitleKey['mediaType'], string];
    return { mediaType, id: Number(id) };
  });
}

function groupsOf(titles: TitleKey[]): TitleKey[][] {
  const groups: TitleKey[][] = [];
  for (let start = 0; start < titles.length; start += maxTitlesPerRequest)
    groups.push(titles.slice(start, start + maxTitlesPerRequest));
  return groups;
}
