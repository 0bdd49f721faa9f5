import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from '@marquee/tmdb-types/page';
import type { AnyListItem, PersonListItem } from '@marquee/tmdb-types/media';
import { buildTestCatalogue, getJson } from '../test/test-catalogue.js';
import { testApp } from '../test/test-app.js';

const test = buildTestCatalogue();
afterAll(() => test.cleanup());

async function trendingIds(day: string, url: string): Promise<number[]> {
  const app = await testApp({ source: test.source, now: () => new Date(`${day}T12:00:00Z`) });
  const { body } = await getJson<Page<AnyListItem>>(app, url);
  await app.close();
  return body.results.map((item) => item.id);
}

describe('GET /3/trending/{media}/{window}', () => {
  it('pages 20 results with media_type on each, and an empty page past the end', async () => {
    const app = await testApp({ source: test.source });
    for (const media of ['all', 'movie', 'tv', 'person']) {
      const { status, body } = await getJson<Page<AnyListItem>>(app, `/3/trending/${media}/day`);
      expect(status).toBe(200);
      expect(body.results).toHaveLength(20);
      expect(
        body.results.every(
          (item) => item.media_type === (media === 'all' ? item.media_type : media),
        ),
      ).toBe(true);
      expect(body.total_pages).toBe(Math.ceil(body.total_results / 20));
    }
    const people = await getJson<Page<PersonListItem>>(app, '/3/trending/person/week');
    expect(people.body.results[0]!.known_for.length).toBeGreaterThan(0);
    const beyond = await getJson<Page<AnyListItem>>(app, '/3/trending/movie/day?page=400');
    expect(beyond.body).toMatchObject({ page: 400, results: [], total_results: 300 });
    await app.close();
  });

  it('changes from day to day and stays put within a day', async () => {
    const monday = await trendingIds('2025-06-02', '/3/trending/movie/day');
    expect(await trendingIds('2025-06-02', '/3/trending/movie/day')).toEqual(monday);
    expect(await trendingIds('2025-06-03', '/3/trending/movie/day')).not.toEqual(monday);
    expect(await trendingIds('2025-06-02', '/3/trending/movie/week')).not.toEqual(monday);
  });
});
