import type { MovieDetails, TvDetails } from '@marquee/tmdb-types/details';
import type { QueryClient } from '@tanstack/react-query';
import { collectionQueryOptions } from '../lib/collection-query';
import { seedVisitorRegion } from '../lib/visitor-region';
import { warmQuery } from '../lib/warm-query';
import { detailsQueryOptions, parseDetailsParams } from './details-query';
import { episodeQueryOptions, parseEpisodeParams } from './episode/episode-query';
import { parseSeasonParams, seasonQueryOptions } from './season/season-query';
import { watchRegionsQueryOptions } from '../lib/watch-regions-query';

type Params = Record<string, string | undefined>;

/**
 * Details are public: fetched for anyone, unless the page will say Not Found anyway. A title's
 * where to watch and rating are drawn for the visitor's country: a server render's from its
 * Accept-Language (`languages`), kept for the browser to hydrate with; with the countries to
 * choose from when the title has offers to show; and a movie's collection, which only its
 * details name.
 */
export async function prefetchDetails(
  queryClient: QueryClient,
  params: Params,
  languages?: readonly string[],
): Promise<void> {
  const target = parseDetailsParams(params);
  if (!target) return;
  const options = detailsQueryOptions(target.mediaType, target.id);
  await warmQuery(queryClient, options);
  const answer = queryClient.getQueryData(options.queryKey);
  if (answer === undefined || target.mediaType === 'person') return;
  if (languages !== undefined) seedVisitorRegion(queryClient, languages);
  const title = answer as MovieDetails | TvDetails;
  const collection = 'belongs_to_collection' in title ? title.belongs_to_collection : null;
  await Promise.all([
    title['watch/providers'] !== undefined && warmQuery(queryClient, watchRegionsQueryOptions()),
    collection && warmQuery(queryClient, collectionQueryOptions(collection.id)),
  ]);
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
