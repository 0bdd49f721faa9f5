import type Database from 'better-sqlite3';
import type { CompanyDetails, CompanySummary } from '@marquee/tmdb-types/company';
import { pageOfResults, type Catalogue } from './catalogue.js';
import { createNameSearch } from './name-search.js';

function summaryOf(json: string): CompanySummary {
  const { id, logo_path, name, origin_country } = JSON.parse(json) as CompanyDetails;
  return { id, logo_path, name, origin_country };
}

/** Companies' and networks' pages, and company search. */
export function createCompanyQueries(
  db: Database.Database,
): Pick<Catalogue, 'companyJson' | 'networkJson' | 'searchCompanies'> {
  const company = db.prepare<[number], string>('SELECT json FROM company WHERE id = ?').pluck();
  const network = db.prepare<[number], string>('SELECT json FROM network WHERE id = ?').pluck();
  const search = createNameSearch(db, 'company');
  return {
    companyJson: (id) => company.get(id),
    networkJson: (id) => network.get(id),
    searchCompanies(match, exactKey, page) {
      const { ids, total } = search.page(match, exactKey, page);
      const results = ids
        .map((id) => company.get(id))
        .filter((json): json is string => json !== undefined)
        .map(summaryOf);
      return pageOfResults(page, results, total);
    },
  };
}
