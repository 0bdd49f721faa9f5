import type { LibraryTitle } from '@marquee/tmdb-types/account';
import type {
  ImportBody,
  ImportDiaryEntry,
  ImportEpisodeWatch,
  ImportList,
  ImportRating,
  ImportShow,
  ImportTitle,
  ImportWatched,
} from '@marquee/tmdb-types/library-transfer';
import type { ImportEpisodeRow } from '@marquee/tmdb-types/library-transfer';
import { REPEAT_WITHIN_MS, watchesOfPlays } from './episode-plays';
import { numberedEpisodes, type ShowEpisode } from './episode-numbers';
import { importedEpisodeRatings } from './episode-ratings';
import type { FileEpisode, ImportListHead, ImportRecord } from './import-records';
import { candidateValue, type ImportChoices } from './import-choices';
import type { ImportPreview } from './import-preview';
import { matchKey } from './match-import';

/** The catalogue title a row's match comes to: its match, or the candidate the person picked. */
export function resolvedTitle(
  preview: ImportPreview,
  choices: ImportChoices,
  match: ImportRecord['title']['match'],
): LibraryTitle | undefined {
  const key = matchKey(match);
  const result = preview.results.get(key);
  if (result?.status === 'matched') return result.title;
  if (result?.status === 'ambiguous') {
    const choice = choices[key];
    return result.candidates.find((candidate) => candidateValue(candidate) === choice);
  }
  return undefined;
}

// Plain assignments, not spreads: this runs for every row of up to 50,000, on the main thread.
function importTitle(title: LibraryTitle, addedAt: string | undefined): ImportTitle {
  const entry: ImportTitle = { media_type: title.media_type, media_id: title.id };
  if (addedAt !== undefined) entry.added_at = addedAt;
  return entry;
}

/**
 * The episode watches whose show was matched, each by the matched show's id. Most rows are
 * sent as they were read: there may be hundreds of thousands.
 */
function matchedEpisodeWatches(
  preview: ImportPreview,
  choices: ImportChoices,
): ImportEpisodeWatch[] {
  const showIds = new Map<number, number | undefined>();
  const watches: ImportEpisodeWatch[] = [];
  for (const watch of preview.parsed.episodeWatches) {
    let showId = showIds.get(watch.show_id);
    if (!showIds.has(watch.show_id)) {
      const show = resolvedTitle(preview, choices, { tmdb_id: watch.show_id, media_type: 'tv' });
      showId = show?.media_type === 'tv' ? show.id : undefined;
      showIds.set(watch.show_id, showId);
    }
    if (showId === undefined) continue;
    watches.push(showId === watch.show_id ? watch : { ...watch, show_id: showId });
  }
  return watches;
}

/** The episodes (plays or ratings) whose show is matched or picked, with the show's catalogue id. */
export function episodesOfShows<Episode extends FileEpisode>(
  preview: ImportPreview,
  choices: ImportChoices,
  episodes: readonly Episode[],
): Array<ShowEpisode<Episode>> {
  const showIds = new Map<string, number | undefined>();
  const known: Array<ShowEpisode<Episode>> = [];
  for (const episode of episodes) {
    const key = matchKey(episode.show);
    if (!showIds.has(key)) {
      const show = resolvedTitle(preview, choices, episode.show);
      showIds.set(key, show?.media_type === 'tv' ? show.id : undefined);
    }
    const showId = showIds.get(key);
    if (showId !== undefined) known.push({ episode, showId });
  }
  return known;
}

/** The episodes of shows the person picked that the preview has not numbered yet. */
export function episodesToNumber(
  preview: ImportPreview,
  choices: ImportChoices,
): ImportEpisodeRow[] {
  const { episodePlays, episodeRatings } = preview.parsed;
  const plays = episodesOfShows(preview, choices, episodePlays);
  const ratings = episodesOfShows(preview, choices, episodeRatings);
  return [
    ...numberedEpisodes(plays, preview.episodeNumbers).unasked,
    ...numberedEpisodes(ratings, preview.episodeNumbers).unasked,
  ];
}

/**
 * The watches of every play of a matched or picked show whose episode the catalogue lists: those
 * of shows matched at the preview as it worked them out, those of shows picked since, here.
 */
function playedEpisodeWatches(
  preview: ImportPreview,
  choices: ImportChoices,
): ImportEpisodeWatch[] {
  const picked = episodesOfShows(preview, choices, preview.parsed.episodePlays).filter(
    ({ episode }) => preview.results.get(matchKey(episode.show))?.status !== 'matched',
  );
  const { numbered } = numberedEpisodes(picked, preview.episodeNumbers);
  const watches = [...preview.plays.watches];
  for (const watch of watchesOfPlays(numbered, preview.timeZone).watches) watches.push(watch);
  return watches;
}

/**
 * The body of POST /import from the matched rows and the picked candidates: a title once on the
 * watchlist, favourites, a list or as watched (the first row; for watched, the earliest day);
 * one rating a title (the latest); every diary row, each a watch of its own; a show followed
 * once (the first row), and the episode watches and ratings of every matched show.
 */
export function buildImportBody(preview: ImportPreview, choices: ImportChoices): ImportBody {
  const watchlist = new Map<string, ImportTitle>();
  const favorites = new Map<string, ImportTitle>();
  const ratings = new Map<string, ImportRating>();
  const watched = new Map<string, ImportWatched>();
  const diary: ImportDiaryEntry[] = [];
  // When each title was last played, for a tracker's plays logged twice within a minute.
  const playedAt = new Map<string, number>();
  const shows = new Map<string, ImportShow>();
  const listItems = new Map<ImportListHead, Map<string, ImportTitle>>(
    preview.parsed.lists.map((list) => [list, new Map()]),
  );

  for (const record of preview.parsed.records) {
    const title = resolvedTitle(preview, choices, record.title.match);
    if (!title) continue;
    const slug = candidateValue(title);
    switch (record.kind) {
      case 'watchlist':
      case 'favorites': {
        const shelf = record.kind === 'watchlist' ? watchlist : favorites;
        if (!shelf.has(slug)) shelf.set(slug, importTitle(title, record.added_at));
        break;
      }
      case 'ratings': {
        const before = ratings.get(slug);
        if (!before || (record.rated_at ?? '') >= (before.rated_at ?? '')) {
          const rating: ImportRating = {
            media_type: title.media_type,
            media_id: title.id,
            rating: record.rating,
          };
          if (record.rated_at !== undefined) rating.rated_at = record.rated_at;
          ratings.set(slug, rating);
        }
        break;
      }
      case 'diary': {
        if (record.play && record.logged_at !== undefined) {
          const at = Date.parse(record.logged_at);
          const before = playedAt.get(slug);
          if (before !== undefined && Math.abs(at - before) <= REPEAT_WITHIN_MS) break;
          playedAt.set(slug, at);
        }
        const entry: ImportDiaryEntry = {
          media_type: title.media_type,
          media_id: title.id,
          watched_on: record.watched_on,
          rating: record.rating,
          note: record.note,
        };
        if (record.logged_at !== undefined) entry.logged_at = record.logged_at;
        diary.push(entry);
        break;
      }
      case 'watched': {
        const before = watched.get(slug);
        if (!before || record.watched_on < before.watched_on)
          watched.set(slug, {
            media_type: title.media_type,
            media_id: title.id,
            watched_on: record.watched_on,
          });
        break;
      }
      case 'list-item': {
        const items = listItems.get(record.list);
        if (items && !items.has(slug)) items.set(slug, importTitle(title, record.added_at));
        break;
      }
      case 'show': {
        if (title.media_type === 'tv' && record.progress && !shows.has(slug))
          shows.set(slug, { media_type: 'tv', media_id: title.id, ...record.progress });
        break;
      }
    }
  }

  const lists: ImportList[] = [...listItems].map(([list, items]) => ({
    name: list.name,
    ...(list.description === '' ? {} : { description: list.description }),
    ...(list.created_at === undefined ? {} : { created_at: list.created_at }),
    items: [...items.values()],
  }));
  const body: ImportBody = {};
  if (watchlist.size > 0) body.watchlist = [...watchlist.values()];
  if (favorites.size > 0) body.favorites = [...favorites.values()];
  if (ratings.size > 0) body.ratings = [...ratings.values()];
  if (diary.length > 0) body.diary = diary;
  if (watched.size > 0) body.watched = [...watched.values()];
  if (lists.length > 0) body.lists = lists;
  if (shows.size > 0) body.shows = [...shows.values()];
  const episodeWatches = matchedEpisodeWatches(preview, choices);
  for (const watch of playedEpisodeWatches(preview, choices)) episodeWatches.push(watch);
  if (episodeWatches.length > 0) body.episode_watches = episodeWatches;
  const rated = episodesOfShows(preview, choices, preview.parsed.episodeRatings);
  const episodeRatings = importedEpisodeRatings(
    numberedEpisodes(rated, preview.episodeNumbers).numbered,
  );
  if (episodeRatings.length > 0) body.episode_ratings = episodeRatings;
  return body;
}
