import { statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { buildFileInPlace } from './build-file-in-place.js';
import {
  createCatalogueIndexes,
  createCatalogueSchema,
  GENERATOR_VERSION,
} from './catalogue-schema.js';
import { createCatalogueWriter, type CatalogueWriter } from './catalogue-writer.js';
import {
  GENERATED_COMPANY_IDS,
  GENERATED_NETWORK_IDS,
  generatedCompany,
  generatedNetwork,
} from './generated-companies.js';
import { writeCredits } from './generated-credits.js';
import { createFranchiseMovieMaker, type FranchisePart } from './generated-collections.js';
import { movieCredits, withRecurringLeads } from './franchise-cast.js';
import { showContentRatings } from './generated-content-ratings.js';
import { generatedImdbId } from './generated-imdb-id.js';
import { generatedOffers } from './generated-offers.js';
import { keywordsOfTitle } from './generated-keywords.js';
import { makePerson } from './generated-people.js';
import { movieReleasePlan, ratingsOf } from './generated-releases.js';
import { planOfShow } from './generated-seasons.js';
import { makeTv } from './generated-titles.js';
import type { GeneratorContext } from './generator-context.js';
import { createOfferWriter } from './offer-rows.js';
import { KEYWORDS } from './keyword-vocabulary.js';
import { rankPermutation } from './rank-permutation.js';
import { createReleaseRowWriter } from './release-rows.js';
import { seededRandom } from './seeded-random.js';
import { createTvPlanWriter } from './tv-plan-rows.js';

export interface GenerateOptions {
  outPath: string;
  seed: string;
  movies: number;
  tv: number;
  people: number;
  /** Rows per transaction; memory use depends on this, never on the catalogue size. */
  batchSize?: number;
  onProgress?: (stage: string, done: number, total: number) => void;
}

export interface GenerateResult {
  durationMs: number;
  bytes: number;
}

export const DEFAULT_SIZES = { movies: 5000, tv: 2000, people: 8000 } as const;

/** The keywords, companies and networks titles name, written before the titles. */
function writeTags(writer: CatalogueWriter): void {
  for (const { id, name } of KEYWORDS) writer.putKeyword({ id, name });
  for (const id of GENERATED_COMPANY_IDS) {
    const company = generatedCompany(id);
    if (company !== undefined) writer.putCompany(company);
  }
  for (const id of GENERATED_NETWORK_IDS) {
    const network = generatedNetwork(id);
    if (network !== undefined) writer.putNetwork(network);
  }
}

/** Runs `work(i)` for 1..count in transactions of `batchSize` rows. */
function inBatches(
  db: Database.Database,
  count: number,
  batchSize: number,
  work: (index: number) => void,
  progress: (done: number) => void,
): void {
  const batch = db.transaction((from: number, to: number) => {
    for (let index = from; index <= to; index += 1) work(index);
  });
  for (let from = 1; from <= count; from += batchSize) {
    const to = Math.min(count, from + batchSize - 1);
    batch(from, to);
    progress(to);
  }
}

function writeCatalogue(db: Database.Database, options: GenerateOptions, people: number): void {
  const batchSize = options.batchSize ?? 2000;
  // Nothing to recover from a crash: an unfinished temporary file is thrown away.
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -64000');
  createCatalogueSchema(db);
  const meta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
  meta.run('seed', options.seed);
  meta.run('generator_version', GENERATOR_VERSION);
  meta.run('sizes', JSON.stringify({ movies: options.movies, tv: options.tv, people }));
  const context: GeneratorContext = {
    seed: options.seed,
    people,
    permutation: rankPermutation(people),
    writer: createCatalogueWriter(db, { replace: false }),
  };
  const franchises = createFranchiseMovieMaker(options.seed, options.movies);
  /** A later part's credits have its first part's leads, drawn again (it may come later by id). */
  const franchiseCredits = (id: number, popularity: number, part?: FranchisePart) => {
    const rows = movieCredits(context, id, popularity);
    const firstId = part?.partIds[0];
    if (firstId === undefined || firstId === id) return rows;
    const first = franchises.movie(firstId).details;
    return withRecurringLeads(rows, movieCredits(context, firstId, first.popularity));
  };
  const putPlan = createTvPlanWriter(db);
  const putOffers = createOfferWriter(db);
  db.transaction(() => writeTags(context.writer))();
  const releases = createReleaseRowWriter(db);
  const report = (stage: string, total: number) => (done: number) =>
    options.onProgress?.(stage, done, total);
  inBatches(
    db,
    people,
    batchSize,
    (id) => context.writer.putPerson(makePerson(context, id)),
    report('people', people),
  );
  inBatches(
    db,
    options.movies,
    batchSize,
    (id) => {
      const { details: movie, part } = franchises.movie(id);
      // Before its first movie by id (not always its first part): the movie would leave a stub.
      if (part !== undefined && Math.min(...part.partIds) === id)
        context.writer.putCollection(part.collection);
      const plan = movieReleasePlan(options.seed, movie);
      context.writer.putMovie(movie, undefined, ratingsOf(plan, movie));
      const keywords = keywordsOfTitle(options.seed, 'movie', id, movie);
      context.writer.putTitleKeywords('movie', id, movie.popularity, keywords);
      for (const row of franchiseCredits(id, movie.popularity, part)) context.writer.putCredit(row);
      putOffers('movie', id, generatedOffers(options.seed, 'movie', movie));
      releases.putMovie(movie, plan);
    },
    report('movies', options.movies),
  );
  inBatches(
    db,
    options.tv,
    batchSize,
    (id) => {
      const random = seededRandom(`${options.seed}:tv:${id}`);
      const creditRandom = seededRandom(`${options.seed}:tv-credits:${id}`);
      const creators = writeCredits(context, creditRandom, 'tv', id, 5);
      const creatorPeople = new Map(
        creators.map((personId) => [personId, makePerson(context, personId)]),
      );
      const show = makeTv(context, id, random, creators, creatorPeople);
      context.writer.putTv(show, generatedImdbId('tv', id));
      const keywords = keywordsOfTitle(options.seed, 'tv', id, show);
      context.writer.putTitleKeywords('tv', id, show.popularity, keywords);
      const plan = planOfShow(options.seed, show);
      if (plan !== undefined) putPlan(plan, show.popularity);
      putOffers('tv', id, generatedOffers(options.seed, 'tv', show));
      releases.putShow(show, showContentRatings(options.seed, show));
    },
    report('tv', options.tv),
  );
  options.onProgress?.('indexes', 0, 1);
  createCatalogueIndexes(db);
  for (const table of [
    'movie_fts',
    'tv_fts',
    'person_fts',
    'keyword_fts',
    'company_fts',
    'collection_fts',
  ])
    db.exec(`INSERT INTO ${table} (${table}) VALUES ('optimize')`);
  db.exec('ANALYZE');
  options.onProgress?.('indexes', 1, 1);
}

/**
 * Writes a complete catalogue, the same bytes for the same seed and sizes, into a temporary file
 * renamed into place, so a reader never sees a half-written catalogue. Rows are streamed in
 * batches: memory stays flat at any size.
 */
export function generateCatalogue(options: GenerateOptions): GenerateResult {
  const started = performance.now();
  const people = Math.max(1, options.people);
  buildFileInPlace(options.outPath, { startFrom: 'empty' }, (tempPath) => {
    const db = new Database(tempPath);
    try {
      writeCatalogue(db, options, people);
    } finally {
      db.close();
    }
  });
  return {
    durationMs: Math.round(performance.now() - started),
    bytes: statSync(options.outPath).size,
  };
}
