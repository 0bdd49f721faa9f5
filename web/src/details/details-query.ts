import type { MovieDetails, PersonDetails, TvDetails } from '@marquee/tmdb-types/details';
import { isMediaType, type MediaType } from '@marquee/tmdb-types/media';
import { queryOptions } from '@tanstack/react-query';
import { fetchCatalogue } from '../lib/catalogue-client';
import { shownReleases } from './certification';
import { mergeCredits, type PersonCredit } from './person-credits';
import { chooseTrailer } from './trailer/choose-trailer';

/**
 * A person as the page keeps them: cast and crew merged into one line per title, with what the
 * list shows. A long career's combined credits run to hundreds of kilobytes (every title's
 * overview), which a page the server renders would carry whole to the browser.
 */
export interface PersonPage extends Omit<PersonDetails, 'combined_credits'> {
  credits: PersonCredit[];
}

/** What the details page keeps of each kind of answer. */
export interface DetailsByMediaType {
  movie: MovieDetails;
  person: PersonPage;
  tv: TvDetails;
}

function personPage({ combined_credits: credits, ...person }: PersonDetails): PersonPage {
  return { ...person, credits: mergeCredits(credits) };
}

// The app is in English until it is translated: the trailer's language of choice.
const PAGE_LANGUAGE = 'en';

/**
 * Of a title's videos the page keeps the trailer it would play, or none: a popular title lists
 * dozens, which a page the server renders would carry whole to the browser.
 */
function withChosenTrailer<T extends MovieDetails | TvDetails>(title: T): T {
  if (title.videos === undefined) return title;
  const trailer = chooseTrailer(title.videos.results, PAGE_LANGUAGE);
  return { ...title, videos: { results: trailer === undefined ? [] : [trailer] } };
}

/** Of a movie's releases the page keeps each country's rated one: what its rating shows. */
function withShownReleases(movie: MovieDetails): MovieDetails {
  if (movie.release_dates === undefined) return movie;
  return { ...movie, release_dates: { results: shownReleases(movie.release_dates.results) } };
}

function titlePage(title: MovieDetails | TvDetails): MovieDetails | TvDetails {
  const trimmed = withChosenTrailer(title);
  return 'title' in trimmed ? withShownReleases(trimmed) : trimmed;
}

export interface DetailsTarget {
  mediaType: MediaType;
  id: number;
}

/** `/details/{media type}/{id}` as the page and its loader read it; undefined is Not Found. */
export function parseDetailsParams(params: {
  mediaType?: string | undefined;
  id?: string | undefined;
}): DetailsTarget | undefined {
  const { mediaType, id } = params;
  if (!isMediaType(mediaType) || id === undefined || !/^\d+$/.test(id)) return undefined;
  return { mediaType, id: Number(id) };
}

/**
 * One request brings everything a details page links to, its trailer, where to watch it in every
 * region and its rating in each country (so choosing another region asks nothing): no later request.
 */
const appended: Record<MediaType, string> = {
  movie: 'credits,similar,videos,watch/providers,keywords,release_dates',
  tv: 'credits,similar,videos,watch/providers,keywords,content_ratings',
  person: 'combined_credits',
};

/** `3/{media type}/{id}`: public, so it carries no member token. */
export function detailsQueryOptions<M extends MediaType>(mediaType: M, id: number) {
  return queryOptions({
    queryKey: [mediaType, id] as const,
    queryFn: async ({ signal, client }) => {
      const answer = await fetchCatalogue<MovieDetails | TvDetails | PersonDetails>(
        `3/${mediaType}/${id}`,
        { append_to_response: appended[mediaType] },
        { signal, client },
      );
      // The answer is the media type's: the address asked for it.
      return (
        mediaType === 'person'
          ? personPage(answer as PersonDetails)
          : titlePage(answer as MovieDetails | TvDetails)
      ) as DetailsByMediaType[M];
    },
    // No such title or person: the page says Not Found.
    meta: { expectsNotFound: true },
  });
}
