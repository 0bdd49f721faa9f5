import type { Message } from '../../i18n/message';
import { matchLabel, type ParsedImport, type RowLabel, type RowSource } from './import-records';
import { instantOf } from './import-times';
import type { TraktReadKind } from './trakt-file-names';
import { eachTraktEntry, type TraktFile } from './trakt-pages';
import type { TraktShowOf } from './trakt-shows';
import {
  episodeCode,
  episodeNumber,
  objectOf,
  showPartLabel,
  showSeasonLabel,
  traktId,
  traktEpisode,
  traktMatchRow,
  type JsonObject,
} from './trakt-titles';

/*
 * ratings-movies, -shows and -episodes: `{rated_at, rating (1 to 10), type, movie|show|episode}`,
 * each a rating out of ten as Marquee's are; an episode's rating comes with its show. Marquee
 * keeps no rating of a season, so those are listed as left out.
 */

const noRating: Message = { id: 'import.trakt.noRating' };

export type TraktRatingsKind = Extract<TraktReadKind, `ratings-${string}`>;

/** The rated thing's Trakt id: a member rates a title once, so a repeat is an overlap of pages. */
function ratingKey(entry: JsonObject): string | undefined {
  const type = entry.type;
  if (typeof type !== 'string') return undefined;
  const id = traktId(entry[type]);
  return id === undefined ? undefined : `${type}:${id}`;
}

function ratingOutOfTen(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 10
    ? value
    : undefined;
}

export async function readTraktRatings(
  pages: readonly TraktFile[],
  kind: TraktRatingsKind,
  parsed: ParsedImport,
  showOf: TraktShowOf,
): Promise<void> {
  function skip(source: RowSource, label: RowLabel, reason: Message) {
    parsed.skipped.push({ source, label, reason });
  }

  function ratedAtOf(entry: JsonObject): string | undefined {
    return typeof entry.rated_at === 'string' ? instantOf(entry.rated_at) : undefined;
  }

  function readTitleRating(entry: JsonObject, source: RowSource) {
    const movie = kind === 'ratings-movies';
    const match = traktMatchRow(movie ? entry.movie : entry.show, movie ? 'movie' : 'tv');
    if (!match) return skip(source, { id: 'import.label.rating' }, { id: 'import.trakt.noTitle' });
    const rating = ratingOutOfTen(entry.rating);
    if (rating === undefined) return skip(source, matchLabel(match), noRating);
    const ratedAt = ratedAtOf(entry);
    parsed.records.push({
      kind: 'ratings',
      title: { match, source },
      rating,
      ...(ratedAt === undefined ? {} : { rated_at: ratedAt }),
    });
  }

  function readSeasonRating(entry: JsonObject, source: RowSource) {
    const season = episodeNumber(objectOf(entry.season)?.number);
    const label = showSeasonLabel(traktMatchRow(entry.show, 'tv'), season);
    skip(source, label, { id: 'import.trakt.seasonRating' });
  }

  function readEpisodeRating(entry: JsonObject, source: RowSource) {
    const episode = traktEpisode(entry);
    if ('problem' in episode) return skip(source, episode.label, episode.problem);
    const { show, season, number, tvdbId } = episode;
    const rating = ratingOutOfTen(entry.rating);
    if (rating === undefined)
      return skip(source, showPartLabel(show, episodeCode(season, number)), noRating);
    const ratedAt = ratedAtOf(entry);
    parsed.episodeRatings.push({
      show: showOf(entry.show, show, source),
      season_number: season,
      episode_number: number,
      ...(tvdbId === undefined ? {} : { tvdb_id: tvdbId }),
      rating,
      ...(ratedAt === undefined ? {} : { rated_at: ratedAt }),
      source,
    });
  }

  await eachTraktEntry(pages, 'ratings', ratingKey, (value, source) => {
    const entry = objectOf(value);
    if (!entry) return skip(source, { id: 'import.label.entry' }, { id: 'import.trakt.notRating' });
    switch (kind) {
      case 'ratings-movies':
      case 'ratings-shows':
        return readTitleRating(entry, source);
      case 'ratings-seasons':
        return readSeasonRating(entry, source);
      case 'ratings-episodes':
        return readEpisodeRating(entry, source);
    }
  });
}
