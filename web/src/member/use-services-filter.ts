import type { MediaType } from '@marquee/tmdb-types/media';
import { queryOptions, skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { warmQuery } from '../lib/warm-query';
import { cardMediaType, type CardItem } from '../ui/media-card';
import { fetchOnMyServices, type TitleKey } from './library-api';
import { libraryKeys } from './library-keys';
import { libraryRead } from './library-read';
import {
  myServicesFilter,
  myServicesOf,
  useMyServices,
  type MyServicesFilter,
} from './my-services';
import { memberSettingsQueryOptions } from './member-settings';
import { libraryMember } from './route-member';
import { useLibraryMember } from './use-library-member';
import { maxTitlesPerRequest } from './use-title-states-batch';

export interface ServicesFilter<Item> {
  /** Whether the list can keep to the member's services: a member on our server, titles. */
  offered: boolean;
  /** "Only my services" is on and no services are chosen: the list says so in its place. */
  unchosen: boolean;
  /** The cards to show; undefined while which of them are on the services is on its way. */
  items: readonly Item[] | undefined;
  /** How many of the page's cards are left out. */
  hidden: number;
  /** Which cards are on the services could not be had: every card shows. */
  failed: boolean;
}

/** Which of a page of cards are on the services: one request per page, under the member's keys. */
export function onMyServicesQueryOptions(
  uid: string,
  filter: MyServicesFilter,
  titles: readonly TitleKey[],
) {
  return queryOptions({
    queryKey: [...libraryKeys.onMyServicesAll(uid), filter, titles] as const,
    queryFn: ({ signal, client }) => fetchOnMyServices(uid, titles, { signal, client }),
    ...libraryRead,
  });
}

/**
 * A page of cards (search, the watchlist, "For you", home's rows) without the titles the member
 * cannot watch on their services, while "Only my services" is on: what browse asks discover for,
 * for lists discover cannot narrow. The server reads the member's services itself; the filter is
 * in the key, so a change of services is a new question. Cards wait rather than show, for a
 * moment, titles the member asked not to see; if the answer fails, every card shows.
 */
export function useServicesFilter<Item extends CardItem>(
  items: readonly Item[] | undefined,
  mediaType: MediaType,
): ServicesFilter<Item> {
  const uid = useLibraryMember();
  const services = useMyServices();
  const offered = uid !== null && mediaType !== 'person';
  const filter = offered ? myServicesFilter(services) : undefined;
  // By the titles themselves, so a new array of the same cards is the same question.
  const signature = signatureOf(items ?? [], mediaType);
  const titles = useMemo(() => parseSignature(signature), [signature]);
  const options = onMyServicesQueryOptions(uid ?? '', filter ?? noFilter, titles);
  const asking = uid !== null && filter !== undefined && items !== undefined && titles.length > 0;
  const answer = useQuery({ ...options, queryFn: asking ? options.queryFn : skipToken });

  const nothing = { offered, unchosen: false, hidden: 0, failed: false };
  if (!offered || items === undefined || services.state === 'off') return { ...nothing, items };
  if (services.state === 'unknown') return { ...nothing, items: undefined };
  if (services.state === 'unchosen') return { ...nothing, unchosen: true, items: [] };
  if (titles.length === 0) return { ...nothing, items };
  if (answer.data === undefined) {
    if (answer.isError) return { ...nothing, failed: true, items };
    return { ...nothing, items: undefined };
  }
  const on = new Set(
    answer.data.results
      .filter((result) => result.on_my_services)
      .map((result) => slugOf({ mediaType: result.media_type, id: result.id })),
  );
  const shown = items.filter((item) => {
    const type = cardMediaType(item, mediaType);
    // A person on a page of titles is not a title to keep to services.
    return type === 'person' || on.has(slugOf({ mediaType: type, id: item.id }));
  });
  return { ...nothing, items: shown, hidden: items.length - shown.length };
}

/**
 * A route's head start on useServicesFilter, for a page of cards it has warmed with the member's
 * settings (prefetchMemberSettings): while "Only my services" is on, which of the cards are on
 * them, so a server render shows the narrowed page.
 */
export async function prefetchServicesFilter(
  queryClient: QueryClient,
  items: readonly CardItem[] | undefined,
  mediaType: MediaType,
): Promise<void> {
  const uid = libraryMember(queryClient);
  if (uid === null || items === undefined || mediaType === 'person') return;
  const settings = queryClient.getQueryData(memberSettingsQueryOptions(uid).queryKey);
  const services = settings === undefined ? undefined : myServicesOf(settings);
  const titles = parseSignature(signatureOf(items, mediaType));
  if (services?.state !== 'on' || titles.length === 0) return;
  await warmQuery(queryClient, onMyServicesQueryOptions(uid, services.filter, titles));
}

// The titles asked about, each once, in the cards' order: the same cards make the same key.
function signatureOf(items: readonly CardItem[], mediaType: MediaType): string {
  return [...new Set(titlesOf(items, mediaType).map(slugOf))]
    .slice(0, maxTitlesPerRequest)
    .join(',');
}

// The key of a question never asked, for the hook's one useQuery while there is no filter.
const noFilter: MyServicesFilter = { region: '', providers: [], countRentBuy: false };

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

function parseSignature(signature: string): TitleKey[] {
  if (signature === '') return [];
  return signature.split(',').map((slug) => {
    const [mediaType, id] = slug.split(':') as [TitleKey['mediaType'], string];
    return { mediaType, id: Number(id) };
  });
}
