import type { LibraryTitle } from '@marquee/tmdb-types/account';
import type { IntlShape } from 'react-intl';
import { titleOf } from '../../member/library-format';

/*
 * The words of one candidate for an ambiguous import row. Candidates share a name, often a year
 * too ("The Kings (2024)" three times): what tells them apart comes after it.
 */

// One per language the page has spoken: each loads its locale's data once.
const languageNames = new Map<string, Intl.DisplayNames>();

function languageNamesIn(locale: string): Intl.DisplayNames {
  let names = languageNames.get(locale);
  if (names === undefined) {
    names = new Intl.DisplayNames([locale], { type: 'language' });
    languageNames.set(locale, names);
  }
  return names;
}

// Room for one line beside a small poster; the details link has the rest.
const leadLength = 100;

/** "The Kings (2024)", "The Kings (2024), TV". */
export function candidateTitle(intl: IntlShape, title: LibraryTitle): string {
  const date = title.media_type === 'movie' ? title.release_date : title.first_air_date;
  const year = date?.slice(0, 4);
  const name = year ? `${titleOf(title)} (${year})` : titleOf(title);
  return title.media_type === 'tv'
    ? intl.formatMessage({ id: 'import.candidate.tv' }, { title: name })
    : name;
}

/** "Spanish, original title Los Reyes": the original title only when it is another one. */
export function candidateFacts(intl: IntlShape, title: LibraryTitle): string {
  const name = title.media_type === 'movie' ? title.original_title : title.original_name;
  const original = name && name !== titleOf(title) ? name : undefined;
  const language = languageName(intl.locale, title.original_language);
  if (original === undefined) return language ?? '';
  return language === undefined
    ? intl.formatMessage({ id: 'import.candidate.originalTitle' }, { title: original })
    : intl.formatMessage(
        { id: 'import.candidate.languageAndTitle' },
        { language, title: original },
      );
}

/** The radio's name: the title and year first, as the row in the file names it. */
export function candidateName(intl: IntlShape, title: LibraryTitle): string {
  const facts = candidateFacts(intl, title);
  return facts
    ? intl.formatMessage(
        { id: 'import.candidate.name' },
        { title: candidateTitle(intl, title), facts },
      )
    : candidateTitle(intl, title);
}

/** The overview's first sentence, cut at a word when it is long; '' without an overview. */
export function overviewLead(overview: string): string {
  const line = overview.trim().split('\n')[0]?.trim() ?? '';
  const sentence = /^.*?[.!?](?=\s|$)/.exec(line)?.[0] ?? line;
  if (sentence.length <= leadLength) return sentence;
  const cut = sentence.slice(0, leadLength - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), 1));
  return `${atWord.replace(/[\s,;:–—-]+$/, '')}…`;
}

// TMDB's "xx" (no language) and codes Intl does not know name nothing worth showing.
function languageName(locale: string, code: string): string | undefined {
  try {
    const name = languageNamesIn(locale).of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}
