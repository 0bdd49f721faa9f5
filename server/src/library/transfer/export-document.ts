import type { ExportTitle, MarqueeExport } from '@marquee/tmdb-types/library-transfer';
import type { LibraryContents, TitleRef, WithDetails } from '../store/library-store.js';
import { titleYear } from '../../title-catalogue/title-names.js';
import { memberSettingsWire } from '../http/member-settings-wire.js';

function iso(time: number): string {
  return new Date(time).toISOString();
}

/** A title's ids, and the name and year it was last remembered with, for people and matching. */
export function exportTitle({ mediaType, mediaId, details }: TitleRef & WithDetails): ExportTitle {
  const title =
    details === null ? '' : details.media_type === 'movie' ? details.title : details.name;
  return {
    media_type: mediaType,
    media_id: mediaId,
    title: title ?? '',
    year: details === null ? null : (titleYear(details) ?? null),
  };
}

/** The member's library in Marquee's format (docs/library-api.md, "Import and export"). */
export function marqueeExport(contents: LibraryContents, exportedAt: Date): MarqueeExport {
  const marked = contents.watchlist.map((mark) => ({
    ...exportTitle(mark),
    added_at: iso(mark.addedAt),
  }));
  return {
    format: 'marquee-library',
    version: 1,
    exported_at: exportedAt.toISOString(),
    settings: memberSettingsWire(contents.settings),
    watchlist: marked,
    favorites: contents.favourites.map((mark) => ({
      ...exportTitle(mark),
      added_at: iso(mark.addedAt),
    })),
    ratings: contents.ratings.map((rated) => ({
      ...exportTitle(rated),
      rating: rated.rating,
      rated_at: iso(rated.ratedAt),
    })),
    diary: contents.diary.map((entry) => ({
      ...exportTitle(entry),
      watched_on: entry.watchedOn,
      rating: entry.rating,
      note: entry.note,
      logged_at: iso(entry.createdAt),
    })),
    lists: contents.lists.map(({ list, items }) => ({
      name: list.name,
      description: list.description,
      public: list.isPublic,
      created_at: iso(list.createdAt),
      items: items.map((item) => ({ ...exportTitle(item), added_at: iso(item.addedAt) })),
    })),
    shows: contents.shows.map((show) => ({
      ...exportTitle({ mediaType: 'tv', mediaId: show.showId, details: show.details }),
      media_type: 'tv',
      status: show.status,
      cycle: show.cycle,
      started_at: iso(show.startedAt),
      updated_at: iso(show.updatedAt),
    })),
    episode_watches: contents.episodeWatches.map((watch) => ({
      show_id: watch.showId,
      season_number: watch.seasonNumber,
      episode_number: watch.episodeNumber,
      cycle: watch.cycle,
      rewatch: watch.rewatch,
      watched_on: watch.watchedOn,
      logged_at: iso(watch.createdAt),
    })),
    episode_ratings: contents.episodeRatings.map((rated) => ({
      show_id: rated.showId,
      season_number: rated.seasonNumber,
      episode_number: rated.episodeNumber,
      rating: rated.rating,
      rated_at: iso(rated.ratedAt),
    })),
    saved_filters: contents.savedFilters.map((filter) => ({
      name: filter.name,
      media_type: filter.mediaType,
      query: filter.query,
      pinned: filter.pinned,
      created_at: iso(filter.createdAt),
    })),
  };
}

/** `marquee-library-2026-06-15.json`: the export's day (UTC) in its name. */
export function exportFileName(prefix: string, exportedAt: Date, extension: string): string {
  return `${prefix}-${exportedAt.toISOString().slice(0, 10)}.${extension}`;
}
