import type { QueryClient } from '@tanstack/react-query';
import { collectionQueryOptions } from '../lib/collection-query';
import { warmQuery } from '../lib/warm-query';
import { detailsQueryOptions, parseDetailsParams } from './details-query';
import { episodeQueryOptions, parseEpisodeParams } from './episode/episode-query';
import { parseSeasonParams, seasonQueryOptions } from './season/season-query';

type Params = Record<string, string | undefined>;

/**
 * Details are public: fetched for anyone, unless the page will say Not Found anyway; then a
 * movie's collection, which only its details name.
 */
export async function prefetchDetails(queryClient: QueryClient, params: Params): Promise<unknown> {
  const target = parseDetailsParams(params);
  if (!target) return;
  const options = detailsQueryOptions(target.mediaType, target.id);
  await warmQuery(queryClient, options);
  const details = queryClient.getQueryData(options.queryKey);
  const collection = details && 'belongs_to_collection' in details && details.belongs_to_collection;
  if (collection) await warmQuery(queryClient, collectionQueryOptions(collection.id));
}

/** A season's page: the season, and the show it belongs to (its name, its other seasons). */
export function prefetchSeason(queryClient: QueryClient, params: Params): Promise<unknown> {
  const target = parseSeasonParams(params);
  if (!target) return Promise.resolve();
  return Promise.all([
    warmQuery(queryClient, detailsQueryOptions('tv', target.showId)),
    warmQuery(queryClient, seasonQueryOptions(target.showId, target.seasonNumber)),
  ]);
}

/** An episode's page: the episode, and the show, whose seasons say which episodes neighbour it. */
export function prefetchEpisode(queryClient: QueryClient, params: Params): Promise<unknown> {
  const target = parseEpisodeParams(params);
  if (!target) return Promise.resolve();
  return Promise.all([
    warmQuery(queryClient, detailsQueryOptions('tv', target.showId)),
    warmQuery(queryClient, episodeQueryOptions(target)),
  ]);
}
