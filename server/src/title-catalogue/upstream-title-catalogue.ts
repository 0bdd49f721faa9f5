import type { LibraryTitle } from '@marquee/tmdb-types/account';
import type { TitleMediaType } from '@marquee/tmdb-types/media';
import type { TitleRef } from '../library/store/library-limits.js';
import type { Upstream } from '../upstream/open-upstream.js';
import { recommendedTitle, type ListItem } from './recommended-title.js';
import { regionServices } from './region-services.js';
import { isTvdbId } from './show-guide.js';
import type { RegionServices, TitleCatalogue } from './title-catalogue.js';
import { isNamed, MAX_CANDIDATES, titleYear } from './title-names.js';
import { upstreamJson } from './upstream-json.js';
import { upstreamTitle } from './upstream-title.js';

// TMDB's search narrows by a year under a different name for each kind.
const YEAR_PARAMETER: Record<TitleMediaType, string> = {
  movie: 'year',
  tv: 'first_air_date_year',
};

/** A list item of TMDB's as the library keeps it; undefined for what is not one. */
function listTitle(mediaType: TitleMediaType, item: unknown): LibraryTitle | undefined {
  const fields = item as Record<string, unknown> | null;
  const name = mediaType === 'movie' ? fields?.title : fields?.name;
  if (
    typeof fields?.id !== 'number' ||
    !Number.isSafeInteger(fields.id) ||
    fields.id < 1 ||
    typeof name !== 'string' ||
    !Array.isArray(fields.genre_ids)
  )
    return undefined;
  return { ...fields, media_type: mediaType } as LibraryTitle;
}

function listTitles(mediaType: TitleMediaType, items: unknown): LibraryTitle[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => listTitle(mediaType, item) ?? []);
}

function isListItem(item: unknown): item is ListItem {
  const id = (item as { id?: unknown } | null)?.id;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0;
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
  return results.filter(isListItem).map((item) => recommendedTitle(item, title));
}

/**
 * TMDB's /3/{media}/{id}/watch/providers in one region, through the upstream cache (one answer
 * of every region, kept for whichever region a member asks). A title TMDB does not have is on
 * no service.
 */
async function upstreamServicesIn(
  upstream: Upstream,
  title: TitleRef,
  region: string,
): Promise<RegionServices | undefined> {
  let answer;
  try {
    answer = await upstream.api.get(`/3/${title.mediaType}/${title.mediaId}/watch/providers`, {});
  } catch {
    return undefined;
  }
  if (answer.status === 404) return {};
  if (answer.status !== 200) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(answer.body.toString('utf8'));
  } catch {
    return undefined;
  }
  const results = (body as { results?: unknown } | null)?.results;
  if (typeof results !== 'object' || results === null || !Object.hasOwn(results, region)) return {};
  return regionServices((results as Record<string, unknown>)[region]);
}

/**
 * TMDB's titles through the upstream cache (so the same row asked twice asks TMDB once): a
 * title's details by id, /find for IMDb and TheTVDB ids, /search by name, a title's
 * recommendations and services. A failure of TMDB's answers 503, as on add.
 */
export function upstreamTitleCatalogue(upstream: Upstream): TitleCatalogue {
  /** TMDB's answer to a GET; undefined for its 404. */
  async function tmdbJson(
    path: string,
    query: Record<string, string>,
  ): Promise<Record<string, unknown> | undefined> {
    return (await upstreamJson(upstream, path, query)) as Record<string, unknown> | undefined;
  }

  async function search(
    mediaType: TitleMediaType,
    title: string,
    year?: number,
  ): Promise<LibraryTitle[]> {
    const query: Record<string, string> = { query: title };
    if (year !== undefined) query[YEAR_PARAMETER[mediaType]] = String(year);
    return listTitles(mediaType, (await tmdbJson(`/3/search/${mediaType}`, query))?.results);
  }

  return {
    find: (title) => upstreamTitle(upstream, title),

    async byImdbId(imdbId, mediaType) {
      const found = await tmdbJson(`/3/find/${imdbId}`, { external_source: 'imdb_id' });
      const kinds: TitleMediaType[] = mediaType === undefined ? ['movie', 'tv'] : [mediaType];
      for (const kind of kinds) {
        const [title] = listTitles(kind, found?.[`${kind}_results`]);
        if (title !== undefined) return title;
      }
      return undefined;
    },

    async byTvdbId(tvdbId) {
      if (!isTvdbId(tvdbId)) return undefined;
      const found = await tmdbJson(`/3/find/${tvdbId}`, { external_source: 'tvdb_id' });
      return listTitles('tv', found?.tv_results)[0];
    },

    async named(mediaType, title, year) {
      const near = (found: LibraryTitle) => {
        if (year === undefined) return true;
        const released = titleYear(found);
        return released !== undefined && Math.abs(released - year) <= 1;
      };
      const namedIn = (titles: LibraryTitle[]) =>
        titles.filter((found) => isNamed(found, title) && near(found));
      // The year's search first: a title of that year and name is the answer, however many
      // others of the name there are. Otherwise a search of the name alone finds those a year off.
      const inYear = year === undefined ? [] : await search(mediaType, title, year);
      const namedInYear = namedIn(inYear);
      if (namedInYear.some((found) => titleYear(found) === year))
        return { named: namedInYear, searched: async () => inYear.slice(0, MAX_CANDIDATES) };
      const anyYear = await search(mediaType, title);
      const named = [...namedInYear];
      for (const found of namedIn(anyYear))
        if (!named.some((known) => known.id === found.id)) named.push(found);
      const best = inYear.length > 0 ? inYear : anyYear;
      return { named, searched: async () => best.slice(0, MAX_CANDIDATES) };
    },

    recommendationsFor: (title) => upstreamRecommendations(upstream, title),
    servicesIn: (title, region) => upstreamServicesIn(upstream, title, region),
  };
}
