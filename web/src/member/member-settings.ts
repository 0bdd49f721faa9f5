import type { MemberSettings, MemberSettingsBody } from '@marquee/tmdb-types/library-sharing';
import {
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useState } from 'react';
import { fetchCatalogue } from '../lib/catalogue-client';
import { libraryKeys } from './library-keys';
import { libraryRead } from './library-read';
import { useLibraryMember } from './use-library-member';

/*
 * The member's settings on our own server (docs/library-api.md, "Settings"): the display name
 * their shared lists show, whether browse and search hide what they have watched, and their
 * services ("Only my services", my-services.ts). Kept per account, so they follow the member to
 * every device.
 */

export const defaultMemberSettings: MemberSettings = {
  display_name: null,
  hide_watched: false,
  watch_region: null,
  watch_providers: [],
  count_rent_buy: false,
  only_my_services: false,
  language: null,
  theme: null,
  keyboard_shortcuts: null,
};

function settingsPath(uid: string): string {
  return `3/account/${encodeURIComponent(uid)}/settings`;
}

export function fetchMemberSettings(
  uid: string,
  signal: AbortSignal | undefined,
  client: QueryClient,
): Promise<MemberSettings> {
  return fetchCatalogue<MemberSettings>(settingsPath(uid), {}, { member: true, signal, client });
}

export function updateMemberSettings(
  uid: string,
  changes: MemberSettingsBody,
  client: QueryClient,
): Promise<MemberSettings> {
  return fetchCatalogue<MemberSettings>(
    settingsPath(uid),
    {},
    { member: true, method: 'PUT', body: changes, client },
  );
}

export function memberSettingsQueryOptions(uid: string) {
  return queryOptions({
    queryKey: [...libraryKeys.all(uid), 'settings'] as const,
    queryFn: ({ signal, client }) => fetchMemberSettings(uid, signal, client),
    ...libraryRead,
  });
}

export interface MemberSettingsState {
  /** The defaults until the server has answered (and for nobody logged in). */
  settings: MemberSettings;
  /** True once the member's own settings are in. */
  isLoaded: boolean;
  isError: boolean;
}

export function useMemberSettings(): MemberSettingsState {
  const uid = useLibraryMember();
  const query = useQuery({
    ...memberSettingsQueryOptions(uid ?? ''),
    ...(uid === null ? { queryFn: skipToken } : {}),
  });
  return {
    settings: query.data ?? defaultMemberSettings,
    isLoaded: query.data !== undefined,
    isError: query.isError,
  };
}

/** Changes settings at once on screen, and back if the server refuses. */
export function useUpdateMemberSettings() {
  const uid = useLibraryMember();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: MemberSettingsBody) => {
      if (uid === null) throw new Error('Log in to change your settings.');
      return updateMemberSettings(uid, changes, client);
    },
    onMutate: async (changes) => {
      if (uid === null) return undefined;
      const { queryKey } = memberSettingsQueryOptions(uid);
      // As optimisticWrite does: changed before the first await, a read on its way cancelled first.
      const cancelled = client.cancelQueries({ queryKey });
      const before = client.getQueryData(queryKey);
      client.setQueryData(queryKey, { ...(before ?? defaultMemberSettings), ...changes });
      await cancelled;
      return { before };
    },
    onError: (_error, _changes, context) => {
      if (uid !== null && context !== undefined)
        client.setQueryData(memberSettingsQueryOptions(uid).queryKey, context.before);
    },
    onSuccess: (settings, changes) => {
      if (uid === null) return;
      client.setQueryData(memberSettingsQueryOptions(uid).queryKey, settings);
      // Which cards are on the services is the server's reading of these settings.
      if (changesServices(changes))
        void client.invalidateQueries({ queryKey: libraryKeys.onMyServicesAll(uid) });
    },
  });
}

function changesServices(changes: MemberSettingsBody): boolean {
  return (
    changes.watch_region !== undefined ||
    changes.watch_providers !== undefined ||
    changes.count_rent_buy !== undefined
  );
}

/** The settings a checkbox turns on and off, each saved at once. */
export type SwitchSettingName = 'hide_watched' | 'only_my_services';

export interface SwitchSetting {
  /** What the box shows: what was just asked for until the server answers, then the setting. */
  checked: boolean;
  isLoaded: boolean;
  isError: boolean;
  /** The last change's refusal, if it was refused. */
  error: Error | null;
  set(on: boolean, options?: { onError?: (error: Error) => void }): void;
}

/**
 * "Hide watched" or "Only my services" as a checkbox shows and changes it (browse, search,
 * Settings). The cache has a change at once but tells its readers a task later; meanwhile React
 * would put the box back as it was, and the browser may paint that. So what was asked shows until
 * the server answers; then the cache, read afresh on that render, has the answer or the old value.
 */
export function useSwitchSetting(name: SwitchSettingName): SwitchSetting {
  const { settings, isLoaded, isError } = useMemberSettings();
  const update = useUpdateMemberSettings();
  const [asked, setAsked] = useState<boolean | null>(null);
  return {
    checked: asked ?? settings[name],
    isLoaded,
    isError,
    error: update.isError ? update.error : null,
    set(on, options = {}) {
      setAsked(on);
      update.mutate({ [name]: on }, { ...options, onSettled: () => setAsked(null) });
    },
  };
}
