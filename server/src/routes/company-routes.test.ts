import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CompanyDetails, CompanySummary, NetworkDetails } from '@marquee/tmdb-types/company';
import type { MovieDetails, TvDetails } from '@marquee/tmdb-types/details';
import type { Page } from '@marquee/tmdb-types/page';
import { importTmdbFiles } from '../catalogue/import-tmdb.js';
import { openCatalogue } from '../catalogue/open-catalogue.js';
import { sharedTmdbFile } from '../test/shared-tmdb.js';
import { getJson, TEST_SIZES } from '../test/test-catalogue.js';
import { okJson, routeTestCatalogue } from '../test/route-test-catalogue.js';
import { testApp } from '../test/test-app.js';

const { test, dir } = routeTestCatalogue('companies');
let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ source: test.source });
});
const ok = <T>(url: string, on = app): Promise<T> => okJson<T>(on, url);

function details<T>(media: 'movie' | 'tv', id: number): T {
  return JSON.parse(test.catalogue.detailsJson(media, id)!) as T;
}

describe('companies and networks', () => {
  it('has a page for every company a title names, with the name the title gives it', async () => {
    const seen = new Set<number>();
    for (let id = 1; id <= 60; id += 1) {
      for (const company of details<MovieDetails>('movie', id).production_companies) {
        if (seen.has(company.id)) continue;
        seen.add(company.id);
        const page = await ok<CompanyDetails>(`/3/company/${company.id}`);
        expect(page).toMatchObject({ id: company.id, name: company.name, logo_path: null });
        expect(page.headquarters).not.toBe('');
        expect(page.description).toContain(company.name);
        if (page.parent_company !== null)
          expect(await ok<CompanyDetails>(`/3/company/${page.parent_company.id}`)).toMatchObject({
            name: page.parent_company.name,
            parent_company: null,
          });
      }
    }
    expect(seen.size).toBeGreaterThan(3);
  });

  it('has a page for every network a show names, with the name the show gives it', async () => {
    for (let id = 1; id <= TEST_SIZES.tv; id += 10) {
      for (const network of details<TvDetails>('tv', id).networks) {
        const page = await ok<NetworkDetails>(`/3/network/${network.id}`);
        expect(page).toMatchObject({ id: network.id, name: network.name });
        expect(page.homepage).toMatch(/^https:\/\/example\.com\//);
      }
    }
  });

  it('answers 404 code 34 for an id that is no company or network', async () => {
    for (const url of ['/3/company/999', '/3/company/1', '/3/network/1000', '/3/network/abc']) {
      const { status, body } = await getJson(app, url);
      expect(status, url).toBe(404);
      expect(body).toMatchObject({ status_code: 34, success: false });
    }
  });

  it('searches companies by any word, and answers a blank query with one empty page', async () => {
    const company = Array.from(
      { length: 20 },
      (_, index) => details<MovieDetails>('movie', index + 1).production_companies[0],
    ).find((named) => named !== undefined)!;
    const lastWord = company.name.split(' ').at(-1)!;
    const found = await ok<Page<CompanySummary>>(
      `/3/search/company?query=${encodeURIComponent(lastWord.slice(0, 4))}`,
    );
    const page = await ok<CompanyDetails>(`/3/company/${company.id}`);
    const { id, logo_path, name, origin_country } = page;
    expect(found.results).toContainEqual({ id, logo_path, name, origin_country });
    const empty = { page: 1, results: [], total_pages: 1, total_results: 0 };
    expect(await ok('/3/search/company?query=')).toEqual(empty);
    expect(await ok('/3/search/company?query=zzzqqq')).toEqual(empty);
  });

  it('knows an imported title’s companies and networks from its details', async () => {
    const imported = path.join(dir, 'imported.sqlite');
    const tvFile = sharedTmdbFile('examples', 'tv-details.json');
    importTmdbFiles(imported, [sharedTmdbFile('examples', 'movie-details.json'), tvFile]);
    const show = JSON.parse(readFileSync(tvFile, 'utf8')) as TvDetails;
    const catalogue = openCatalogue(imported);
    const on = await testApp({ source: { kind: 'embedded', catalogue } });
    try {
      const [network] = show.networks;
      expect(await ok(`/3/network/${network!.id}`, on)).toEqual({
        headquarters: '',
        homepage: '',
        ...network,
      });
      const [company] = show.production_companies;
      expect(await ok(`/3/company/${company!.id}`, on)).toEqual({
        description: '',
        headquarters: '',
        homepage: '',
        parent_company: null,
        ...company,
      });
      const search = await ok<Page<CompanySummary>>(
        `/3/search/company?query=${encodeURIComponent(company!.name)}`,
        on,
      );
      expect(search.results[0]).toEqual(company);
    } finally {
      await on.close();
      catalogue.close();
    }
  });
});
