import path from 'node:path';
import Database from 'better-sqlite3';
import type { Catalogue } from '../catalogue/catalogue.js';
import { createCatalogueIndexes, createCatalogueSchema } from '../catalogue/catalogue-schema.js';
import { createCatalogueWriter } from '../catalogue/catalogue-writer.js';
import { openCatalogue } from '../catalogue/open-catalogue.js';
import { movieFromSummary, tvFromSummary } from '../catalogue/summary-stubs.js';

export interface TestTitle {
  id: number;
  title: string;
  original?: string;
  year: number | null;
  popularity: number;
  genres?: number[];
  imdbId?: string;
}

/**
 * A catalogue file in `dir` holding exactly these titles (and no people), written through the
 * writer the generator and the importer use, opened as the server opens it. The caller closes it.
 */
export function titlesCatalogue(
  dir: string,
  name: string,
  titles: { movies?: TestTitle[]; tv?: TestTitle[] },
): { file: string; catalogue: Catalogue } {
  const file = path.join(dir, `${name}.sqlite`);
  const db = new Database(file);
  createCatalogueSchema(db);
  const writer = createCatalogueWriter(db, { replace: false });
  const date = (year: number | null) => (year === null ? '' : `${year}-06-01`);
  for (const movie of titles.movies ?? [])
    writer.putMovie(
      movieFromSummary({
        id: movie.id,
        title: movie.title,
        original_title: movie.original ?? movie.title,
        release_date: date(movie.year),
        popularity: movie.popularity,
        genre_ids: movie.genres ?? [],
      }),
      movie.imdbId ?? null,
    );
  for (const show of titles.tv ?? [])
    writer.putTv(
      tvFromSummary({
        id: show.id,
        name: show.title,
        original_name: show.original ?? show.title,
        first_air_date: date(show.year),
        popularity: show.popularity,
        genre_ids: show.genres ?? [],
      }),
      show.imdbId ?? null,
    );
  createCatalogueIndexes(db);
  db.close();
  return { file, catalogue: openCatalogue(file) };
}
