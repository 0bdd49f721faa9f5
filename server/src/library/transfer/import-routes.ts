import type { Static } from 'typebox';
import { limitJsonShape } from '../../http/json-shape-limit.js';
import { NOT_FOUND_MESSAGE, TmdbHttpError } from '../../http/tmdb-errors.js';
import { checkImportValues } from '../store/import-plan-check.js';
import { MAX_TITLES_REMEMBERED_AT_ONCE } from '../store/library-limits.js';
import type { LibraryTitle, TitleMemory, TransferStore } from '../store/library-store.js';
import { findAddedTitle, type LibraryRouteContext } from '../http/library-route-context.js';
import type { LibraryScope } from '../http/library-route-scope.js';
import { AccountParamsSchema } from '../http/library-schemas.js';
import { ADDED } from '../http/library-wire.js';
import { memberUid } from '../http/member-uid.js';
import { mapConcurrently } from '../../map-concurrently.js';
import {
  IMPORT_BODY_LIMIT_BYTES,
  IMPORT_BODY_SHAPE,
  ImportAnswerSchema,
  ImportBodySchema,
  ImportMatchAnswerSchema,
  ImportMatchBodySchema,
  type ImportMatchRowSchema,
  MATCH_BODY_LIMIT_BYTES,
  MATCH_BODY_SHAPE,
} from './import-body-schema.js';
import { episodeRatingsWithDetails } from './import-episode-details.js';
import { importPlanOf, titlesOfPlan } from './import-plan.js';
import {
  createTitleMatcher,
  MATCH_CONCURRENCY,
  titlesOfResults,
  type TitleMatcher,
} from './title-matcher.js';

const IMDB_ID = /^tt\d{7,}$/;

function invalid(message: string): TmdbHttpError {
  return new TmdbHttpError(422, 5, message);
}

/** What the schema cannot say of a row: an IMDb id's form, and that an id needs its kind. */
function checkMatchRow(row: Static<typeof ImportMatchRowSchema>, index: number): void {
  if (row.imdb_id !== undefined && !IMDB_ID.test(row.imdb_id))
    throw invalid(`rows[${index}].imdb_id: An IMDb id is tt and 7 or more digits.`);
  if (row.tmdb_id !== undefined && row.media_type === undefined)
    throw invalid(`rows[${index}].media_type: A tmdb_id needs its media_type (movie or tv).`);
}

/** Keeps the titles' details for every member's reads, as adding a title does. */
async function remember(store: TitleMemory, titles: readonly LibraryTitle[]): Promise<void> {
  for (let start = 0; start < titles.length; start += MAX_TITLES_REMEMBERED_AT_ONCE)
    await store.rememberTitles(titles.slice(start, start + MAX_TITLES_REMEMBERED_AT_ONCE));
}

/** Matching a file's rows to titles, then bringing the matched library in at once. */
export function registerImportRoutes(
  scope: LibraryScope,
  context: LibraryRouteContext<TransferStore & TitleMemory>,
): void {
  const { store, titles, shows } = context;
  // Made on first use, not at registration: the route table registers routes with no catalogue.
  let matcher: TitleMatcher | undefined;

  scope.post(
    '/account/:account_id/import/match',
    {
      bodyLimit: MATCH_BODY_LIMIT_BYTES,
      preParsing: limitJsonShape(MATCH_BODY_SHAPE),
      schema: {
        params: AccountParamsSchema,
        body: ImportMatchBodySchema,
        response: { 200: ImportMatchAnswerSchema },
      },
    },
    async (request) => {
      const { rows } = request.body;
      rows.forEach(checkMatchRow);
      matcher ??= createTitleMatcher(titles);
      const results = await matcher.match(rows);
      await remember(store, titlesOfResults(results));
      return { results };
    },
  );

  scope.post(
    '/account/:account_id/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      preParsing: limitJsonShape(IMPORT_BODY_SHAPE),
      schema: {
        params: AccountParamsSchema,
        body: ImportBodySchema,
        response: { 200: ImportAnswerSchema },
      },
    },
    async (request) => {
      const uid = memberUid(request);
      const asked = importPlanOf(request.body);
      // Every value checked before any title or episode is looked up; the store checks them
      // again, by its own clock, as it writes.
      checkImportValues(asked, Date.now());
      const episodeRatings = await episodeRatingsWithDetails(shows, asked.episodeRatings);
      const named = titlesOfPlan(asked);
      const unknown = new Set(
        (await store.unrememberedTitles(named.map(({ title }) => title))).map(
          (title) => `${title.mediaType}:${title.mediaId}`,
        ),
      );
      const lookups = named.filter(({ title }) =>
        unknown.has(`${title.mediaType}:${title.mediaId}`),
      );
      const found = await mapConcurrently(lookups, MATCH_CONCURRENCY, async ({ title, where }) => {
        try {
          return await findAddedTitle(titles, title);
        } catch (error) {
          if (error instanceof TmdbHttpError && error.statusCode === 404)
            throw new TmdbHttpError(
              404,
              34,
              `${where}: ${NOT_FOUND_MESSAGE} (${title.mediaType} ${title.mediaId})`,
            );
          throw error;
        }
      });
      await remember(store, found);
      const added = await store.importLibrary(uid, { ...asked, episodeRatings });
      return {
        status_code: 1 as const,
        status_message: ADDED.status_message,
        success: true as const,
        added: {
          watchlist: added.watchlist,
          favorites: added.favourites,
          ratings: added.ratings,
          diary: added.diary,
          lists: added.lists,
          list_items: added.listItems,
          shows: added.shows,
          episode_watches: added.episodeWatches,
          episode_ratings: added.episodeRatings,
        },
      };
    },
  );
}
