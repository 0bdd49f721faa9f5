import type { Credits } from '@marquee/tmdb-types/credits';
import type { MovieDetails } from '@marquee/tmdb-types/details';
import type { MovieListItem } from '@marquee/tmdb-types/media';
import type { Page } from '@marquee/tmdb-types/page';

/** A movie whose page a visitor may open, with what that page must show. */
export interface PublicMovie {
  id: number;
  title: string;
  overview: string;
  /** The top-billed cast's names, in order. */
  cast: string[];
  /** A cast member with a photo, whose page is the person page the tests open. */
  person: { id: number; name: string };
}

/**
 * A GET on a server without any token: these pages are public, so their answers must be too (a
 * members-only answer here fails the test rather than hiding behind a member's header).
 */
export async function getPublicJson<T>(origin: string, path: string): Promise<T> {
  const response = await fetch(`${origin}${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status} without a token`);
  return (await response.json()) as T;
}

/** The first movie matching `word` that has a poster, an overview and a cast member with a photo. */
export async function publicMovie(origin: string, word: string): Promise<PublicMovie> {
  const { results } = await getPublicJson<Page<MovieListItem>>(
    origin,
    `/3/search/movie?query=${encodeURIComponent(word)}`,
  );
  for (const found of results) {
    if (found.poster_path === null || found.overview === '') continue;
    const details = await getPublicJson<MovieDetails & { credits: Credits }>(
      origin,
      `/3/movie/${found.id}?append_to_response=credits`,
    );
    const person = details.credits.cast.find((member) => member.profile_path !== null);
    if (person === undefined) continue;
    return {
      id: details.id,
      title: details.title,
      overview: details.overview,
      cast: details.credits.cast.map((member) => member.name),
      person: { id: person.id, name: person.name },
    };
  }
  throw new Error(`no movie matching "${word}" with a poster, an overview and a cast photo`);
}
