/*
 * The kinds of rows the preview counts. Apart from the preview's work (import-preview.ts), which
 * loads with the import: the settings page shows the counts without loading that.
 */

/** In the order the preview lists them. */
export const importKinds = [
  'episodes',
  'diary',
  'ratings',
  'watchlist',
  'favorites',
  'lists',
  'shows',
] as const;
export type ImportKind = (typeof importKinds)[number];

/** Rows of one kind in the files, by what became of their title. */
export interface KindCounts {
  rows: number;
  matched: number;
  ambiguous: number;
  notFound: number;
}
