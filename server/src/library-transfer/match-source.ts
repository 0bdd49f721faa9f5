import type { LibraryTitle } from '@marquee/tmdb-types/account';
import type { TitleMediaType } from '@marquee/tmdb-types/media';
import type { TitleRef } from '../library/library-store.js';

/** The titles of one name, and (asked only when none of them fits) what a search finds. */
export interface NamedTitles {
  /** Titles named so (title or original title), released within a year of the year if given. */
  named: LibraryTitle[];
  /** The search's best results for the name, at most five. */
  searched(): Promise<LibraryTitle[]>;
}

/** Where the title matcher looks: the embedded catalogue, or TMDB through the upstream cache. */
export interface MatchSource {
  /** The title of this id, or undefined when the catalogue has none. */
  byId(title: TitleRef): Promise<LibraryTitle | undefined>;
  /** The title with this IMDb id (of that kind, when given), or undefined. */
  byImdbId(
    imdbId: string,
    mediaType: TitleMediaType | undefined,
  ): Promise<LibraryTitle | undefined>;
  named(mediaType: TitleMediaType, title: string, year: number | undefined): Promise<NamedTitles>;
}
