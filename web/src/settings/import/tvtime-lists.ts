import { numericIdOf } from './import-ids';
import type { CsvRecord } from './csv-records';
import type { ImportListHead, ImportRecord, RowLabel, RowSource } from './import-records';
import {
  eachFileRow,
  instantOfFloatSeconds,
  skip,
  type TvTimeReading,
  wallClockInstant,
} from './tvtime-reading';
import type { TvTimeMovies } from './tvtime-tracking-v1';

/*
 * lists-prod-lists.csv: a row per custom list (type "list"), its titles in `objects` as Go's
 * print of a slice of maps: `[map[created_at:1.707766149e+09 id:422981 type:series] …]`. Shows
 * are named by TheTVDB id; films by TV Time's uuid only, found through v1's rows. A `collection`
 * row repeats the lists' names for TV Time's own use.
 */

export interface TvTimeListObject {
  type: string;
  id: string;
  uuid: string;
  createdAt: string;
}

/** The maps of an `objects` cell; Yamtrack reads them with the same pattern (no map nests). */
export function listObjects(cell: string): TvTimeListObject[] {
  const objects: TvTimeListObject[] = [];
  for (const [, body = ''] of cell.matchAll(/map\[([^[\]]*)\]/g)) {
    const token = (key: string) => new RegExp(`(?:^|\\s)${key}:(\\S+)`).exec(body)?.[1] ?? '';
    objects.push({
      type: token('type'),
      id: token('id'),
      uuid: token('uuid'),
      createdAt: token('created_at'),
    });
  }
  return objects;
}

export async function readLists(
  file: string,
  records: readonly CsvRecord[],
  reading: TvTimeReading,
  movies: TvTimeMovies,
): Promise<void> {
  await eachFileRow(file, records, reading, (row, columns, source) => {
    if (columns.text(row, 's_key') === 'collection') return;
    const name = columns.text(row, 'name');
    if (columns.text(row, 'type') !== 'list') {
      skip(reading, source, name || { id: 'import.label.row' }, { id: 'import.tvtime.notList' });
      return;
    }
    const description = columns.text(row, 'description');
    const list: ImportListHead = {
      name: name || `TV Time list ${reading.parsed.lists.length + 1}`,
      description: description === '<nil>' ? '' : description,
    };
    const createdAt = wallClockInstant(columns.text(row, 'created_at'), reading.clock);
    if (createdAt !== undefined) list.created_at = createdAt;
    reading.parsed.lists.push(list);
    for (const object of listObjects(columns.text(row, 'objects')))
      addListItem(reading, list, object, source, movies);
  });
}

function addListItem(
  reading: TvTimeReading,
  list: ImportListHead,
  object: TvTimeListObject,
  source: RowSource,
  movies: TvTimeMovies,
): void {
  const label: RowLabel =
    object.type === ''
      ? { id: 'import.label.listItem', values: { list: list.name, id: object.id || object.uuid } }
      : `${list.name}: ${object.type} ${object.id || object.uuid}`.trim();
  let match;
  if (object.type === 'series') {
    const showId = numericIdOf(object.id);
    if (showId === undefined) {
      skip(reading, source, label, { id: 'import.tvtime.listShowWithoutId' });
      return;
    }
    match = reading.shows.byTvdbId(showId, '', source).match;
  } else if (object.type === 'movie') {
    match = movies.get(object.uuid);
    if (!match) {
      skip(reading, source, label, { id: 'import.tvtime.listFilmUnknown' });
      return;
    }
  } else {
    skip(reading, source, label, {
      id: 'import.tvtime.listItemKind',
      values: { type: object.type },
    });
    return;
  }
  const record: ImportRecord = { kind: 'list-item', title: { match, source }, list };
  const addedAt = instantOfFloatSeconds(object.createdAt, reading.clock.now);
  if (addedAt !== undefined) record.added_at = addedAt;
  reading.parsed.records.push(record);
}
