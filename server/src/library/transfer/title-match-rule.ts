import type { LibraryTitle } from '@marquee/tmdb-types/account';
import type { ImportMatchResult } from '@marquee/tmdb-types/library-transfer';
import { MAX_CANDIDATES, titleYear } from '../../title-catalogue/title-names.js';

function oneOrSeveral(fits: LibraryTitle[]): ImportMatchResult | undefined {
  const [only] = fits;
  if (only === undefined) return undefined;
  return fits.length === 1
    ? { status: 'matched', title: only }
    : { status: 'ambiguous', candidates: fits.slice(0, MAX_CANDIDATES) };
}

/**
 * The one classification rule for a row matched by name. `named` are the titles of that name
 * (best first); with a year, those of that year fit, or when none do, those a year off: one that
 * fits is matched, several are ambiguous. Undefined when none fits, and the search's results decide
 * (fromSearch).
 */
export function matchByName(
  named: readonly LibraryTitle[],
  year: number | undefined,
): ImportMatchResult | undefined {
  if (year === undefined) return oneOrSeveral([...named]);
  const off = (title: LibraryTitle) => {
    const released = titleYear(title);
    return released === undefined ? undefined : Math.abs(released - year);
  };
  return (
    oneOrSeveral(named.filter((title) => off(title) === 0)) ??
    oneOrSeveral(named.filter((title) => off(title) === 1))
  );
}

/** No title of the name fits: the search's best are offered, or nothing was found. */
export function fromSearch(searched: readonly LibraryTitle[]): ImportMatchResult {
  return searched.length === 0
    ? { status: 'not_found' }
    : { status: 'ambiguous', candidates: searched.slice(0, MAX_CANDIDATES) };
}
