import type { LibraryTitle } from '@marquee/tmdb-types/account';
import { foldText } from '../catalogue/fold-text.js';

/** At most this many candidates for the person to pick among (docs/library-api.md). */
export const MAX_CANDIDATES = 5;

/** The year a title was released (a show first aired), or undefined when it has no date. */
export function titleYear(title: LibraryTitle): number | undefined {
  const date = title.media_type === 'movie' ? title.release_date : title.first_air_date;
  const year = Number.parseInt(date?.slice(0, 4) ?? '', 10);
  return Number.isNaN(year) ? undefined : year;
}

/**
 * Whether the title is named `name`, or originally was, as search compares names: the same text
 * once case, accents and punctuation are set aside.
 */
export function isNamed(title: LibraryTitle, name: string): boolean {
  const key = foldText(name);
  const [current, original] =
    title.media_type === 'movie'
      ? [title.title, title.original_title]
      : [title.name, title.original_name];
  return key !== '' && (foldText(current ?? '') === key || foldText(original ?? '') === key);
}
