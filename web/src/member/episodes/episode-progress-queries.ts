import type { UpNextTab } from '@marquee/tmdb-types/episode-progress';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { libraryKeys } from '../library-keys';
import { libraryRead } from '../library-read';
import { useLibraryMember } from '../use-library-member';
import {
  fetchCalendar,
  fetchCalendarFeed,
  fetchEpisodeWatches,
  fetchSeasonRatings,
  fetchShowProgress,
  fetchUpNext,
  type CalendarRange,
} from './episode-progress-api';

/*
 * The reads of a member's episode progress. Under the library's keys, so any library write asks
 * them again, and each is asked again when the window regains focus (libraryRead).
 */

export function showProgressQueryOptions(uid: string, showId: number) {
  return queryOptions({
    queryKey: libraryKeys.showProgress(uid, showId),
    queryFn: ({ signal, client }) => fetchShowProgress(uid, showId, { signal, client }),
    ...libraryRead,
  });
}

export function seasonRatingsQueryOptions(uid: string, showId: number, seasonNumber: number) {
  return queryOptions({
    queryKey: libraryKeys.seasonRatings(uid, showId, seasonNumber),
    queryFn: ({ signal, client }) => fetchSeasonRatings(showId, seasonNumber, { signal, client }),
    ...libraryRead,
  });
}

export function upNextQueryOptions(uid: string, tab: UpNextTab, page: number) {
  return queryOptions({
    queryKey: libraryKeys.upNext(uid, tab, page),
    queryFn: ({ signal, client }) => fetchUpNext(uid, tab, page, { signal, client }),
    ...libraryRead,
  });
}

export function episodeWatchesQueryOptions(uid: string, page: number) {
  return queryOptions({
    queryKey: libraryKeys.episodeWatches(uid, page),
    queryFn: ({ signal, client }) => fetchEpisodeWatches(uid, page, { signal, client }),
    ...libraryRead,
  });
}

export function calendarQueryOptions(uid: string, range: CalendarRange | null) {
  return queryOptions({
    queryKey: libraryKeys.calendar(uid, range),
    queryFn: ({ signal, client }) => fetchCalendar(uid, range, { signal, client }),
    ...libraryRead,
  });
}

export function calendarFeedQueryOptions(uid: string) {
  return queryOptions({
    queryKey: libraryKeys.calendarFeed(uid),
    queryFn: ({ signal, client }) => fetchCalendarFeed(uid, { signal, client }),
  });
}

/** The member's progress of a show; nothing is asked for nobody, or without our server. */
export function useShowProgress(showId: number) {
  const uid = useLibraryMember();
  const options = showProgressQueryOptions(uid ?? '', showId);
  return useQuery({ ...options, queryFn: uid === null ? skipToken : options.queryFn });
}

/** The member's rating of each episode of a season, by episode number. */
export function useSeasonRatings(showId: number, seasonNumber: number) {
  const uid = useLibraryMember();
  const options = seasonRatingsQueryOptions(uid ?? '', showId, seasonNumber);
  return useQuery({
    ...options,
    queryFn: uid === null ? skipToken : options.queryFn,
    select: (answer) =>
      new Map(
        answer.results.map((result) => [
          result.episode_number,
          result.rated === false ? 0 : result.rated.value,
        ]),
      ),
  });
}
