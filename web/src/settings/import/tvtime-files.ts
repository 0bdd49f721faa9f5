import type { CsvRecord } from './csv-records';
import { ImportFileError } from './import-file-error';

/*
 * The files of TV Time's GDPR export: one CSV per table of its database, named inconsistently
 * (hyphens, underscores, service prefixes), so names are compared as Yamtrack compares them:
 * lowercase letters and digits only (FORMATS.md 2.1–2.3). A file is told by its marker columns,
 * so one the person renamed still reads.
 */

/**
 * What Marquee does with a file of the export: reads it, or leaves it unopened (one of the
 * export's other tables, a file of secrets, or a JSON copy of a CSV file it reads).
 */
export type TvTimeFileRole = 'read' | 'ignored' | 'secret' | 'copy';

/** The CSV files Marquee reads, by what their header says they are. */
export type TvTimeCsvKind =
  | 'tracking-v2'
  | 'tracking-v1'
  | 'followed-shows'
  | 'user-show-data'
  | 'votes'
  | 'lists'
  | 'seen-episodes'
  // The app's later "export my data" (tvtime-export-*.zip), FORMATS.md 2.6.
  | 'my-data-episodes'
  | 'my-data-movies'
  | 'my-data-series'
  | 'my-data-lists';

/** "tracking-prod-records-v2.csv" → "trackingprodrecordsv2csv"; a path is named by its last part. */
export function normalisedFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  return base.toLowerCase().replace(/[^a-z0-9]/g, '');
}

const readFiles = new Map<string, { name: string; kind: TvTimeCsvKind }>(
  (
    [
      ['tracking-prod-records-v2.csv', 'tracking-v2'],
      ['tracking-prod-records.csv', 'tracking-v1'],
      ['followed_tv_show.csv', 'followed-shows'],
      ['user_tv_show_data.csv', 'user-show-data'],
      ['seen_episode.csv', 'seen-episodes'],
      ['watched_on_episode.csv', 'seen-episodes'],
      ['ratings-live-votes.csv', 'votes'],
      ['ratings-3-prod-episode_votes.csv', 'votes'],
      ['lists-prod-lists.csv', 'lists'],
      ['tvtime-series-episodes.csv', 'my-data-episodes'],
      ['tvtime-movies.csv', 'my-data-movies'],
      ['tvtime-series.csv', 'my-data-series'],
      ['tvtime-lists.csv', 'my-data-lists'],
    ] as const
  ).map(([name, kind]) => [normalisedFileName(name), { name, kind }]),
);

// The export's other tables: emotions share the ratings' header, so they are told by name.
const ignoredFiles = new Set(
  [
    'emotions-live-votes.csv',
    'user_show_special_status.csv',
    'stats-prod-cache.csv',
    'show_seen_episode_latest.csv',
    'seen_episode_latest.csv',
    'where-to-watch-prod-table.csv',
  ].map(normalisedFileName),
);

// "export my data" writes these as JSON too; the CSV files are read.
const copyFiles = new Set(['tvtime-series.json', 'tvtime-movies.json'].map(normalisedFileName));

// access_token.csv and auth-prod-login.csv hold tokens and password hashes; any other name that
// speaks of them is kept shut too, whatever else it may hold.
const secretWords = [
  'token',
  'auth',
  'login',
  'password',
  'passwd',
  'credential',
  'secret',
  'session',
];

/**
 * What Marquee does with a file of TV Time's export, by its name; undefined when the name is not
 * one of the export's (a renamed file is then told by its header).
 */
export function tvTimeFileRole(name: string): TvTimeFileRole | undefined {
  const normalised = normalisedFileName(name);
  if (secretWords.some((word) => normalised.includes(word))) return 'secret';
  if (readFiles.has(normalised)) return 'read';
  if (copyFiles.has(normalised)) return 'copy';
  if (ignoredFiles.has(normalised) || normalised.includes('comment')) return 'ignored';
  return undefined;
}

/**
 * The columns that tell each kind apart, any one set of them enough; the first set is the one a
 * message names. Real exports drop columns a table has no values for (trakt-web PR #2798), and
 * the synthetic fixtures have reduced headers, so each set is as small as it can be.
 */
const markers: ReadonlyArray<readonly [TvTimeCsvKind, ReadonlyArray<readonly string[]>]> = [
  ['votes', [['vote_key']]],
  ['lists', [['objects']]],
  ['tracking-v2', [['key']]],
  ['tracking-v1', [['type', 'entity_type'], ['type-uuid-n']]],
  ['user-show-data', [['nb_episodes_seen'], ['tv_show_id', 'is_favorited']]],
  ['followed-shows', [['tv_show_id', 'archived'], ['notification_offset']]],
  ['seen-episodes', [['episode_season_number']]],
  ['my-data-episodes', [['series_tvdb_id', 'is_watched']]],
  ['my-data-movies', [['tvdb_id', 'imdb_id', 'is_watched']]],
  ['my-data-series', [['tvdb_id', 'imdb_id', 'status']]],
  ['my-data-lists', [['list_id', 'item_type']]],
];

/** Which TV Time file a CSV is, by its header's marker columns; undefined when none fits. */
export function tvTimeCsvKind(header: readonly string[]): TvTimeCsvKind | undefined {
  const columns = new Set(header.map((name) => name.trim()));
  for (const [kind, sets] of markers) {
    if (sets.some((set) => set.every((column) => columns.has(column)))) return kind;
  }
  return undefined;
}

function markerText(kind: TvTimeCsvKind): string {
  const set = markers.find(([each]) => each === kind)?.[1][0] ?? [];
  const names = set.map((column) => `'${column}'`);
  return names.length === 1
    ? `no ${names[0]} column`
    : `no ${names.slice(0, -1).join(', ')} and ${names.at(-1)} columns`;
}

/**
 * The kind of a CSV file of the export, from its header; a file named as one of TV Time's whose
 * header lacks that file's marker columns fails, naming them, rather than being read as another.
 */
export function tvTimeFileKind(file: string, header: CsvRecord): TvTimeCsvKind | undefined {
  const kind = tvTimeCsvKind(header.cells);
  const named = readFiles.get(normalisedFileName(file));
  if (named && kind !== named.kind)
    throw new ImportFileError(
      file,
      header.line,
      `the header has ${markerText(named.kind)}, which TV Time's ${named.name} always has.`,
    );
  return kind;
}
