import type {
  MonetizationType,
  WatchProviderOffer,
  WatchProviderRegion,
} from '@marquee/tmdb-types/watch-providers';
import type { MessageId } from '../../i18n/load-messages';

export interface ProviderGroup {
  type: MonetizationType;
  label: MessageId;
  offers: WatchProviderOffer[];
}

/** The ways of watching, in the order the page lists them: what costs nothing more first. */
const GROUPS: ReadonlyArray<Omit<ProviderGroup, 'offers'>> = [
  { type: 'flatrate', label: 'details.watch.stream' },
  { type: 'free', label: 'details.watch.free' },
  { type: 'ads', label: 'details.watch.ads' },
  { type: 'rent', label: 'details.watch.rent' },
  { type: 'buy', label: 'details.watch.buy' },
];

const STREAMING = new Set<MonetizationType>(['flatrate', 'free', 'ads']);

/** A region's services by way of watching, each in its display order and once; no empty group. */
export function providerGroups(region: WatchProviderRegion | undefined): ProviderGroup[] {
  return GROUPS.flatMap((group) => {
    const listed = region?.[group.type] ?? [];
    const offers = [...new Map(listed.map((offer) => [offer.provider_id, offer])).values()].sort(
      (a, b) => a.display_priority - b.display_priority,
    );
    return offers.length === 0 ? [] : [{ ...group, offers }];
  });
}

/** Whether any group is a way to stream (with a subscription, free or with ads), not to pay per title. */
export function canStream(groups: readonly ProviderGroup[]): boolean {
  return groups.some((group) => STREAMING.has(group.type));
}
