import type { ImportEpisodeResult, ImportEpisodeRow } from '@marquee/tmdb-types/library-transfer';
import { mapConcurrently } from '../../map-concurrently.js';
import { isShowId, type ShowGuide, type ShowOutline } from '../../title-catalogue/show-guide.js';
import { MATCH_CONCURRENCY } from './title-matcher.js';

interface Numbers {
  season_number: number;
  episode_number: number;
}

const NOT_FOUND: ImportEpisodeResult = { status: 'not_found' };

/** Whether the outline lists this episode: its season (0, the specials) and a number within it. */
function lists(outline: ShowOutline, { season_number, episode_number }: Numbers): boolean {
  const season = outline.seasons.find((listed) => listed.seasonNumber === season_number);
  return season !== undefined && episode_number >= 1 && episode_number <= season.episodeCount;
}

function matched({ season_number, episode_number }: Numbers): ImportEpisodeResult {
  return { status: 'matched', season_number, episode_number };
}

/**
 * The catalogue's numbers for episodes as a file numbers them (docs/library-api.md, "Import and
 * export"), as Yamtrack maps TV Time's: numbers the show's outline lists are kept; otherwise the
 * episode with the row's TheTVDB id, when the catalogue knows it as one of this show's and lists
 * it (TheTVDB's year seasons and absolute numbers are not the catalogue's); otherwise not found.
 * Each show's outline is read once, every row of a show the catalogue lacks is not found, and
 * each TheTVDB id of a show is looked up once, MATCH_CONCURRENCY at a time. One result per row, in
 * the rows' order.
 */
export async function matchEpisodes(
  shows: ShowGuide,
  rows: readonly ImportEpisodeRow[],
): Promise<ImportEpisodeResult[]> {
  const showIds = [...new Set(rows.map((row) => row.show_id))].filter(isShowId);
  const outlines = new Map<number, ShowOutline>();
  (await shows.outlines(showIds)).forEach((outline, index) => {
    if (outline !== undefined) outlines.set(showIds[index] as number, outline);
  });

  const lookups = new Map<string, { showId: number; tvdbId: number }>();
  for (const row of rows) {
    const outline = outlines.get(row.show_id);
    if (outline === undefined || lists(outline, row) || row.tvdb_id === undefined) continue;
    lookups.set(`${row.show_id}:${row.tvdb_id}`, { showId: row.show_id, tvdbId: row.tvdb_id });
  }
  const asked = [...lookups.entries()];
  const found = await mapConcurrently(asked, MATCH_CONCURRENCY, ([, { showId, tvdbId }]) =>
    shows.episodeByTvdbId(showId, tvdbId),
  );
  const episodes = new Map(asked.map(([key], index) => [key, found[index]]));

  return rows.map((row) => {
    const outline = outlines.get(row.show_id);
    if (outline === undefined) return NOT_FOUND;
    if (lists(outline, row)) return matched(row);
    if (row.tvdb_id === undefined) return NOT_FOUND;
    const episode = episodes.get(`${row.show_id}:${row.tvdb_id}`);
    if (episode === undefined) return NOT_FOUND;
    const mapped = { season_number: episode.seasonNumber, episode_number: episode.episodeNumber };
    // What TheTVDB's id names must be an episode the outline lists too, as kept numbers are.
    return lists(outline, mapped) ? matched(mapped) : NOT_FOUND;
  });
}
