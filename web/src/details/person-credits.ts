import type { CombinedCredits } from '@marquee/tmdb-types/credits';
import type { TitleMediaType } from '@marquee/tmdb-types/media';
import { yearOf } from './details-format';

export interface PersonCredit {
  key: string;
  mediaType: TitleMediaType;
  id: number;
  title: string;
  /** Characters played and jobs held, in credit order: "Woody, Executive Producer". */
  roles: string[];
  date: string | undefined;
  year: string | undefined;
  popularity: number;
}

export type CreditSort = 'year' | 'popularity';

/** Cast and crew credits merged, one entry per title (a person can act in and produce a film). */
export function mergeCredits(credits: CombinedCredits | undefined): PersonCredit[] {
  const byTitle = new Map<string, PersonCredit>();
  const entries = [
    ...(credits?.cast ?? []).map((credit) => ({ credit, role: credit.character })),
    ...(credits?.crew ?? []).map((credit) => ({ credit, role: credit.job })),
  ];
  for (const { credit, role } of entries) {
    const key = `${credit.media_type}-${credit.id}`;
    let entry = byTitle.get(key);
    if (!entry) {
      const date = credit.media_type === 'movie' ? credit.release_date : credit.first_air_date;
      entry = {
        key,
        mediaType: credit.media_type,
        id: credit.id,
        title: credit.media_type === 'movie' ? credit.title : credit.name,
        roles: [],
        date: date || undefined,
        year: yearOf(date),
        popularity: credit.popularity ?? 0,
      };
      byTitle.set(key, entry);
    }
    if (role && !entry.roles.includes(role)) entry.roles.push(role);
  }
  return [...byTitle.values()];
}

/** Newest first with undated titles last, or most popular first; title breaks ties. */
export function sortCredits(credits: readonly PersonCredit[], sort: CreditSort): PersonCredit[] {
  return [...credits].sort((a, b) => {
    if (sort === 'popularity') {
      if (b.popularity !== a.popularity) return b.popularity - a.popularity;
    } else if (a.date !== b.date) {
      if (a.date === undefined) return 1;
      if (b.date === undefined) return -1;
      return a.date < b.date ? 1 : -1;
    }
    return a.title.localeCompare(b.title);
  });
}
