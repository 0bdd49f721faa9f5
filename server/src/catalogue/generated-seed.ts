import type Database from 'better-sqlite3';

/**
 * The seed the generator drew the file from, which every show's plan is drawn from too; undefined
 * when shows have no plans: a catalogue anything was imported into holds TMDB's own shows (or has
 * generated ones replaced), whose seasons it never saw.
 */
export function generatedSeed(db: Database.Database): string | undefined {
  const meta = db.prepare<[string], string>('SELECT value FROM meta WHERE key = ?').pluck();
  const seed = meta.get('seed');
  return seed === undefined || meta.get('imported') !== undefined ? undefined : seed;
}
