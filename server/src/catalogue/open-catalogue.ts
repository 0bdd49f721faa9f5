import Database from 'better-sqlite3';
import { createAiringQueries } from './airing-queries.js';
import type { Catalogue } from './catalogue.js';
import { createCollectionQueries } from './collection-queries.js';
import { createCompanyQueries } from './company-queries.js';
import { checkCatalogueFile, explainedSqliteError } from './catalogue-file-check.js';
import { createCreditQueries } from './credit-queries.js';
import { createKeywordQueries } from './keyword-queries.js';
import { createListItemQueries } from './list-item-queries.js';
import { createListQueries } from './list-queries.js';
import { createOfferQueries } from './offer-queries.js';
import { createRecommendationQueries } from './recommendation-queries.js';
import { createReleaseQueries } from './release-queries.js';
import { createSearchQueries } from './search-queries.js';
import { createSearchRanking } from './search-ranking.js';
import { createSeasonQueries } from './season-queries.js';
import { createStatementCache } from './statement-cache.js';
import { createTitleLists } from './title-lists.js';
import { createTitleMatchQueries } from './title-match-queries.js';

/**
 * Opens a catalogue file read-only with every query prepared once. A file that is not a complete
 * catalogue of this schema version throws a StartupProblem naming it.
 */
export function openCatalogue(filePath: string): Catalogue {
  const db = openCatalogueDatabase(filePath);
  try {
    const items = createListItemQueries(db);
    const credits = createCreditQueries(db, items);
    const releases = createReleaseQueries(db, items);
    const statements = createStatementCache(db);
    const seasons = createSeasonQueries(db, items, credits);
    return {
      detailsJson: items.detailsJson,
      listItems: items.listItems,
      ...credits,
      ...seasons,
      ...createAiringQueries(db, items),
      ...releases,
      ...createListQueries(db, items, statements),
      ...createTitleLists(db, items),
      ...createRecommendationQueries(db, items),
      ...createTitleMatchQueries(db, items, seasons),
      ...createOfferQueries(db),
      ...createSearchQueries(createSearchRanking(db), items),
      ...createKeywordQueries(db, items),
      ...createCompanyQueries(db),
      ...createCollectionQueries(db, releases.movieDetailsJson),
      close() {
        db.close();
      },
    };
  } catch (error) {
    db.close();
    throw explainedSqliteError(error, filePath);
  }
}

/** The read-only handle the server serves from: a bug in a route can never write to the catalogue. */
export function openCatalogueDatabase(filePath: string): Database.Database {
  let db: Database.Database;
  try {
    db = new Database(filePath, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw explainedSqliteError(error, filePath);
  }
  try {
    checkCatalogueFile(db, filePath);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}
