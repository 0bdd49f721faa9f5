import type {
  EpisodeDiaryEntry,
  EpisodeWatchWire,
  ProgressEpisode,
} from '@marquee/tmdb-types/episode-progress';
import type { GuideEpisode } from '../../title-catalogue/show-guide.js';
import { libraryTitle } from '../http/library-wire.js';
import type { EpisodeWatch, EpisodeWatchEntry } from '../store/library-store.js';

export function progressEpisode(episode: GuideEpisode): ProgressEpisode {
  return {
    season_number: episode.seasonNumber,
    episode_number: episode.episodeNumber,
    id: episode.id,
    name: episode.name,
    air_date: episode.airDate,
    runtime: episode.runtime,
    still_path: episode.stillPath,
  };
}

export function episodeWatchWire(watch: EpisodeWatch): EpisodeWatchWire {
  return {
    id: watch.id,
    show_id: watch.showId,
    season_number: watch.seasonNumber,
    episode_number: watch.episodeNumber,
    cycle: watch.cycle,
    rewatch: watch.rewatch,
    watched_on: watch.watchedOn,
    created_at: new Date(watch.createdAt).toISOString(),
  };
}

export function episodeDiaryEntry(entry: EpisodeWatchEntry): EpisodeDiaryEntry {
  return {
    ...episodeWatchWire(entry),
    show: libraryTitle({ mediaType: 'tv', mediaId: entry.showId, details: entry.details }),
  };
}
