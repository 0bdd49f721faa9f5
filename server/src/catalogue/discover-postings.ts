import type Database from 'better-sqlite3';
import type { TitleMediaType } from '@marquee/tmdb-types/media';
import { MONETIZATION_TYPES, STREAMING_SERVICES } from './watch-providers.js';
import type { StatementCache } from './statement-cache.js';

/** The titles of one tag, as ids: what discover's with_keywords / companies / networks / providers read. */
export interface DiscoverPostings {
  keyword(media: TitleMediaType, keywordId: number): number[];
  company(media: TitleMediaType, companyId: number): number[];
  network(networkId: number): number[];
  /**
   * Titles a service (any, when undefined) offers in one of `ways` (indexes of MONETIZATION_TYPES)
   * in a region (any of `regions`' bits); only those of `among` (ids as a JSON array) when given.
   */
  offered(
    media: TitleMediaType,
    providerId: number | undefined,
    ways: readonly number[],
    regions: number,
    among?: string,
  ): number[];
}

const ALL_SERVICES = STREAMING_SERVICES.map((service) => service.id).join(', ');
export const ALL_WAYS: readonly number[] = MONETIZATION_TYPES.map((_, index) => index);

/**
 * Reads the posting tables. Each tag's titles are one range of its (tag, popularity, title) index
 * (catalogue-schema.ts), read without touching the titles; a service's offers one range per way.
 */
export function createDiscoverPostings(
  db: Database.Database,
  { statement }: StatementCache,
): DiscoverPostings {
  const tagTitles = (table: string, column: string) =>
    db.prepare<[number], number>(`SELECT title_id FROM ${table} WHERE ${column} = ?`).pluck();
  const keywords = {
    movie: tagTitles('movie_keyword', 'keyword_id'),
    tv: tagTitles('tv_keyword', 'keyword_id'),
  };
  const companies = {
    movie: tagTitles('movie_company', 'company_id'),
    tv: tagTitles('tv_company', 'company_id'),
  };
  const networks = tagTitles('tv_network', 'network_id');
  return {
    keyword: (media, id) => keywords[media].all(id),
    company: (media, id) => companies[media].all(id),
    network: (id) => networks.all(id),
    offered(media, providerId, ways, regions, among) {
      // The service and the titles are parameters and the ways a set in a fixed order, so a
      // request's values make no new statement: the cache holds a bounded number of texts.
      const services = providerId === undefined ? ALL_SERVICES : '?';
      const waySet = [...new Set(ways)].sort((a, b) => a - b).join(', ');
      const where = `provider_id IN (${services}) AND monetization IN (${waySet}) AND (regions & ?) != 0`;
      const args = providerId === undefined ? [regions] : [providerId, regions];
      // A few titles left by the other filters: a seek per title and way rather than the service's
      // whole range, which for a big service is a good part of the catalogue.
      if (among !== undefined)
        return statement(
          `SELECT title_id FROM ${media}_offer WHERE ${where} AND title_id IN (SELECT value FROM json_each(?))`,
        )
          .pluck()
          .all(...args, among) as number[];
      return statement(`SELECT title_id FROM ${media}_offer WHERE ${where}`)
        .pluck()
        .all(...args) as number[];
    },
  };
}
