import type { FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import type { MonetizationType } from '@marquee/tmdb-types/watch-providers';
import { RetryLater } from '../../http/retry-later.js';
import { mapConcurrently } from '../../map-concurrently.js';
import {
  CATALOGUE_RETRY_AFTER_SECONDS,
  type RegionServices,
  type TitleCatalogue,
} from '../../title-catalogue/title-catalogue.js';
import { invalidQuery, titleItemsOf } from '../http/library-query.js';
import type { LibraryScope } from '../http/library-route-scope.js';
import { AccountParamsSchema, MediaTypeSchema, readQuerySchema } from '../http/library-schemas.js';
import { keepNoAnswerTo } from '../http/member-answer-cache.js';
import { memberUid } from '../http/member-uid.js';
import { MAX_TITLES_PER_STATES_QUERY } from '../store/library-limits.js';
import type { MemberSettings, SettingsStore, TitleRef } from '../store/library-store.js';

export const OnMyServicesAnswerSchema = Type.Object({
  region: Type.Union([Type.String(), Type.Null()], {
    description: 'The member’s region, whose services were asked; null: none chosen yet.',
  }),
  results: Type.Array(
    Type.Object({
      media_type: MediaTypeSchema,
      id: Type.Integer(),
      on_my_services: Type.Boolean(),
    }),
  ),
});

type OnMyServicesAnswer = Static<typeof OnMyServicesAnswerSchema>;

// What the member can watch with what they pay for; renting and buying only when they count.
const INCLUDED: readonly MonetizationType[] = ['flatrate', 'free', 'ads'];
const RENT_BUY: readonly MonetizationType[] = ['rent', 'buy'];

/** TMDB's watch/providers asked at once in upstream mode: a page of cards is 20. */
const TITLES_AT_ONCE = 8;

function keyOf(title: TitleRef): string {
  return `${title.mediaType}:${title.mediaId}`;
}

function isOnServices(
  services: RegionServices,
  chosen: ReadonlySet<number>,
  ways: readonly MonetizationType[],
): boolean {
  return ways.some((way) => services[way]?.some((id) => chosen.has(id)) ?? false);
}

function answerOf(
  region: string | null,
  titles: readonly TitleRef[],
  on: ReadonlySet<string>,
): OnMyServicesAnswer {
  return {
    region,
    results: titles.map((title) => ({
      media_type: title.mediaType,
      id: title.mediaId,
      on_my_services: on.has(keyOf(title)),
    })),
  };
}

/**
 * Which of `titles` the member can watch on their services, by their settings; each title asked
 * of the catalogue once. A title whose services could not be had (TMDB failed) counts as not on
 * them, and the answer is not kept so the next read asks again; when none could be had, 503.
 */
async function titlesOnServices(
  request: FastifyRequest,
  catalogue: Pick<TitleCatalogue, 'servicesIn'>,
  settings: MemberSettings,
  titles: readonly TitleRef[],
): Promise<Set<string>> {
  const region = settings.watchRegion;
  const chosen = new Set(settings.watchProviders);
  if (region === null || chosen.size === 0 || titles.length === 0) return new Set();
  const ways = settings.countRentBuy ? [...INCLUDED, ...RENT_BUY] : INCLUDED;
  const found = await mapConcurrently(titles, TITLES_AT_ONCE, (title) =>
    catalogue.servicesIn(title, region),
  );
  const failed = found.filter((services) => services === undefined).length;
  if (failed === titles.length)
    throw new RetryLater(CATALOGUE_RETRY_AFTER_SECONDS, {
      cause: new Error('no title’s watch providers could be had'),
    });
  if (failed > 0) keepNoAnswerTo(request);
  return new Set(
    titles
      .filter((_, index) => {
        const services = found[index];
        return services !== undefined && isOnServices(services, chosen, ways);
      })
      .map(keyOf),
  );
}

/**
 * GET /account/{account_id}/on_my_services?items=movie:550,tv:1399 (docs/library-api.md, "Settings"):
 * which of a page of cards the member can stream or watch free (renting and buying when they
 * count) on their services in their region, read from their own settings here, so "Only my
 * services" narrows lists that discover cannot (search, the watchlist, "For you", home's rows).
 * A member GET, kept by the member answer cache until they write (a change of services is a write).
 */
export function registerOnMyServicesRoutes(
  scope: LibraryScope,
  { store, titles }: { store: SettingsStore; titles: Pick<TitleCatalogue, 'servicesIn'> },
): void {
  scope.get(
    '/account/:account_id/on_my_services',
    {
      schema: {
        params: AccountParamsSchema,
        querystring: readQuerySchema('items'),
        response: { 200: OnMyServicesAnswerSchema },
      },
    },
    async (request) => {
      const asked = titleItemsOf(request.query.items);
      const unique = [...new Map(asked.map((title) => [keyOf(title), title])).values()];
      if (unique.length > MAX_TITLES_PER_STATES_QUERY)
        throw invalidQuery(`items names at most ${MAX_TITLES_PER_STATES_QUERY} titles.`);
      const settings = await store.getSettings(memberUid(request));
      const on = await titlesOnServices(request, titles, settings, unique);
      return answerOf(settings.watchRegion, asked, on);
    },
  );
}
