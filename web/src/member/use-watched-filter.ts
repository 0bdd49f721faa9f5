import type { MediaType } from '@marquee/tmdb-types/media';
import { useMemo } from 'react';
import { useMemberSettings } from './member-settings';
import { cardMediaType, type CardItem } from '../ui/media-card';
import type { TitleKey } from './library-api';
import { useHiddenOnArrival } from './use-hidden-on-arrival';
import { useLibraryMember } from './use-library-member';
import { useWatchedCounts } from './use-watched-counts';

export interface WatchedFilter<Item> {
  /** Whether the page offers "Hide watched": to a member on our server, on a page of titles. */
  offered: boolean;
  /** The cards to show; undefined while which of them are watched is still on its way. */
  items: readonly Item[] | undefined;
  /** How many of the page's cards are left out. */
  hidden: number;
}

/**
 * A page of cards without the titles the member has watched, when their "Hide watched" setting
 * says so. The states come from the page's one states request, asked here for every card, shown
 * or not: the cards themselves must not ask again for the ones left (StatesAskedByPage). A title
 * watched from its own card while the page is open stays until the page changes
 * (useHiddenOnArrival): taking the card away would take the member's dialog and focus with it.
 */
export function useWatchedFilter<Item extends CardItem>(
  items: readonly Item[] | undefined,
  mediaType: MediaType,
): WatchedFilter<Item> {
  const uid = useLibraryMember();
  const { settings, isLoaded, isError } = useMemberSettings();
  const titles = useMemo(() => titlesOf(items ?? [], mediaType), [items, mediaType]);
  const { watched, isLoading } = useWatchedCounts(uid, titles);

  const offered = uid !== null && mediaType !== 'person';
  // Showing the watched titles for a moment would be showing what the member asked not to see.
  const settingsKnown = isLoaded || isError;
  const statesKnown = !(isLoading && watched.some((count) => count === undefined));
  const hiding =
    offered && items !== undefined && settingsKnown && settings.hide_watched && statesKnown;
  const watchedNow = hiding
    ? new Set(titles.filter((_, index) => (watched[index] ?? 0) > 0).map(slugOf))
    : undefined;
  const hidden = useHiddenOnArrival(titles.map(slugOf).join(','), watchedNow);

  if (!offered || items === undefined) return { offered, items, hidden: 0 };
  if (!settingsKnown) return { offered, items: undefined, hidden: 0 };
  if (!settings.hide_watched) return { offered, items, hidden: 0 };
  if (!statesKnown) return { offered, items: undefined, hidden: 0 };

  const shown = items.filter(
    (item) => !hidden.has(slugOf({ mediaType: cardMediaType(item, mediaType), id: item.id })),
  );
  return { offered, items: shown, hidden: items.length - shown.length };
}

function titlesOf(items: readonly CardItem[], mediaType: MediaType): TitleKey[] {
  const titles: TitleKey[] = [];
  for (const item of items) {
    const type = cardMediaType(item, mediaType);
    if (type !== 'person') titles.push({ mediaType: type, id: item.id });
  }
  return titles;
}

function slugOf(title: { mediaType: MediaType; id: number }): string {
  return `${title.mediaType}:${title.id}`;
}
