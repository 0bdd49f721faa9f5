import type { ImportBody, ImportTitle } from '@marquee/tmdb-types/library-transfer';
import { TmdbHttpError } from '../../http/tmdb-errors.js';
import { MAX_IMPORT_ROWS, type AskedImport } from '../store/import-plan-check.js';
import { MAX_EPISODE_WATCHES_PER_USER } from '../store/library-limits.js';
import type { ImportedTitle, TitleRef } from '../store/library-store.js';
import { isoTimeToMs } from './iso-time.js';

function invalid(message: string): TmdbHttpError {
  return new TmdbHttpError(422, 5, message);
}

/** The time at `where` in milliseconds; undefined when absent; 422 naming it when no time. */
function timeAt(text: string | undefined, where: string): number | undefined {
  if (text === undefined) return undefined;
  const time = isoTimeToMs(text);
  if (time === undefined)
    throw invalid(
      `${where}: A time is an ISO 8601 date (2024-05-01) or date and time with its offset (2024-05-01T20:15:00Z).`,
    );
  return time;
}

function importedTitle(title: ImportTitle, where: string): ImportedTitle {
  return {
    mediaType: title.media_type,
    mediaId: title.media_id,
    addedAt: timeAt(title.added_at, `${where}.added_at`),
  };
}

/** The rows of the 50,000: every part's but the episode watches, which have a limit of their own. */
export function rowCount(body: ImportBody): number {
  const parts = [
    body.watchlist,
    body.favorites,
    body.ratings,
    body.diary,
    body.watched,
    body.shows,
    body.episode_ratings,
  ];
  return (
    parts.reduce((rows, part) => rows + (part?.length ?? 0), 0) +
    (body.lists ?? []).reduce((rows, list) => rows + 1 + list.items.length, 0)
  );
}

/**
 * The import body in the store's terms: times from ISO 8601 to milliseconds, each refused with
 * where it is. The values themselves are the store's to check (importLibrary); the episodes'
 * details are the catalogue's to give (episodeRatingsWithDetails).
 */
export function importPlanOf(body: ImportBody): AskedImport {
  if (rowCount(body) > MAX_IMPORT_ROWS)
    throw invalid(`An import holds at most ${MAX_IMPORT_ROWS.toLocaleString('en')} rows.`);
  if ((body.episode_watches?.length ?? 0) > MAX_EPISODE_WATCHES_PER_USER)
    throw invalid(
      `An import holds at most ${MAX_EPISODE_WATCHES_PER_USER.toLocaleString('en')} episode watches.`,
    );
  const titles = (part: ImportTitle[] | undefined, name: string) =>
    (part ?? []).map((title, index) => importedTitle(title, `${name}[${index}]`));
  return {
    watchlist: titles(body.watchlist, 'watchlist'),
    favourites: titles(body.favorites, 'favorites'),
    ratings: (body.ratings ?? []).map((rating, index) => ({
      ...importedTitle(rating, `ratings[${index}]`),
      rating: rating.rating,
      ratedAt: timeAt(rating.rated_at, `ratings[${index}].rated_at`),
    })),
    diary: (body.diary ?? []).map((entry, index) => ({
      mediaType: entry.media_type,
      mediaId: entry.media_id,
      watchedOn: entry.watched_on,
      note: entry.note ?? null,
      rating: entry.rating ?? null,
      createdAt: timeAt(entry.logged_at, `diary[${index}].logged_at`),
    })),
    watched: (body.watched ?? []).map((title, index) => ({
      ...importedTitle(title, `watched[${index}]`),
      watchedOn: title.watched_on,
    })),
    lists: (body.lists ?? []).map((list, index) => ({
      name: list.name,
      description: list.description,
      createdAt: timeAt(list.created_at, `lists[${index}].created_at`),
      items: titles(list.items, `lists[${index}].items`),
    })),
    shows: (body.shows ?? []).map((show, index) => ({
      showId: show.media_id,
      status: show.status,
      cycle: show.cycle,
      startedAt: timeAt(show.started_at, `shows[${index}].started_at`),
      updatedAt: timeAt(show.updated_at, `shows[${index}].updated_at`),
    })),
    episodeWatches: (body.episode_watches ?? []).map((watch, index) => ({
      showId: watch.show_id,
      seasonNumber: watch.season_number,
      episodeNumber: watch.episode_number,
      cycle: watch.cycle,
      rewatch: watch.rewatch,
      watchedOn: watch.watched_on,
      createdAt: timeAt(watch.logged_at, `episode_watches[${index}].logged_at`),
    })),
    episodeRatings: (body.episode_ratings ?? []).map((rating, index) => ({
      showId: rating.show_id,
      seasonNumber: rating.season_number,
      episodeNumber: rating.episode_number,
      rating: rating.rating,
      ratedAt: timeAt(rating.rated_at, `episode_ratings[${index}].rated_at`),
    })),
  };
}

/** Each title the plan names, once, with the first place that names it (for a 404's message). */
export function titlesOfPlan(plan: AskedImport): Array<{ title: TitleRef; where: string }> {
  const titles = new Map<string, { title: TitleRef; where: string }>();
  const add = (rows: readonly TitleRef[], name: string) =>
    rows.forEach(({ mediaType, mediaId }, index) => {
      const key = `${mediaType}:${mediaId}`;
      if (!titles.has(key))
        titles.set(key, { title: { mediaType, mediaId }, where: `${name}[${index}]` });
    });
  add(plan.watchlist, 'watchlist');
  add(plan.favourites, 'favorites');
  add(plan.ratings, 'ratings');
  add(plan.diary, 'diary');
  add(plan.watched, 'watched');
  plan.lists.forEach((list, index) => add(list.items, `lists[${index}].items`));
  const shows = (rows: ReadonlyArray<{ showId: number }>) =>
    rows.map(({ showId }) => ({ mediaType: 'tv' as const, mediaId: showId }));
  add(shows(plan.shows), 'shows');
  add(shows(plan.episodeWatches), 'episode_watches');
  return [...titles.values()];
}
