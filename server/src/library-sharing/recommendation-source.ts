import type { MovieListItem, TvListItem } from '@marquee/tmdb-types/media';
import type { CatalogueSource } from '../catalogue-source.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { TmdbHttpError } from '../http/tmdb-errors.js';
import type { LibraryTitle, TitleRef } from '../library/library-store.js';
import type { Upstream } from '../upstream/open-upstream.js';

/** Where "For you" finds the titles to watch after a liked one. */
export interface RecommendationSource {
  /**
   * The first page of the title's recommendations, best first (none for a title the catalogue
   * does not have); undefined when they could not be had this time (TMDB failed).
   */
  recommendationsFor(title: TitleRef): Promise<LibraryTitle[] | undefined>;
}

type ListItem = MovieListItem | TvListItem;

// TMDB recommends titles of the asked title's kind; an item that says its own kind keeps it.
function asLibraryTitle(item: ListItem, seed: TitleRef): LibraryTitle {
  const own = (item as { media_type?: unknown }).media_type;
  const mediaType = own === 'movie' || own === 'tv' ? own : seed.mediaType;
  return { ...item, media_type: mediaType } as LibraryTitle;
}

function isListItem(item: unknown): item is ListItem {
  const id = (item as { id?: unknown } | null)?.id;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0;
}

function catalogueRecommendations(catalogue: Catalogue, title: TitleRef): LibraryTitle[] {
  let page;
  try {
    page = catalogue.recommendations(title.mediaType, title.mediaId, 1);
  } catch (error) {
    // A title gone from the catalogue has nothing to recommend; anything else is a fault.
    if (error instanceof TmdbHttpError && error.statusCode === 404) return [];
    throw error;
  }
  return page.results.map((item) => asLibraryTitle(item, title));
}

/** TMDB's /3/{media}/{id}/recommendations, through the upstream cache like every TMDB call. */
async function upstreamRecommendations(
  upstream: Upstream,
  title: TitleRef,
): Promise<LibraryTitle[] | undefined> {
  let answer;
  try {
    answer = await upstream.api.get(`/3/${title.mediaType}/${title.mediaId}/recommendations`, {});
  } catch {
    return undefined;
  }
  if (answer.status === 404) return [];
  if (answer.status !== 200) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(answer.body.toString('utf8'));
  } catch {
    return undefined;
  }
  // TMDB answers a title with nothing to recommend without results at all.
  const results = (body as { results?: unknown } | null)?.results;
  if (!Array.isArray(results)) return [];
  return results.filter(isListItem).map((item) => asLibraryTitle(item, title));
}

/** The embedded catalogue's recommendations, or TMDB's in upstream mode. */
export function createRecommendationSource(source: CatalogueSource): RecommendationSource {
  return {
    recommendationsFor: async (title) =>
      source.kind === 'embedded'
        ? catalogueRecommendations(source.catalogue, title)
        : upstreamRecommendations(source.upstream, title),
  };
}
