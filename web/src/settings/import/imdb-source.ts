import type { TitleMediaType } from '@marquee/tmdb-types/media';
import type { MessageId } from '../../i18n/load-messages';
import { CsvColumns } from './csv-columns';
import type { CsvRecord } from './csv-records';
import { matchLabel, type ParsedImport, type SourceTitle } from './import-records';
import { readCsvRows } from './read-csv-rows';

/*
 * IMDb's CSV exports: ratings (Const, Your Rating, Date Rated, Title, …, Title Type, …, Year, …)
 * and the watchlist, like every IMDb list (Position, Const, Created, …, Title, …, Title Type, …,
 * Year, …). Titles go by their IMDb id (Const); Title Type says movie or TV, and episodes, games
 * and podcasts are left out.
 */

export type ImdbExportKind = 'ratings' | 'watchlist';

export function imdbExportKind(header: CsvRecord, file: string): ImdbExportKind | undefined {
  const columns = new CsvColumns(file, header);
  if (!columns.has('Const')) return undefined;
  if (columns.has('Your Rating') && columns.has('Date Rated') && !columns.has('Position'))
    return 'ratings';
  if (columns.has('Position') && columns.has('Created')) return 'watchlist';
  return undefined;
}

// IMDb has written Title Type both ways over the years: "TV Series" and "tvSeries".
const tvTypes = new Set(['tvseries', 'tvminiseries']);
const movieTypes = new Set(['movie', 'tvmovie', 'short', 'tvshort', 'video', 'tvspecial']);
const leftOut: Record<string, MessageId> = {
  tvepisode: 'import.imdb.tvEpisode',
  videogame: 'import.imdb.videoGame',
  podcastseries: 'import.imdb.podcast',
  podcastepisode: 'import.imdb.podcastEpisode',
  musicvideo: 'import.imdb.musicVideo',
};

type TitleKind = { media_type: TitleMediaType | undefined } | { leftOut: MessageId };

function titleKind(titleType: string): TitleKind {
  const type = titleType.toLowerCase().replace(/[\s-]/g, '');
  if (tvTypes.has(type)) return { media_type: 'tv' };
  if (movieTypes.has(type)) return { media_type: 'movie' };
  const reason = leftOut[type];
  // Another type (or IMDb's words in another language): the server tries movies, then TV.
  return reason ? { leftOut: reason } : { media_type: undefined };
}

export function readImdbExport(
  records: readonly CsvRecord[],
  file: string,
  kind: ImdbExportKind,
): ParsedImport {
  return readCsvRows(records, file, (row, columns, parsed) => {
    const imdbId = columns.imdbId(row, 'Const');
    const name = columns.text(row, 'Title');
    const year = columns.year(row, 'Year');
    const type = titleKind(columns.text(row, 'Title Type'));
    const title: SourceTitle = {
      match: {
        imdb_id: imdbId,
        ...('media_type' in type && type.media_type ? { media_type: type.media_type } : {}),
        ...(name === '' ? {} : { title: name }),
        ...(year === undefined ? {} : { year }),
      },
      source: { file, line: row.line },
    };
    // Check the row whole before leaving it out: a broken row is an error either way.
    const rating = kind === 'ratings' ? columns.tenScale(row, 'Your Rating') : undefined;
    const when = columns.optionalDay(row, kind === 'ratings' ? 'Date Rated' : 'Created');
    if ('leftOut' in type) {
      parsed.skipped.push({
        source: title.source,
        label: matchLabel(title.match),
        reason: { id: type.leftOut },
      });
    } else if (kind === 'ratings') {
      if (rating === undefined) throw columns.error(row, 'Your Rating is empty.');
      parsed.records.push({
        kind,
        title,
        rating,
        ...(when === undefined ? {} : { rated_at: when }),
      });
    } else {
      parsed.records.push({ kind, title, ...(when === undefined ? {} : { added_at: when }) });
    }
  });
}
