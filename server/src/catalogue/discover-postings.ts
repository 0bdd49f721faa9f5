import type Database from 'better-sqlite3';
import type { TitleMediaType } from '@marquee/tmdb-types/media';

/** The titles of one tag, as ids: what discover's with_keywords / companies / networks read. */
export interface DiscoverPostings {
  keyword(media: TitleMediaType, keywordId: number): number[];
  company(media: TitleMediaType, companyId: number): number[];
  network(networkId: number): number[];
}

/**
 * Reads the posting tables. Each tag's titles are one range of its (tag, popularity, title) index
 * (catalogue-schema.ts), read without touching the titles. A service's offers are offer-ranges.ts'.
 */
export function createDiscoverPostings(db: Database.Database): DiscoverPostings {
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
  };
}
