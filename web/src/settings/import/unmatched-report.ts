import type { ImportMatchRow } from '@marquee/tmdb-types/library-transfer';
import Papa from 'papaparse';
import type { IntlShape } from 'react-intl';
import type { Message } from '../../i18n/message';
import { episodesOfShows, resolvedTitle } from './import-body';
import { numberedEpisodes, type NumberedEpisode } from './episode-numbers';
import { watchesOfPlays } from './episode-plays';
import {
  matchLabel,
  wordsIn,
  type FileEpisode,
  type ImportRecord,
  type RowSource,
} from './import-records';
import type { ImportChoices } from './import-choices';
import type { ImportPreview } from './import-preview';
import { matchKey } from './match-import';

/*
 * "Download what did not match": every row of the files that the import leaves out, with where
 * it is and what it names, so nothing is lost without a word (issue 24). The same before the
 * import (with the picks so far) and after it.
 *
 * The columns' names, the kinds and the places are data a spreadsheet sorts and filters by: they
 * stay in English whatever the page's language. The titles and the reasons are for the person to
 * read, in the page's language.
 */

export interface UnmatchedRow {
  file: string;
  /** "line 14" in a CSV file, "[3]" or "ratings[3]" in a JSON one. */
  place: string;
  kind: string;
  title: string;
  year: string;
  season: string;
  episode: string;
  tmdb_id: string;
  imdb_id: string;
  tvdb_id: string;
  reason: string;
}

const kindNames: Record<ImportRecord['kind'], string> = {
  watchlist: 'watchlist',
  favorites: 'favourite',
  ratings: 'rating',
  diary: 'watch',
  watched: 'watch',
  'list-item': 'list item',
  show: 'show',
};

function place(source: RowSource): string {
  if (source.line !== undefined) return `line ${source.line}`;
  return source.at ?? '';
}

function text(value: number | string | undefined): string {
  return value === undefined ? '' : String(value);
}

function titleRow(
  source: RowSource,
  kind: string,
  match: ImportMatchRow,
  reason: string,
): UnmatchedRow {
  return {
    file: source.file,
    place: place(source),
    kind,
    title: match.title ?? '',
    year: text(match.year),
    season: '',
    episode: '',
    tmdb_id: text(match.tmdb_id),
    imdb_id: text(match.imdb_id),
    tvdb_id: text(match.tvdb_id),
    reason,
  };
}

function episodeRow(episode: FileEpisode, kind: string, reason: string): UnmatchedRow {
  return {
    ...titleRow(episode.source, kind, episode.show, reason),
    season: String(episode.season_number),
    episode: String(episode.episode_number),
  };
}

/** Why a title of the files comes to nothing, or undefined when it comes to a catalogue title. */
function titleReason(
  preview: ImportPreview,
  choices: ImportChoices,
  match: ImportMatchRow,
): 'unpicked' | 'notFound' | undefined {
  if (resolvedTitle(preview, choices, match)) return undefined;
  return preview.results.get(matchKey(match))?.status === 'ambiguous' ? 'unpicked' : 'notFound';
}

const titleReasons: Record<'unpicked' | 'notFound', Message> = {
  unpicked: { id: 'import.report.unpicked' },
  notFound: { id: 'import.report.notFound' },
};

/** The same for an episode or a play: its show comes to nothing. */
const showReasons: Record<'unpicked' | 'notFound', Message> = {
  unpicked: { id: 'import.report.showUnpicked' },
  notFound: { id: 'import.report.showNotFound' },
};

/**
 * Adds a row for each episode whose show comes to nothing, and each the catalogue does not list;
 * gives the rest, numbered. Episodes of a show picked since the preview are numbered at import:
 * until then none of them is missing.
 */
function leftOutEpisodes<Episode extends FileEpisode>(
  intl: IntlShape,
  preview: ImportPreview,
  choices: ImportChoices,
  episodes: readonly Episode[],
  kind: string,
  rows: UnmatchedRow[],
): Array<NumberedEpisode<Episode>> {
  for (const episode of episodes) {
    const reason = titleReason(preview, choices, episode.show);
    if (reason !== undefined)
      rows.push(episodeRow(episode, kind, wordsIn(intl, showReasons[reason])));
  }
  const { numbered, missing } = numberedEpisodes(
    episodesOfShows(preview, choices, episodes),
    preview.episodeNumbers,
  );
  for (const episode of missing)
    rows.push(
      episodeRow(
        episode,
        kind,
        intl.formatMessage(
          { id: 'import.report.noSuchEpisode' },
          { show: matchLabel(episode.show) },
        ),
      ),
    );
  return numbered;
}

/** Every row the import leaves out, in the order of the files. */
export function unmatchedRows(
  intl: IntlShape,
  preview: ImportPreview,
  choices: ImportChoices,
): UnmatchedRow[] {
  const rows: UnmatchedRow[] = [];
  for (const record of preview.parsed.records) {
    // A show only plays name is reported with each of its plays.
    if (record.kind === 'show' && !record.progress) continue;
    const reason = titleReason(preview, choices, record.title.match);
    if (reason !== undefined)
      rows.push(
        titleRow(
          record.title.source,
          kindNames[record.kind],
          record.title.match,
          wordsIn(intl, titleReasons[reason]),
        ),
      );
  }
  const { episodePlays, episodeRatings } = preview.parsed;
  const plays = leftOutEpisodes(intl, preview, choices, episodePlays, 'episode', rows);
  const repeated = intl.formatMessage({ id: 'import.report.repeatedPlay' });
  for (const play of watchesOfPlays(plays, preview.timeZone).repeats)
    rows.push(episodeRow(play, 'episode', repeated));
  leftOutEpisodes(intl, preview, choices, episodeRatings, 'episode rating', rows);
  preview.parsed.episodeWatches.forEach((watch, index) => {
    const match: ImportMatchRow = { tmdb_id: watch.show_id, media_type: 'tv' };
    const reason = titleReason(preview, choices, match);
    // Marquee's export: its watches keep no file name of their own.
    const source = { file: 'Marquee export', at: `episode_watches[${index}]` };
    if (reason !== undefined)
      rows.push({
        ...titleRow(source, 'episode', match, wordsIn(intl, showReasons[reason])),
        season: String(watch.season_number),
        episode: String(watch.episode_number),
      });
  });
  for (const skipped of preview.skipped)
    rows.push(
      titleRow(
        skipped.source,
        'left out',
        { title: wordsIn(intl, skipped.label) },
        wordsIn(intl, skipped.reason),
      ),
    );
  return rows;
}

const columns: Array<keyof UnmatchedRow> = [
  'file',
  'place',
  'kind',
  'title',
  'year',
  'season',
  'episode',
  'tmdb_id',
  'imdb_id',
  'tvdb_id',
  'reason',
];

/**
 * A cell a spreadsheet would run as a formula (OWASP's advice on CSV injection): Papa Parse quotes
 * it behind a '. Its own `escapeFormulae: true` pattern ends in `.*$`, so it misses a cell of
 * several lines; only the first character matters.
 */
const formulaStart = /^[=+\-@\t\r]/;

/** The rows as CSV, a header first; a title from a file may begin with = + - @. */
export function unmatchedCsv(rows: readonly UnmatchedRow[]): string {
  return Papa.unparse(
    { fields: columns, data: rows.map((row) => columns.map((column) => row[column])) },
    { escapeFormulae: formulaStart, newline: '\r\n' },
  );
}
