import { Type, type Static } from 'typebox';
import { genreBit } from '../catalogue/genres.js';
import type { TitleMediaType } from '@marquee/tmdb-types/media';
import { pageOfResults, type ListFilter, type SortField } from '../catalogue/catalogue.js';
import { pageOf, PageQuerySchema, PageSchema } from '../http/param-schemas.js';
import type { TypedScope } from '../http/typed-scope.js';
import type { RouteContext } from './route-context.js';

// Like TMDB, rating orders only count titles with enough votes, so a 10/10 from two voters never leads.
export const TOP_RATED_MIN_VOTES = 300;
export const DISCOVER_RATING_MIN_VOTES = 50;

// Every value a string, as the query gives it: the filters below read what they can use.
const DiscoverQuerySchema = Type.Object({
  page: Type.Optional(PageSchema),
  sort_by: Type.Optional(Type.String()),
  with_genres: Type.Optional(Type.String()),
  primary_release_year: Type.Optional(Type.String()),
  first_air_date_year: Type.Optional(Type.String()),
  'vote_count.gte': Type.Optional(Type.String()),
});

type DiscoverQuery = Static<typeof DiscoverQuerySchema>;

const SORT_FIELDS: Record<string, SortField> = {
  popularity: 'popularity',
  vote_average: 'vote_average',
  vote_count: 'vote_count',
  primary_release_date: 'date',
  release_date: 'date',
  first_air_date: 'date',
};

/** TMDB's with_genres: "a,b" needs every genre, "a|b" any of them. Undefined when no title can match. */
function genreFilter(
  raw: string | undefined,
): Pick<ListFilter, 'genresAll' | 'genresAny'> | undefined {
  if (raw === undefined || raw.trim() === '') return {};
  const anyOf = raw.includes('|');
  const ids = raw
    .split(/[,|]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const bits = ids.map((id) => (/^\d+$/.test(id) ? genreBit(Number(id)) : undefined));
  if (anyOf) {
    const known = bits.filter((bit): bit is number => bit !== undefined);
    return known.length === 0
      ? undefined
      : { genresAny: known.reduce((mask, bit) => mask | bit, 0) };
  }
  if (bits.some((bit) => bit === undefined)) return undefined;
  return { genresAll: (bits as number[]).reduce((mask, bit) => mask | bit, 0) };
}

function yearFilter(raw: string | undefined): number | undefined {
  return raw !== undefined && /^\d{4}$/.test(raw) ? Number(raw) : undefined;
}

export function discoverFilter(
  media: TitleMediaType,
  query: DiscoverQuery,
): ListFilter | undefined {
  const match = /^([a-z_]+)\.(asc|desc)$/.exec(query.sort_by ?? '');
  // An unknown sort_by falls back to TMDB's default order instead of failing.
  const field = match?.[1] !== undefined ? SORT_FIELDS[match[1]] : undefined;
  const sort = field ?? 'popularity';
  const descending = field === undefined ? true : match?.[2] === 'desc';
  const genres = genreFilter(query.with_genres);
  if (genres === undefined) return undefined;
  const minVotesText = query['vote_count.gte'];
  const minVotes =
    minVotesText !== undefined && /^\d+$/.test(minVotesText) ? Number(minVotesText) : undefined;
  return {
    sort,
    descending,
    ...genres,
    year: yearFilter(media === 'movie' ? query.primary_release_year : query.first_air_date_year),
    minVoteCount: minVotes ?? (sort === 'vote_average' ? DISCOVER_RATING_MIN_VOTES : undefined),
  };
}

/** popular, top_rated and discover for movies and TV, and popular people. */
export function registerListRoutes(app: TypedScope, { catalogue }: RouteContext): void {
  const pageOnly = { querystring: PageQuerySchema };
  for (const media of ['movie', 'tv'] as const) {
    app.get(`/${media}/popular`, { schema: pageOnly }, async (request) =>
      catalogue.list(media, { sort: 'popularity', descending: true }, pageOf(request.query)),
    );
    app.get(`/${media}/top_rated`, { schema: pageOnly }, async (request) =>
      catalogue.list(
        media,
        { sort: 'vote_average', descending: true, minVoteCount: TOP_RATED_MIN_VOTES },
        pageOf(request.query),
      ),
    );
    app.get(
      `/discover/${media}`,
      { schema: { querystring: DiscoverQuerySchema } },
      async (request) => {
        const page = pageOf(request.query);
        const filter = discoverFilter(media, request.query);
        return filter === undefined
          ? pageOfResults(page, [], 0)
          : catalogue.list(media, filter, page);
      },
    );
  }
  app.get('/person/popular', { schema: pageOnly }, async (request) =>
    catalogue.popularPeople(pageOf(request.query)),
  );
}
