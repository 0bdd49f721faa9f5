import type { MemberSettings } from '@marquee/tmdb-types/library-sharing';
import type { CatalogueParams } from '../lib/catalogue-client';
import { useMemberSettings } from './member-settings';
import { useLibraryMember } from './use-library-member';

/*
 * "Only my services" (issue 23): the member's region and the services they pay for, from their
 * settings, as TMDB's discover narrows a list to them.
 */

/** The id of Settings' My services section. */
export const myServicesAnchor = 'my-services';

/** Where a member chooses their services. */
export const myServicesSettingsPath = `/settings#${myServicesAnchor}`;

/** The services a list keeps to. */
export interface MyServicesFilter {
  region: string;
  /** Ascending, as the settings keep them, so one choice is one cache entry. */
  providers: readonly number[];
  countRentBuy: boolean;
}

/**
 * What "Only my services" asks of a list: nothing (off, or no member), to wait for the settings,
 * to say that no services are chosen yet, or to keep to these.
 */
export type MyServices =
  | { state: 'off' }
  | { state: 'unknown' }
  | { state: 'unchosen' }
  | { state: 'on'; filter: MyServicesFilter };

export function myServicesOf(settings: MemberSettings): MyServices {
  if (!settings.only_my_services) return { state: 'off' };
  if (settings.watch_region === null || settings.watch_providers.length === 0)
    return { state: 'unchosen' };
  return {
    state: 'on',
    filter: {
      region: settings.watch_region,
      providers: settings.watch_providers,
      countRentBuy: settings.count_rent_buy,
    },
  };
}

/** The services a list keeps to: the filter when "Only my services" is on, else none. */
export function myServicesFilter(services: MyServices): MyServicesFilter | undefined {
  return services.state === 'on' ? services.filter : undefined;
}

/** The member's "Only my services"; off for nobody logged in and when the settings failed. */
export function useMyServices(): MyServices {
  const uid = useLibraryMember();
  const { settings, isLoaded, isError } = useMemberSettings();
  if (uid === null || (isError && !isLoaded)) return { state: 'off' };
  if (!isLoaded) return { state: 'unknown' };
  return myServicesOf(settings);
}

// What the member can watch with what they pay for; rent and buy only when they say they count.
const INCLUDED = ['flatrate', 'free', 'ads'] as const;
const RENT_BUY = ['rent', 'buy'] as const;

/** Discover's parameters for the services, with TMDB's `|` (any of) lists. */
export function myServicesDiscoverParams(filter: MyServicesFilter): CatalogueParams {
  return {
    with_watch_providers: filter.providers.join('|'),
    watch_region: filter.region,
    with_watch_monetization_types: [...INCLUDED, ...(filter.countRentBuy ? RENT_BUY : [])].join(
      '|',
    ),
  };
}
