import type Database from 'better-sqlite3';
import type { CompanyDetails, CompanySummary, NetworkDetails } from '@marquee/tmdb-types/company';
import type { MovieDetails, TvDetails } from '@marquee/tmdb-types/details';
import type { Keyword } from '@marquee/tmdb-types/keyword';
import type { TitleMediaType } from '@marquee/tmdb-types/media';
import { foldText } from './fold-text.js';

/** Keywords, companies and networks, and which titles carry each (the posting tables). */
export interface TitleTagsWriter {
  putKeyword(keyword: Keyword): void;
  /** The title's keywords, replacing any it had. */
  putTitleKeywords(
    media: TitleMediaType,
    titleId: number,
    popularity: number,
    keywordIds: readonly number[],
  ): void;
  putCompany(details: CompanyDetails): void;
  putNetwork(details: NetworkDetails): void;
}

export interface TitleTagsWriterInternal extends TitleTagsWriter {
  /**
   * What a title's details say of its companies (and a show's networks): its postings, replacing
   * any it had, and a page for each one the catalogue has none of yet (an imported title's). Called
   * when the title's row was written.
   */
  putTitleTags(media: TitleMediaType, details: MovieDetails | TvDetails): void;
}

/** A company or network known only from a title's details: the page says only what they say. */
function companyFromSummary(summary: CompanySummary): CompanyDetails {
  return {
    description: '',
    headquarters: '',
    homepage: '',
    id: summary.id,
    logo_path: summary.logo_path,
    name: summary.name,
    origin_country: summary.origin_country,
    parent_company: null,
  };
}

function networkFromSummary(summary: CompanySummary): NetworkDetails {
  const { id, logo_path, name, origin_country } = summary;
  return { headquarters: '', homepage: '', id, logo_path, name, origin_country };
}

export function createTitleTagsWriter(
  db: Database.Database,
  options: { replace: boolean },
): TitleTagsWriterInternal {
  const verb = options.replace ? 'INSERT OR REPLACE' : 'INSERT OR IGNORE';
  const postings = (table: string, column: string) => ({
    clear: db.prepare(`DELETE FROM ${table} WHERE title_id = ?`),
    insert: db.prepare(
      `INSERT OR IGNORE INTO ${table} (title_id, ${column}, popularity) VALUES (?, ?, ?)`,
    ),
  });
  const titleKeywords = {
    movie: postings('movie_keyword', 'keyword_id'),
    tv: postings('tv_keyword', 'keyword_id'),
  };
  // Details imported again may bring a new popularity; the title keeps its keywords.
  const keywordsFollow = {
    movie: db.prepare('UPDATE movie_keyword SET popularity = ? WHERE title_id = ?'),
    tv: db.prepare('UPDATE tv_keyword SET popularity = ? WHERE title_id = ?'),
  };
  const titleCompanies = {
    movie: postings('movie_company', 'company_id'),
    tv: postings('tv_company', 'company_id'),
  };
  const showNetworks = postings('tv_network', 'network_id');
  const keywordRow = {
    insert: db.prepare(`${verb} INTO keyword (id, name, search_key) VALUES (?, ?, ?)`),
    unindex: db.prepare('DELETE FROM keyword_fts WHERE rowid = ?'),
    index: db.prepare('INSERT INTO keyword_fts (rowid, name) VALUES (?, ?)'),
  };
  const companyRow = (insertVerb: string) =>
    db.prepare(`${insertVerb} INTO company (id, name, search_key, json) VALUES (?, ?, ?, ?)`);
  const company = {
    insert: companyRow(verb),
    stub: companyRow('INSERT OR IGNORE'),
    unindex: db.prepare('DELETE FROM company_fts WHERE rowid = ?'),
    index: db.prepare('INSERT INTO company_fts (rowid, name) VALUES (?, ?)'),
  };
  const network = {
    insert: db.prepare(`${verb} INTO network (id, json) VALUES (?, ?)`),
    stub: db.prepare('INSERT OR IGNORE INTO network (id, json) VALUES (?, ?)'),
  };

  function writeCompany(details: CompanyDetails, stub: boolean): void {
    const result = (stub ? company.stub : company.insert).run(
      details.id,
      details.name,
      foldText(details.name),
      JSON.stringify(details),
    );
    if (result.changes === 0) return;
    if (options.replace && !stub) company.unindex.run(details.id);
    company.index.run(details.id, details.name);
  }

  function replacePostings(
    table: ReturnType<typeof postings>,
    titleId: number,
    popularity: number,
    ids: readonly number[],
  ): void {
    table.clear.run(titleId);
    for (const id of ids) table.insert.run(titleId, id, popularity);
  }

  return {
    putKeyword({ id, name }) {
      const result = keywordRow.insert.run(id, name, foldText(name));
      if (result.changes === 0) return;
      if (options.replace) keywordRow.unindex.run(id);
      keywordRow.index.run(id, name);
    },
    putTitleKeywords(media, titleId, popularity, keywordIds) {
      replacePostings(titleKeywords[media], titleId, popularity, keywordIds);
    },
    putCompany(details) {
      writeCompany(details, false);
    },
    putNetwork(details) {
      network.insert.run(details.id, JSON.stringify(details));
    },
    putTitleTags(media, details) {
      if (options.replace) keywordsFollow[media].run(details.popularity, details.id);
      const companies = details.production_companies;
      for (const summary of companies) writeCompany(companyFromSummary(summary), true);
      replacePostings(
        titleCompanies[media],
        details.id,
        details.popularity,
        companies.map((summary) => summary.id),
      );
      if (media === 'tv') {
        const { networks } = details as TvDetails;
        for (const summary of networks)
          network.stub.run(summary.id, JSON.stringify(networkFromSummary(summary)));
        replacePostings(
          showNetworks,
          details.id,
          details.popularity,
          networks.map((summary) => summary.id),
        );
      }
    },
  };
}
