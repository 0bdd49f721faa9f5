import type { MediaType } from '@marquee/tmdb-types/media';
import { expect, type Page } from '@playwright/test';
import type { TrendingItem } from './catalogue.js';

/** The day's trending lists as the app received them, the newest answer per media type and page. */
export interface TrendingAnswers {
  /** Waits for the app's answer for that list and page (page 1 unless told). */
  received(mediaType: MediaType, page?: number): Promise<TrendingItem[]>;
  /** Whether the app has had an answer for that list and page, and what it held. */
  latest(mediaType: MediaType, page?: number): Promise<TrendingItem[] | undefined>;
}

const trendingPath = /\/3\/trending\/(movie|tv|person)\/day$/;
const serverState = /<script type="application\/json" id="marquee-state"[^>]*>([\s\S]*?)<\/script>/;

interface DehydratedQuery {
  queryKey: unknown[];
  state: { data?: unknown };
}

/** The trending lists a page the server rendered came with (its state element), by list and page. */
function trendingInDocument(html: string): Array<[MediaType, number, TrendingItem[]]> {
  const json = serverState.exec(html)?.[1];
  if (json === undefined) return [];
  const { queries } = JSON.parse(json) as { queries: DehydratedQuery[] };
  return queries.flatMap(({ queryKey, state }) => {
    const at = queryKey.indexOf('trending');
    const [mediaType, pageNumber] = [queryKey[at + 1], queryKey[at + 2]];
    const results = (state.data as { results?: TrendingItem[] } | undefined)?.results;
    return at === -1 || typeof pageNumber !== 'number' || results === undefined
      ? []
      : [[mediaType as MediaType, pageNumber, results] as [MediaType, number, TrendingItem[]]];
  });
}

/**
 * Records the trending answers the page gets from the server: asked by its scripts, or inside the
 * document of a page the server rendered for the member. Trending follows the UTC day, so a list a
 * spec asks for itself can already be the next day's when the run crosses midnight: a spec compares
 * the screen with what the server sent the page, which holds at any time of day.
 * Call it before the page asks, e.g. before logging in.
 */
export function recordTrendingAnswers(page: Page): TrendingAnswers {
  const answers = new Map<string, Promise<TrendingItem[] | undefined>>();
  const key = (mediaType: MediaType, pageNumber: number) => `${mediaType}:${pageNumber}`;
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document' && response.ok()) {
      const lists = response.text().then(trendingInDocument, () => []);
      // Each list known once the document is read; a later answer replaces it.
      void lists.then((found) => {
        for (const [mediaType, pageNumber, results] of found)
          answers.set(key(mediaType, pageNumber), Promise.resolve(results));
      });
      return;
    }
    const url = new URL(response.url());
    const mediaType = trendingPath.exec(url.pathname)?.[1] as MediaType | undefined;
    if (!mediaType || !response.ok()) return;
    const pageNumber = Number(url.searchParams.get('page') ?? '1');
    answers.set(
      key(mediaType, pageNumber),
      response.json().then(
        (body) => (body as { results: TrendingItem[] }).results,
        // The body is gone when the page moved on before reading it; a later answer replaces it.
        () => undefined,
      ),
    );
  });
  const latest = (mediaType: MediaType, pageNumber = 1) =>
    answers.get(key(mediaType, pageNumber)) ?? Promise.resolve(undefined);
  return {
    latest,
    async received(mediaType, pageNumber = 1) {
      let items: TrendingItem[] | undefined;
      await expect
        .poll(async () => (items = await latest(mediaType, pageNumber)) !== undefined, {
          message: `the app received trending ${mediaType} page ${pageNumber}`,
        })
        .toBe(true);
      return items ?? [];
    },
  };
}
