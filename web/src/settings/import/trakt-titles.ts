import type { Message } from '../../i18n/message';
import type { ImportMatchRow } from '@marquee/tmdb-types/library-transfer';
import { matchLabel, type RowLabel } from './import-records';
import { isImdbId } from './import-ids';

/*
 * Titles as Trakt's API writes them in its export: `{title, year, ids: {trakt, slug, imdb, tmdb,
 * tvdb, …}}`, any id of which may be null (FORMATS.md 1.4). Entries come from a file anyone can
 * edit, so every field is checked before it is used.
 */

export type JsonObject = Readonly<Record<string, unknown>>;

export function objectOf(value: unknown): JsonObject | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as JsonObject)
    : undefined;
}

function positiveInteger(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** A season or episode number: season 0 holds the specials, and seasons may be years (2014). */
export function episodeNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/**
 * The row the server is asked to match for a movie or show object: tmdb, imdb, tvdb (shows only),
 * title and year, each when the file has it; undefined when it names neither an id nor a title.
 */
export function traktMatchRow(
  value: unknown,
  media_type: 'movie' | 'tv',
): ImportMatchRow | undefined {
  const item = objectOf(value);
  if (!item) return undefined;
  const ids = objectOf(item.ids) ?? {};
  const tmdb = positiveInteger(ids.tmdb);
  const imdb = typeof ids.imdb === 'string' && isImdbId(ids.imdb) ? ids.imdb : undefined;
  const tvdb = media_type === 'tv' ? positiveInteger(ids.tvdb) : undefined;
  const title = typeof item.title === 'string' ? item.title.trim() : '';
  const year = positiveInteger(item.year);
  if (tmdb === undefined && imdb === undefined && tvdb === undefined && title === '')
    return undefined;
  return {
    media_type,
    ...(tmdb === undefined ? {} : { tmdb_id: tmdb }),
    ...(imdb === undefined ? {} : { imdb_id: imdb }),
    ...(tvdb === undefined ? {} : { tvdb_id: tvdb }),
    ...(title === '' ? {} : { title }),
    ...(year === undefined ? {} : { year }),
  };
}

/** Trakt's own id of a movie, show or list item: what tells two entries of one title apart. */
export function traktId(value: unknown): number | undefined {
  return positiveInteger(objectOf(objectOf(value)?.ids)?.trakt);
}

/** TheTVDB's id of an episode, when the file has one. */
export function episodeTvdbId(episode: JsonObject): number | undefined {
  return positiveInteger(objectOf(episode.ids)?.tvdb);
}

/** "Friends (1994) S01E02", "Friends (1994) season 4": a show's part, for a row left out. */
export function showPartLabel(show: ImportMatchRow | undefined, part: string): string {
  return show === undefined ? part : `${matchLabel(show)} ${part}`;
}

/** "Friends (1994) season 4"; "a season" when the entry names neither. */
export function showSeasonLabel(show: ImportMatchRow | undefined, season?: number): RowLabel {
  if (show === undefined)
    return season === undefined
      ? { id: 'import.label.season' }
      : { id: 'import.label.seasonNumber', values: { season: String(season) } };
  return season === undefined
    ? { id: 'import.label.showSeason', values: { show: matchLabel(show) } }
    : {
        id: 'import.label.showSeasonNumber',
        values: { show: matchLabel(show), season: String(season) },
      };
}

export function episodeCode(season: number, episode: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `S${pad(season)}E${pad(episode)}`;
}

/** The show and episode an entry of history or ratings names, or why it names none. */
export type TraktEpisode =
  | { show: ImportMatchRow; season: number; number: number; tvdbId?: number }
  | { label: RowLabel; problem: Message };

export function traktEpisode(entry: JsonObject): TraktEpisode {
  const show = traktMatchRow(entry.show, 'tv');
  const episode = objectOf(entry.episode);
  const season = episodeNumber(episode?.season);
  const number = episodeNumber(episode?.number);
  if (!show)
    return { label: { id: 'import.label.episode' }, problem: { id: 'import.trakt.noShow' } };
  if (!episode || season === undefined || number === undefined)
    return { label: matchLabel(show), problem: { id: 'import.trakt.noEpisodeNumbers' } };
  const tvdbId = episodeTvdbId(episode);
  return { show, season, number, ...(tvdbId === undefined ? {} : { tvdbId }) };
}
