import type { LibraryTitle } from '@marquee/tmdb-types/account';
import { titleOf } from '../../member/library-format';

/*
 * The words of one candidate for an ambiguous import row. Candidates share a name, often a year
 * too ("The Kings (2024)" three times): what tells them apart comes after it.
 */

const languageNames = new Intl.DisplayNames(['en-US'], { type: 'language' });

// Room for one line beside a small poster; the details link has the rest.
const leadLength = 100;

/** "The Kings (2024)", "The Kings (2024), TV". */
export function candidateTitle(title: LibraryTitle): string {
  const date = title.media_type === 'movie' ? title.release_date : title.first_air_date;
  const year = date?.slice(0, 4);
  const name = year ? `${titleOf(title)} (${year})` : titleOf(title);
  return title.media_type === 'tv' ? `${name}, TV` : name;
}

/** "Spanish, original title Los Reyes": the original title only when it is another one. */
export function candidateFacts(title: LibraryTitle): string {
  const original = title.media_type === 'movie' ? title.original_title : title.original_name;
  const language = languageName(title.original_language);
  const facts = language ? [language] : [];
  if (original && original !== titleOf(title)) facts.push(`original title ${original}`);
  return facts.join(', ');
}

/** The radio's name: the title and year first, as the row in the file names it. */
export function candidateName(title: LibraryTitle): string {
  const facts = candidateFacts(title);
  return facts ? `${candidateTitle(title)}, ${facts}` : candidateTitle(title);
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
function languageName(code: string): string | undefined {
  try {
    const name = languageNames.of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}
