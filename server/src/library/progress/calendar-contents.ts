import type { LibraryTitle } from '@marquee/tmdb-types/account';
import type { CalendarEpisode, CalendarMovie } from '@marquee/tmdb-types/episode-progress';
import { mapConcurrently } from '../../map-concurrently.js';
import type { GuideEpisode, ShowGuide, ShowOutline } from '../../title-catalogue/show-guide.js';
import type { LibraryRouteContext } from '../http/library-route-context.js';
import { libraryTitle } from '../http/library-wire.js';
import type {
  CalendarRange,
  EpisodeProgressStore,
  ShowProgressSummary,
  TitleMarkStore,
} from '../store/library-store.js';
import { progressEpisode } from './progress-wire.js';
import { nextStep, outlineEpisode } from './show-timeline.js';

export interface CalendarContents {
  shows: LibraryTitle[];
  episodes: CalendarEpisode[];
  movies: CalendarMovie[];
  unwatched: CalendarEpisode[];
}

type Context = Pick<LibraryRouteContext<EpisodeProgressStore & TitleMarkStore>, 'store' | 'shows'>;

// Seasons asked of the catalogue at once: TMDB's rate limit in upstream mode, cheap when embedded.
const SEASONS_AT_ONCE = 8;

/**
 * Whether a regular episode of the show may air in the range. They air in order, so those aired
 * by the outline's day end with its last aired and the rest begin with its next to air: a show
 * that last aired before the range and airs next after it (or never) has none in it. Most shows
 * a member has are so (ended ones, ones between seasons), and none of their seasons is read.
 */
function mayAirInRange({ lastAired, nextToAir }: ShowOutline, { start, end }: CalendarRange) {
  const airedBefore =
    lastAired === null || (lastAired.airDate !== null && lastAired.airDate < start);
  const airsAfter = nextToAir === null || (nextToAir.airDate !== null && nextToAir.airDate > end);
  return !(airedBefore && airsAfter);
}

/**
 * The seasons of a show that may have an episode in the range: a regular season begun by its end
 * and not followed by another begun by its start, and the specials, dated one by one.
 */
function seasonsInRange(outline: ShowOutline, range: CalendarRange): number[] {
  const { start, end } = range;
  const regular = mayAirInRange(outline, range)
    ? outline.seasons.filter(
        (season) => season.seasonNumber >= 1 && season.airDate !== null && season.airDate <= end,
      )
    : [];
  const seasons = regular
    .filter((season, index) => {
      const following = regular[index + 1]?.airDate;
      return following === undefined || following === null || following > start;
    })
    .map((season) => season.seasonNumber);
  const specials = outline.seasons.find((season) => season.seasonNumber === 0);
  if (specials?.airDate != null && specials.airDate <= end) seasons.unshift(0);
  return seasons;
}

type SeasonReader = (showId: number, seasonNumber: number) => Promise<GuideEpisode[]>;

/** The guide's seasons as one answer reads them: each asked of the catalogue once, however often. */
function seasonsOnce(shows: ShowGuide): SeasonReader {
  const asked = new Map<string, Promise<GuideEpisode[]>>();
  return (showId, seasonNumber) => {
    const key = `${showId}:${seasonNumber}`;
    const known = asked.get(key);
    if (known !== undefined) return known;
    const reading = shows.season(showId, seasonNumber);
    asked.set(key, reading);
    return reading;
  };
}

const keyOf = (showId: number, episode: { seasonNumber: number; episodeNumber: number }) =>
  `${showId}:${episode.seasonNumber}:${episode.episodeNumber}`;

function showName(outline: ShowOutline): string {
  return outline.show.media_type === 'tv' ? outline.show.name : '';
}

/**
 * Each watched show's next episode when it is of the season airing now (the show's latest aired)
 * and aired before the range: a new episode stays in sight until it is watched. A show further
 * behind is Up next's to offer, not the calendar's, and costs no season read here.
 */
async function newEpisodesWaiting(
  season: SeasonReader,
  outlines: readonly ShowOutline[],
  followed: readonly ShowProgressSummary[],
  range: CalendarRange,
): Promise<CalendarEpisode[]> {
  const byId = new Map(outlines.map((outline) => [outline.show.id, outline]));
  const waiting = followed.flatMap((summary) => {
    const outline = byId.get(summary.showId);
    if (summary.status !== 'watching' || outline === undefined) return [];
    const { state, next } = nextStep(outline, summary.furthest);
    const airing = outline.lastAired?.seasonNumber;
    return state === 'watching' && next !== undefined && next.seasonNumber === airing
      ? [{ outline, next }]
      : [];
  });
  const found = await mapConcurrently(
    waiting,
    SEASONS_AT_ONCE,
    async ({ outline, next }) =>
      outlineEpisode(outline, next) ??
      (await season(outline.show.id, next.seasonNumber)).find(
        (episode) => episode.episodeNumber === next.episodeNumber,
      ),
  );
  return waiting.flatMap(({ outline }, index): CalendarEpisode[] => {
    const episode = found[index];
    if (episode?.airDate == null || episode.airDate >= range.start) return [];
    return [{ show_id: outline.show.id, episode: progressEpisode(episode), watched: false }];
  });
}

/**
 * What a member's calendar holds over `range`: the episodes of the shows they watch (paused
 * ones too) or keep on the watchlist, never a dropped one's; their watchlist movies released
 * then; the new episodes that aired before the range and wait unwatched; each show named once.
 */
export async function calendarContents(
  { store, shows }: Context,
  uid: string,
  range: CalendarRange,
): Promise<CalendarContents> {
  const [followed, watchlistShows, released] = await Promise.all([
    store.followedShows(uid),
    store.watchlistShowIds(uid),
    store.watchlistMoviesReleased(uid, range),
  ]);
  const dropped = new Set(followed.filter((s) => s.status === 'dropped').map((s) => s.showId));
  const showIds = [
    ...new Set([
      ...followed.filter((s) => s.status !== 'dropped').map((s) => s.showId),
      ...watchlistShows,
    ]),
  ].filter((showId) => !dropped.has(showId));
  const outlines = (await shows.outlines(showIds)).filter(
    (outline): outline is ShowOutline => outline !== undefined,
  );

  const season = seasonsOnce(shows);
  const asked = outlines.flatMap((outline) =>
    seasonsInRange(outline, range).map((seasonNumber) => ({ outline, seasonNumber })),
  );
  const seasons = await mapConcurrently(asked, SEASONS_AT_ONCE, ({ outline, seasonNumber }) =>
    season(outline.show.id, seasonNumber),
  );
  const inRange: Array<{ outline: ShowOutline; episode: GuideEpisode }> = asked.flatMap(
    ({ outline }, index) =>
      (seasons[index] ?? [])
        .filter((e) => e.airDate !== null && e.airDate >= range.start && e.airDate <= range.end)
        .map((episode) => ({ outline, episode })),
  );
  const watched = new Set(
    (
      await store.watchedInCurrentCycles(uid, [...new Set(inRange.map((e) => e.outline.show.id))])
    ).map((ref) => keyOf(ref.showId, ref)),
  );
  const episodes = inRange
    .sort(
      (a, b) =>
        (a.episode.airDate ?? '').localeCompare(b.episode.airDate ?? '') ||
        showName(a.outline).localeCompare(showName(b.outline)) ||
        a.outline.show.id - b.outline.show.id ||
        a.episode.seasonNumber - b.episode.seasonNumber ||
        a.episode.episodeNumber - b.episode.episodeNumber,
    )
    .map(({ outline, episode }) => ({
      show_id: outline.show.id,
      episode: progressEpisode(episode),
      watched: watched.has(keyOf(outline.show.id, episode)),
    }));

  const unwatched = await newEpisodesWaiting(season, outlines, followed, range);
  const named = new Set([...episodes, ...unwatched].map((entry) => entry.show_id));
  const listed = outlines
    .filter((outline) => named.has(outline.show.id))
    .map((outline) =>
      libraryTitle({ mediaType: 'tv', mediaId: outline.show.id, details: outline.show }),
    );

  const movies = released.map((movie): CalendarMovie => ({
    movie: libraryTitle(movie),
    release_date: movie.releaseDate,
  }));
  return { shows: listed, episodes, movies, unwatched };
}
