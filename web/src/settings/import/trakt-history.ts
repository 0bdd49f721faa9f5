import type { Message } from '../../i18n/message';
import { matchLabel, type ParsedImport, type RowLabel, type RowSource } from './import-records';
import { dayInZone, instantOf } from './import-times';
import { eachTraktEntry, type TraktFile } from './trakt-pages';
import type { TraktShowOf } from './trakt-shows';
import {
  episodeCode,
  objectOf,
  showPartLabel,
  traktEpisode,
  traktMatchRow,
  type JsonObject,
} from './trakt-titles';

/*
 * watched-history: one event per play, newest first (FORMATS.md 1.3). A movie's play is a diary
 * entry; an episode's is a play, kept as it is: repeats, rewatches and cycles are worked out from
 * all of a show's plays later, and each show is matched once, through one `show` record.
 */

const noDate: Message = { id: 'import.trakt.noWatchedAt' };

/** Trakt's id of the event: unique, so a play on two overlapping pages counts once. */
function eventKey(event: JsonObject): string | undefined {
  const id = event.id;
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? String(id) : undefined;
}

export async function readTraktHistory(
  pages: readonly TraktFile[],
  parsed: ParsedImport,
  timeZone: string,
  showOf: TraktShowOf,
): Promise<void> {
  function skip(source: RowSource, label: RowLabel, reason: Message) {
    parsed.skipped.push({ source, label, reason });
  }

  function readMovie(event: JsonObject, watchedAt: string | undefined, source: RowSource) {
    const match = traktMatchRow(event.movie, 'movie');
    if (!match) return skip(source, { id: 'import.label.movie' }, { id: 'import.trakt.noTitle' });
    if (!watchedAt) return skip(source, matchLabel(match), noDate);
    parsed.records.push({
      kind: 'diary',
      title: { match, source },
      watched_on: dayInZone(watchedAt, timeZone),
      rating: null,
      note: null,
      logged_at: watchedAt,
      play: true,
    });
  }

  function readEpisode(event: JsonObject, watchedAt: string | undefined, source: RowSource) {
    const episode = traktEpisode(event);
    if ('problem' in episode) return skip(source, episode.label, episode.problem);
    const { show, season, number, tvdbId } = episode;
    if (!watchedAt) return skip(source, showPartLabel(show, episodeCode(season, number)), noDate);
    const playId = eventKey(event);
    parsed.episodePlays.push({
      show: showOf(event.show, show, source),
      season_number: season,
      episode_number: number,
      ...(tvdbId === undefined ? {} : { tvdb_id: tvdbId }),
      watched_at: watchedAt,
      ...(playId === undefined ? {} : { play_id: playId }),
      source,
    });
  }

  await eachTraktEntry(pages, 'plays', eventKey, (entry, source) => {
    const event = objectOf(entry);
    if (!event) return skip(source, { id: 'import.label.entry' }, { id: 'import.trakt.notPlay' });
    const watchedAt =
      typeof event.watched_at === 'string' ? instantOf(event.watched_at) : undefined;
    if (event.type === 'movie') return readMovie(event, watchedAt, source);
    if (event.type === 'episode') return readEpisode(event, watchedAt, source);
    skip(source, { id: 'import.label.entry' }, { id: 'import.trakt.notTitlePlay' });
  });
}
