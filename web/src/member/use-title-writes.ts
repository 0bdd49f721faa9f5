import type { AccountStates } from '@marquee/tmdb-types/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addDiaryEntry,
  addListItem,
  removeListItem,
  setMark,
  setRating,
  type CallOptions,
  type TitleKey,
} from './library-api';
import { libraryKeys } from './library-keys';
import { applyWrite, revertWrite, type TitleWrite } from './title-write';
import { useLibraryMember } from './use-library-member';

function send(
  uid: string,
  title: TitleKey,
  write: TitleWrite,
  options: CallOptions,
): Promise<unknown> {
  switch (write.kind) {
    case 'mark':
      return setMark(uid, write.mark, title, write.on, options);
    case 'rating':
      return setRating(title, write.value, options);
    case 'watch':
      return addDiaryEntry(
        uid,
        { media_type: title.mediaType, media_id: title.id, ...write.entry },
        options,
      );
    case 'list':
      return write.on
        ? addListItem(write.list.id, title, options)
        : removeListItem(write.list.id, title, options);
  }
}

/**
 * Writes to one title's place in the member's library. Each write shows at once (the title's
 * states in the cache), is undone when the server refuses it, and then refreshes every read of
 * the library. Writes to one title go out one after another, so the last one asked is the one
 * kept; a failure stays in the mutation cache for useTitleWriteFailure to tell.
 */
export function useTitleWrites(title: TitleKey) {
  const uid = useLibraryMember() ?? '';
  const queryClient = useQueryClient();
  const key = libraryKeys.title(uid, title);
  return useMutation({
    mutationKey: key,
    scope: { id: key.join('/') },
    mutationFn: (write: TitleWrite) => send(uid, title, write, { client: queryClient }),
    onMutate: async (write) => {
      // A read on its way would answer with the states from before this write.
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<AccountStates>(key);
      if (before) queryClient.setQueryData(key, applyWrite(before, write));
      return { before };
    },
    onError: (_error, write, context) => {
      const before = context?.before;
      if (!before) return;
      queryClient.setQueryData<AccountStates>(
        key,
        (current) => current && revertWrite(current, before, write),
      );
    },
    onSettled: () => {
      // The last write in flight refreshes the shelves; earlier ones would only read states
      // that the later writes are about to change.
      if (queryClient.isMutating({ mutationKey: libraryKeys.all(uid) }) === 1)
        void queryClient.invalidateQueries({ queryKey: libraryKeys.all(uid) });
    },
  });
}
