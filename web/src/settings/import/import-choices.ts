import type { LibraryTitle } from '@marquee/tmdb-types/account';

/*
 * The person's picks among an ambiguous title's candidates. Apart from the preview's work, which
 * loads with the import: the settings page shows the picks without loading that.
 */

/** A candidate's value in the person's choices. */
export function candidateValue(title: LibraryTitle): string {
  return `${title.media_type}-${title.id}`;
}

/** For each ambiguous title, the candidate picked (candidateValue) or 'skip'; none is a skip. */
export type ImportChoices = Readonly<Record<string, string>>;
