import type Database from 'better-sqlite3';

/**
 * Bumped whenever the tables change, so an old file is regenerated rather than misread. Not for
 * tv_plan: a file without it (an imported one, read as it is) simply has no plans. Version 4:
 * movie_offer and tv_offer, where titles can be watched; keywords, companies and networks, and the
 * titles of each; movie_release and title_certification. Version 5: collection and
 * collection_part (with collection_fts), movies' franchises; movie_facet and tv_facet, the
 * narrow rows discover filters on (discover-columns.ts).
 */
export const SCHEMA_VERSION = '5';

/**
 * Bumped whenever the generator writes other contents into the same tables for the same seed, so
 * a generated file is generated again at start (catalogueFileState). Apart from SCHEMA_VERSION
 * because an imported catalogue's tables are still read as they are. Files written before it
 * existed have none: version 1. Version 2: shows' seasons and episodes follow their plans.
 * Version 3: each show's plan is in tv_plan too, for the airing lists. Version 4: where each title
 * can be watched (movie_offer, tv_offer); titles have keywords, and companies and networks their
 * pages and titles (and a network's name follows its id); movies' releases and titles' ratings
 * (movie_release, title_certification). Version 5: about one movie in ten is a part of a franchise
 * (generated-collections.ts): its later parts are renamed as sequels ("Name 2", "Name: Subtitle")
 * and cast the first part's leads again, and the movies' details name their collection; each
 * title's facet row (movie_facet, tv_facet) with its runtime, language and, for a movie, its
 * maturity and rated countries.
 */
export const GENERATOR_VERSION = '5';

// What discover filters and sorts on, one narrow row per title (about 40 bytes against the
// kilobytes of the title's row and its json), read whole into typed arrays when the catalogue
// opens (discover-columns.ts). day: the stored release (first air) date as days since 1970-01-01;
// end_day: a show's last air day when it has ended; language: original_language; runtime: a
// movie's, a show's first episode run time. maturity (certification-systems.ts) and rated_in (bits
// of MOVIE_RATING_SYSTEMS' countries) give a generated movie's rating in each country it is rated
// in; null and 0 when unknown (imported titles). Written with the title by the catalogue writer,
// then rewritten in popularity order (rankFacetRows), so the rows load in order from consecutive
// pages; a title imported later is appended, and loading sorts. Named by the caller: rankFacetRows
// makes them anew.
function facetTablesSql(movie: string, tv: string): string {
  return `
CREATE TABLE ${movie} (
  id INTEGER NOT NULL UNIQUE,
  popularity REAL NOT NULL,
  vote_average REAL NOT NULL,
  vote_count INTEGER NOT NULL,
  day INTEGER,
  runtime INTEGER,
  language TEXT NOT NULL,
  genre_mask INTEGER NOT NULL,
  maturity INTEGER,
  rated_in INTEGER NOT NULL
);
CREATE TABLE ${tv} (
  id INTEGER NOT NULL UNIQUE,
  popularity REAL NOT NULL,
  vote_average REAL NOT NULL,
  vote_count INTEGER NOT NULL,
  day INTEGER,
  end_day INTEGER,
  runtime INTEGER,
  language TEXT NOT NULL,
  genre_mask INTEGER NOT NULL
);`;
}

// Each title/person row keeps the exact TMDB details object in `json` (served as-is, and what the importer
// round-trips) beside the few columns that lists sort and filter on. List items are derived from `json`.
// A title's `search_key` is its folded title and `original_key` its folded original title when that
// differs (else null): the keys imports match names on. `imdb_id` is a column because TV details do
// not carry it (TMDB gives it only in external_ids).
const SCHEMA_SQL = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE movie (
  id INTEGER PRIMARY KEY,
  popularity REAL NOT NULL,
  vote_average REAL NOT NULL,
  vote_count INTEGER NOT NULL,
  release_date TEXT,
  year INTEGER,
  genre_mask INTEGER NOT NULL,
  search_key TEXT NOT NULL,
  original_key TEXT,
  imdb_id TEXT,
  json TEXT NOT NULL
);

CREATE TABLE tv (
  id INTEGER PRIMARY KEY,
  popularity REAL NOT NULL,
  vote_average REAL NOT NULL,
  vote_count INTEGER NOT NULL,
  first_air_date TEXT,
  year INTEGER,
  genre_mask INTEGER NOT NULL,
  search_key TEXT NOT NULL,
  original_key TEXT,
  imdb_id TEXT,
  json TEXT NOT NULL
);

CREATE TABLE person (
  id INTEGER PRIMARY KEY,
  popularity REAL NOT NULL,
  original_name TEXT,
  search_key TEXT NOT NULL,
  known_for TEXT,
  json TEXT NOT NULL
);

CREATE TABLE credit (
  credit_id TEXT NOT NULL,
  media_type TEXT NOT NULL,
  media_id INTEGER NOT NULL,
  person_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  character TEXT,
  department TEXT,
  job TEXT,
  ord INTEGER NOT NULL,
  cast_id INTEGER,
  episode_count INTEGER
);

-- Each generated show's plan (show-plan.ts) in numbers, for the airing lists (airing-queries.ts):
-- every episode airs on the weekday of first_day (days since 1970-01-01, UTC), the last one on
-- last_day, null while the show runs. Only the generator fills it; imported shows have no plans.
CREATE TABLE tv_plan (
  id INTEGER PRIMARY KEY,
  weekday INTEGER NOT NULL,
  first_day INTEGER NOT NULL,
  last_day INTEGER,
  spacing_weeks INTEGER NOT NULL,
  final_season INTEGER,
  specials_after TEXT NOT NULL,
  popularity REAL NOT NULL
);

-- Where each generated title can be watched (generated-offers.ts): a row per service and way of
-- watching, the way as its index in MONETIZATION_TYPES and the regions as bits of WATCH_REGIONS
-- (watch-providers.ts, watch-regions.ts). Keyed service first, for discover's with_watch_providers
-- (a service's titles of one way are one range, its regions a test of bits); a title's own offers
-- are its keys under each service and way, one statement of IN lists (offer-queries.ts). A row
-- per region instead would be about six times as many. Only the generator fills them.
CREATE TABLE movie_offer (
  provider_id INTEGER NOT NULL,
  monetization INTEGER NOT NULL,
  title_id INTEGER NOT NULL,
  regions INTEGER NOT NULL,
  PRIMARY KEY (provider_id, monetization, title_id)
) WITHOUT ROWID;
CREATE TABLE tv_offer (
  provider_id INTEGER NOT NULL,
  monetization INTEGER NOT NULL,
  title_id INTEGER NOT NULL,
  regions INTEGER NOT NULL,
  PRIMARY KEY (provider_id, monetization, title_id)
) WITHOUT ROWID;
-- Keywords, companies and networks, each with the titles that carry it. A posting row keeps its
-- title's popularity, so one index lists a keyword's (company's, network's) titles most popular
-- first, 20 at a time however many there are; its primary key lists a title's own. A title's
-- companies and networks are also in its details: the postings are what discover filters on.
CREATE TABLE keyword (id INTEGER PRIMARY KEY, name TEXT NOT NULL, search_key TEXT NOT NULL);
CREATE TABLE movie_keyword (title_id INTEGER NOT NULL, keyword_id INTEGER NOT NULL, popularity REAL NOT NULL, PRIMARY KEY (title_id, keyword_id)) WITHOUT ROWID;
CREATE TABLE tv_keyword (title_id INTEGER NOT NULL, keyword_id INTEGER NOT NULL, popularity REAL NOT NULL, PRIMARY KEY (title_id, keyword_id)) WITHOUT ROWID;
-- A company's or network's page as /3/company/{id} and /3/network/{id} answer it.
CREATE TABLE company (id INTEGER PRIMARY KEY, name TEXT NOT NULL, search_key TEXT NOT NULL, json TEXT NOT NULL);
CREATE TABLE network (id INTEGER PRIMARY KEY, json TEXT NOT NULL);
CREATE TABLE movie_company (title_id INTEGER NOT NULL, company_id INTEGER NOT NULL, popularity REAL NOT NULL, PRIMARY KEY (title_id, company_id)) WITHOUT ROWID;
CREATE TABLE tv_company (title_id INTEGER NOT NULL, company_id INTEGER NOT NULL, popularity REAL NOT NULL, PRIMARY KEY (title_id, company_id)) WITHOUT ROWID;
CREATE TABLE tv_network (title_id INTEGER NOT NULL, network_id INTEGER NOT NULL, popularity REAL NOT NULL, PRIMARY KEY (title_id, network_id)) WITHOUT ROWID;
-- Each generated movie's releases (generated-releases.ts): day is the day as stored (days since
-- 1970-01-01, UTC), after_origin its days after the film first opens in its own country. A
-- current film's dates follow the calendar (movie-calendar.ts): its rows have cycle_day, the
-- day's place in the 364-day cycle, and answer on a day as originDayOn moves them; null: the
-- date never moves. Type is TMDB's release type (3 theatrical). An imported catalogue has none.
CREATE TABLE movie_release (
  movie_id INTEGER NOT NULL,
  country TEXT NOT NULL,
  type INTEGER NOT NULL,
  day INTEGER NOT NULL,
  after_origin INTEGER NOT NULL,
  cycle_day INTEGER
);

-- Each title's rating per country, one for all of a movie's releases there; rank is the
-- rating's order in the country's system (certification-systems.ts), null for one it lacks.
-- Discover does not read it: a movie's facet row has its maturity and rated countries.
CREATE TABLE title_certification (
  media_type TEXT NOT NULL,
  country TEXT NOT NULL,
  rank INTEGER,
  certification TEXT NOT NULL,
  title_id INTEGER NOT NULL
);

-- Collections (franchises) as /3/collection/{id} answers them, without the parts: a part is a
-- movie whose details name the collection, read with the day's release date (collection-queries.ts).
CREATE TABLE collection (id INTEGER PRIMARY KEY, name TEXT NOT NULL, search_key TEXT NOT NULL, json TEXT NOT NULL);
CREATE TABLE collection_part (collection_id INTEGER NOT NULL, movie_id INTEGER NOT NULL, PRIMARY KEY (collection_id, movie_id)) WITHOUT ROWID;

${facetTablesSql('movie_facet', 'tv_facet')}
-- One-letter prefixes are indexed for a last word being typed ("Broken T"); at 1,000,000 titles
-- they cost 6 MB and answer such a query in about 40 ms instead of 100 to 230 ms.
CREATE VIRTUAL TABLE movie_fts USING fts5 (title, original_title, content='', contentless_delete=1, prefix='1 2 3', tokenize='unicode61 remove_diacritics 2');
CREATE VIRTUAL TABLE tv_fts USING fts5 (name, original_name, content='', contentless_delete=1, prefix='1 2 3', tokenize='unicode61 remove_diacritics 2');
CREATE VIRTUAL TABLE person_fts USING fts5 (name, original_name, content='', contentless_delete=1, prefix='1 2 3', tokenize='unicode61 remove_diacritics 2');
CREATE VIRTUAL TABLE keyword_fts USING fts5 (name, content='', contentless_delete=1, prefix='1 2 3', tokenize='unicode61 remove_diacritics 2');
CREATE VIRTUAL TABLE company_fts USING fts5 (name, content='', contentless_delete=1, prefix='1 2 3', tokenize='unicode61 remove_diacritics 2');
CREATE VIRTUAL TABLE collection_fts USING fts5 (name, content='', contentless_delete=1, prefix='1 2 3', tokenize='unicode61 remove_diacritics 2');
`;

// Created after bulk loading: building an index once is far cheaper than keeping it sorted row by row.
// Discover filters and sorts on the facet columns in memory (discover-columns.ts), so the titles'
// vote, date and year columns have no index of their own.
const INDEX_SQL = `
CREATE INDEX movie_popularity ON movie (popularity);
CREATE INDEX movie_search_key ON movie (search_key, year, popularity);
CREATE INDEX movie_original_key ON movie (original_key, year, popularity) WHERE original_key IS NOT NULL;
CREATE INDEX movie_imdb_id ON movie (imdb_id) WHERE imdb_id IS NOT NULL;
CREATE INDEX tv_popularity ON tv (popularity);
CREATE INDEX tv_search_key ON tv (search_key, year, popularity);
CREATE INDEX tv_original_key ON tv (original_key, year, popularity) WHERE original_key IS NOT NULL;
CREATE INDEX tv_imdb_id ON tv (imdb_id) WHERE imdb_id IS NOT NULL;
-- Covering: a day's candidates (a seventh of the running shows) are read from the index alone.
CREATE INDEX tv_plan_day ON tv_plan (weekday, last_day, first_day, spacing_weeks, final_season, specials_after, popularity);
-- Dated releases by country and type: a range of days (the cinema lists' films whose date never
-- moves). Current films' rows by their place in the cycle, covering: a day's films in
-- cinemas are one or two ranges of it (release-queries.ts).
CREATE INDEX movie_release_day ON movie_release (country, type, day);
CREATE INDEX movie_release_cycle ON movie_release (type, cycle_day, country, after_origin, day, movie_id) WHERE cycle_day IS NOT NULL;
CREATE INDEX person_popularity ON person (popularity);
CREATE UNIQUE INDEX credit_unique ON credit (credit_id, media_type, media_id, person_id);
CREATE INDEX credit_title ON credit (media_type, media_id, kind, ord);
CREATE INDEX credit_person ON credit (person_id);
CREATE INDEX movie_keyword_titles ON movie_keyword (keyword_id, popularity DESC, title_id);
CREATE INDEX tv_keyword_titles ON tv_keyword (keyword_id, popularity DESC, title_id);
CREATE INDEX movie_company_titles ON movie_company (company_id, popularity DESC, title_id);
CREATE INDEX tv_company_titles ON tv_company (company_id, popularity DESC, title_id);
CREATE INDEX tv_network_titles ON tv_network (network_id, popularity DESC, title_id);
-- A movie imported again leaves the collection it was a part of.
CREATE INDEX collection_part_movie ON collection_part (movie_id);
`;

export function createCatalogueSchema(db: Database.Database): void {
  db.exec(SCHEMA_SQL);
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('schema_version', SCHEMA_VERSION);
}

export function createCatalogueIndexes(db: Database.Database): void {
  // First, so the indexes are built into the pages the drawn facet rows leave free.
  rankFacetRows(db);
  db.exec(INDEX_SQL);
}

/** Rewrites the facet tables in popularity order, ties by id: the order discover loads them in. */
function rankFacetRows(db: Database.Database): void {
  db.exec(`ALTER TABLE movie_facet RENAME TO movie_facet_drawn;
ALTER TABLE tv_facet RENAME TO tv_facet_drawn;
${facetTablesSql('movie_facet', 'tv_facet')}
INSERT INTO movie_facet SELECT * FROM movie_facet_drawn ORDER BY popularity DESC, id;
INSERT INTO tv_facet SELECT * FROM tv_facet_drawn ORDER BY popularity DESC, id;
DROP TABLE movie_facet_drawn;
DROP TABLE tv_facet_drawn;`);
}
