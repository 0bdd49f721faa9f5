import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { fetchDiary, type TitleKey } from './library-api';
import { libraryKeys } from './library-keys';
import { libraryRead } from './library-read';
import { useLibraryMember } from './use-library-member';

export function titleDiaryQueryOptions(uid: string, title: TitleKey) {
  const params = { media: `${title.mediaType}:${title.id}` };
  return queryOptions({
    queryKey: libraryKeys.diary(uid, params),
    queryFn: ({ signal, client }) => fetchDiary(uid, params, { signal, client }),
    ...libraryRead,
  });
}

/** The day of the title's latest watch (YYYY-MM-DD), asked only when it has been watched. */
export function useLastWatch(title: TitleKey, watched: boolean): string | undefined {
  const uid = useLibraryMember();
  const options = titleDiaryQueryOptions(uid ?? '', title);
  const { data } = useQuery({
    ...options,
    queryFn: uid !== null && watched ? options.queryFn : skipToken,
  });
  // The diary is newest first.
  return watched ? data?.results[0]?.watched_on : undefined;
}
