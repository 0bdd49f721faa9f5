import { readCsvRecords, type CsvRecord } from './csv-records';
import { ImportFileError } from './import-file-error';
import { emptyImport, type ParsedImport } from './import-records';
import { PlayedEpisodes, readSeenEpisodes, readTrackingV2 } from './tvtime-episode-plays';
import { tvTimeFileKind, tvTimeFileRole, type TvTimeCsvKind } from './tvtime-files';
import { readFollowedShows, readUserShowData } from './tvtime-follows';
import { readLists } from './tvtime-lists';
import {
  readMyDataEpisodes,
  readMyDataLists,
  readMyDataMovies,
  readMyDataSeries,
  type MyDataMovies,
} from './tvtime-my-data-export';
import { tvTimeClock, type TvTimeReading } from './tvtime-reading';
import { TvTimeShows } from './tvtime-shows';
import { readTrackingV1, type TvTimeMovies } from './tvtime-tracking-v1';
import { readVotes } from './tvtime-votes';
import { unopenedFile } from './unopened-files';

/*
 * TV Time's GDPR export (FORMATS.md section 2), its CSV files taken out of the zip or chosen
 * loose: episode plays from tracking-prod-records-v2.csv (and older files), films from
 * tracking-prod-records.csv, follows, favourites, ratings and lists; and the tvtime-*.csv files
 * of the app's later "export my data". TV Time writes times with no zone; they are read in the
 * zone the person lived in.
 */

export interface TvTimeFile {
  name: string;
  text(): Promise<string>;
}

export interface TvTimeReadOptions {
  /** The IANA zone TV Time's wall-clock times are read in. */
  timeZone: string;
  /** No watch is later than this (ms); and it dates follows no file dates. For tests. */
  now?: number;
  /** Rows read between two breaks for the event loop. */
  rowsPerSlice?: number;
}

interface ReadFile {
  file: string;
  records: CsvRecord[];
}

const noneRead = `none of the files is one Marquee reads from TV Time's export (tracking-prod-records-v2.csv, tracking-prod-records.csv, followed_tv_show.csv, user_tv_show_data.csv, the ratings and lists files, seen_episode.csv; or the tvtime-*.csv files of the app's "export my data").`;

type FilesByKind = Map<TvTimeCsvKind, ReadFile[]>;

/**
 * The files Marquee reads, parsed and sorted by kind; the others listed as left out, unopened
 * when they may hold secrets. Fails when none is one Marquee reads.
 */
async function filesByKind(
  files: readonly TvTimeFile[],
  parsed: ParsedImport,
  rowsPerSlice: number,
): Promise<FilesByKind> {
  const byKind: FilesByKind = new Map();
  let known = 0;
  for (const file of files) {
    const role = tvTimeFileRole(file.name);
    if (role !== undefined && role !== 'read') {
      parsed.skipped.push(unopenedFile(file.name, role));
      continue;
    }
    if (role === undefined && !/\.csv$/i.test(file.name)) {
      parsed.skipped.push(unopenedFile(file.name, 'ignored'));
      continue;
    }
    const records = await readCsvRecords(await file.text(), file.name, { rowsPerSlice });
    const [header] = records;
    // An empty file of a known name is known, and brings nothing.
    if (!header) {
      if (role === 'read') known += 1;
      continue;
    }
    const kind = tvTimeFileKind(file.name, header);
    if (!kind) {
      parsed.skipped.push(unopenedFile(file.name, 'ignored'));
      continue;
    }
    known += 1;
    const same = byKind.get(kind) ?? [];
    same.push({ file: file.name, records });
    byKind.set(kind, same);
  }
  if (known === 0) throw new ImportFileError(files[0]?.name ?? 'the files', undefined, noneRead);
  return byKind;
}

/**
 * The files in the order their facts depend on one another: v2's plays before v1's and the
 * oldest files' (added only for episodes v2 has none of), v1's films before the votes and lists
 * that name films by uuid, and the shows' records once every file has spoken of them.
 */
async function readFiles(byKind: FilesByKind, reading: TvTimeReading): Promise<void> {
  const filesOf = (kind: TvTimeCsvKind) => byKind.get(kind) ?? [];
  const { parsed } = reading;
  const movies: TvTimeMovies = new Map();
  const playedInV2 = new PlayedEpisodes();
  for (const { file, records } of filesOf('tracking-v2'))
    playedInV2.addAll(await readTrackingV2(file, records, reading));
  const playedBefore = new PlayedEpisodes();
  for (const { file, records } of filesOf('tracking-v1'))
    playedBefore.addAll(await readTrackingV1(file, records, reading, playedInV2, movies));
  for (const { file, records } of filesOf('followed-shows'))
    await readFollowedShows(file, records, reading);
  for (const { file, records } of filesOf('user-show-data'))
    await readUserShowData(file, records, reading);
  for (const { file, records } of filesOf('seen-episodes')) {
    if (filesOf('tracking-v2').length > 0)
      parsed.skipped.push({
        source: { file },
        label: { id: 'import.label.wholeFile' },
        reason: { id: 'import.tvtime.seenEpisodesSuperseded' },
      });
    else await readSeenEpisodes(file, records, reading, playedBefore);
  }
  const myDataMovies: MyDataMovies = new Map();
  for (const { file, records } of filesOf('my-data-episodes'))
    await readMyDataEpisodes(file, records, reading);
  for (const { file, records } of filesOf('my-data-movies'))
    await readMyDataMovies(file, records, reading, myDataMovies);
  for (const { file, records } of filesOf('my-data-series'))
    await readMyDataSeries(file, records, reading);
  for (const { file, records } of filesOf('my-data-lists'))
    await readMyDataLists(file, records, reading, myDataMovies);
  for (const { file, records } of filesOf('votes')) await readVotes(file, records, reading, movies);
  for (const { file, records } of filesOf('lists')) await readLists(file, records, reading, movies);
  for (const record of reading.shows.records(new Date(reading.clock.now).toISOString()))
    parsed.records.push(record);
}

/**
 * Reads the export's files into one import. Files that hold tokens or password hashes are never
 * opened; the export's other tables, and files that are not TV Time's, are listed as left out.
 * Fails when no file is one Marquee reads, or when a file named as one of TV Time's lacks that
 * file's marker columns.
 */
export async function readTvTimeExport(
  files: readonly TvTimeFile[],
  { timeZone, now = Date.now(), rowsPerSlice = 2000 }: TvTimeReadOptions,
): Promise<ParsedImport> {
  const parsed = emptyImport();
  const byKind = await filesByKind(files, parsed, rowsPerSlice);
  await readFiles(byKind, {
    clock: tvTimeClock(timeZone, now),
    rowsPerSlice,
    shows: new TvTimeShows(),
    parsed,
  });
  return parsed;
}
