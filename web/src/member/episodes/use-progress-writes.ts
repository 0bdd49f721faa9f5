import type { SeasonAccountStates } from '@marquee/tmdb-types/account';
import type { ProgressEpisode, ShowProgressWire } from '@marquee/tmdb-types/episode-progress';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallOptions } from '../library-api';
import { libraryKeys } from '../library-keys';
import { useLibraryMember } from '../use-library-member';
import {
  markEpisodeWatched,
  markSeasonWatched,
  rateEpisode,
  setShowStatus,
  startShowAgain,
  unmarkEpisodeWatched,
  unmarkSeasonWatched,
} from './episode-progress-api';
import { applyProgressWrite, revertProgressWrite, type ProgressWrite } from './progress-write';

function send(
  uid: string,
  showId: number,
  write: ProgressWrite,
  options: CallOptions,
): Promise<unknown> {
  switch (write.kind) {
    case 'episode': {
      const episode = {
        showId,
        seasonNumber: write.seasonNumber,
        episodeNumber: write.episodeNumber,
      };
      return write.watched
        ? markEpisodeWatched(episode, {}, options)
        : unmarkEpisodeWatched(episode, options);
    }
    case 'again': {
      const episode = {
        showId,
        seasonNumber: write.seasonNumber,
        episodeNumber: write.episodeNumber,
      };
      return markEpisodeWatched(episode, { again: true }, options);
    }
    case 'season':
      return write.watched
        ? markSeasonWatched(showId, write.seasonNumber, options)
        : unmarkSeasonWatched(showId, write.seasonNumber, options);
    case 'status':
      return setShowStatus(uid, showId, write.status, options);
    case 'restart':
      return startShowAgain(uid, showId, options);
    case 'rating': {
      const episode = {
        showId,
        seasonNumber: write.seasonNumber,
        episodeNumber: write.episodeNumber,
      };
      return rateEpisode(episode, write.value, options);
    }
  }
}

/** The member's rating of one episode in a season's ratings; 0 is none. */
function withRating(
  ratings: SeasonAccountStates,
  episodeNumber: number,
  value: number,
): SeasonAccountStates {
  return {
    ...ratings,
    results: ratings.results.map((result) =>
      result.episode_number === episodeNumber
        ? { ...result, rated: value === 0 ? false : { value } }
        : result,
    ),
  };
}

function ratingOf(ratings: SeasonAccountStates, episodeNumber: number): number {
  const rated = ratings.results.find((result) => result.episode_number === episodeNumber)?.rated;
  return rated ? rated.value : 0;
}

interface Before {
  progress?: ShowProgressWire | undefined;
  rating?: number | undefined;
}

/** The UTC day, as the server dates a watch logged without a day. */
function utcToday(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * Writes to the member's progress of one show. Each shows at once (the show's progress, or the
 * season's ratings, in the cache), is undone when the server refuses it, and then refreshes every
 * read of the library. A show's writes go out one after another, so the last one asked is the one
 * kept; a failure stays in the mutation cache for useProgressWriteFailure to tell.
 *
 * `known`: episodes the page has details of, so a next episode among them shows its name at once.
 */
export function useProgressWrites(showId: number, known: readonly ProgressEpisode[] = []) {
  const uid = useLibraryMember() ?? '';
  const queryClient = useQueryClient();
  const progressKey = libraryKeys.showProgress(uid, showId);
  return useMutation({
    mutationKey: progressKey,
    scope: { id: progressKey.join('/') },
    mutationFn: (write: ProgressWrite) => send(uid, showId, write, { client: queryClient }),
    onMutate: async (write): Promise<Before> => {
      if (write.kind === 'rating') {
        const key = libraryKeys.seasonRatings(uid, showId, write.seasonNumber);
        // A read on its way would answer with the ratings from before this write.
        await queryClient.cancelQueries({ queryKey: key });
        const ratings = queryClient.getQueryData<SeasonAccountStates>(key);
        if (!ratings) return {};
        queryClient.setQueryData(key, withRating(ratings, write.episodeNumber, write.value));
        return { rating: ratingOf(ratings, write.episodeNumber) };
      }
      await queryClient.cancelQueries({ queryKey: progressKey });
      const progress = queryClient.getQueryData<ShowProgressWire>(progressKey);
      if (progress)
        queryClient.setQueryData(
          progressKey,
          applyProgressWrite(progress, write, { today: utcToday(), known }),
        );
      return { progress };
    },
    onError: (_error, write, before) => {
      if (write.kind === 'rating') {
        const previous = before?.rating;
        if (previous === undefined) return;
        const key = libraryKeys.seasonRatings(uid, showId, write.seasonNumber);
        queryClient.setQueryData<SeasonAccountStates>(key, (current) =>
          // Only while the ratings still show this write: a newer rating stays.
          current && ratingOf(current, write.episodeNumber) === write.value
            ? withRating(current, write.episodeNumber, previous)
            : current,
        );
        return;
      }
      const previous = before?.progress;
      if (!previous) return;
      queryClient.setQueryData<ShowProgressWire>(
        progressKey,
        (current) => current && revertProgressWrite(current, previous, write, known),
      );
    },
    onSettled: () => {
      // The last write in flight refreshes the library; earlier ones would only read progress
      // that the later writes are about to change.
      if (queryClient.isMutating({ mutationKey: libraryKeys.all(uid) }) === 1)
        void queryClient.invalidateQueries({ queryKey: libraryKeys.all(uid) });
    },
  });
}
