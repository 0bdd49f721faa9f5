import type {
  NewSavedFilterBody,
  SavedFilter,
  SavedFilterChangesBody,
  SavedFilters,
} from '@marquee/tmdb-types/saved-filters';
import { useQueryClient } from '@tanstack/react-query';
import { libraryKeys } from '../member/library-keys';
import { optimisticWrite } from '../member/library-writes';
import { useLibraryMember } from '../member/use-library-member';
import { savedQueryOf } from './saved-filter-address';
import { movedFilters, withoutFilter } from './saved-filter-order';
import { deleteSavedFilter, postSavedFilter, putSavedFilter } from './saved-filters-api';

export interface SavedFilterWrites {
  save(filter: NewSavedFilterBody): Promise<void>;
  change(filter: SavedFilter, changes: Omit<SavedFilterChangesBody, 'position'>): Promise<void>;
  move(filter: SavedFilter, position: number): Promise<void>;
  remove(filter: SavedFilter): Promise<void>;
}

/**
 * The member's saved-filter writes, each shown at once in the cached list (browse's menu, home's
 * rows and Settings read the same) and put back when the server refuses; each rejects then, for
 * the caller's message.
 */
export function useSavedFilterWrites(): SavedFilterWrites {
  const uid = useLibraryMember();
  const client = useQueryClient();

  function write(
    change: (filters: SavedFilter[]) => SavedFilter[],
    call: (uid: string) => Promise<unknown>,
  ): Promise<void> {
    if (uid === null) return Promise.reject(new Error('Log in to keep filters.'));
    return optimisticWrite<SavedFilters>(client, {
      uid,
      queryKey: libraryKeys.savedFilters(uid),
      change: (data) => ({ results: change(data.results) }),
      write: () => call(uid),
    });
  }

  return {
    save: (filter) =>
      write(
        (filters) => [
          ...filters,
          {
            // Until the server's answer replaces it: no real id is below 1.
            id: -filters.length,
            name: filter.name.trim(),
            media_type: filter.media_type,
            query: savedQueryOf(filter.query),
            pinned: filter.pinned ?? false,
            position: filters.length,
            created_at: new Date().toISOString(),
          },
        ],
        (member) => postSavedFilter(member, filter, client),
      ),
    change: (filter, changes) =>
      write(
        (filters) =>
          filters.map((each) =>
            each.id === filter.id
              ? { ...each, ...changes, ...(changes.name && { name: changes.name.trim() }) }
              : each,
          ),
        (member) => putSavedFilter(member, filter.id, changes, client),
      ),
    move: (filter, position) =>
      write(
        (filters) => movedFilters(filters, filter.id, position),
        (member) => putSavedFilter(member, filter.id, { position }, client),
      ),
    remove: (filter) =>
      write(
        (filters) => withoutFilter(filters, filter.id),
        (member) => deleteSavedFilter(member, filter.id, client),
      ),
  };
}
