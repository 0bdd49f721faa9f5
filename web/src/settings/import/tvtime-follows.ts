import { numericIdOf } from './import-ids';
import type { CsvRecord } from './csv-records';
import { noShow } from './tvtime-episode-plays';
import { eachFileRow, flagOf, skip, type TvTimeReading, wallClockInstant } from './tvtime-reading';

/*
 * The two tables of shows: followed_tv_show.csv (every follow, shows never watched included, with
 * `archived`) and user_tv_show_data.csv (one row a show: followed, favourite, episodes seen).
 * Neither decides over v2's user-series flags (tvtime-shows.ts).
 */

export async function readFollowedShows(
  file: string,
  records: readonly CsvRecord[],
  reading: TvTimeReading,
): Promise<void> {
  await eachFileRow(file, records, reading, (row, columns, source) => {
    const name = columns.text(row, 'tv_show_name');
    const showId = numericIdOf(columns.text(row, 'tv_show_id'));
    if (showId === undefined) {
      skip(reading, source, name || { id: 'import.label.followedShow' }, noShow);
      return;
    }
    const at = wallClockInstant(columns.text(row, 'created_at'), reading.clock);
    const updatedAt = wallClockInstant(columns.text(row, 'updated_at'), reading.clock);
    reading.shows.followed(reading.shows.byTvdbId(showId, name, source), {
      file: 'followed-shows',
      archived: flagOf(columns.text(row, 'archived')) === true,
      source,
      ...(at === undefined ? {} : { at }),
      ...(updatedAt === undefined ? {} : { updatedAt }),
    });
  });
}

export async function readUserShowData(
  file: string,
  records: readonly CsvRecord[],
  reading: TvTimeReading,
): Promise<void> {
  await eachFileRow(file, records, reading, (row, columns, source) => {
    const name = columns.text(row, 'tv_show_name');
    const showId = numericIdOf(columns.text(row, 'tv_show_id'));
    if (showId === undefined) {
      skip(reading, source, name || { id: 'import.label.show' }, noShow);
      return;
    }
    const show = reading.shows.byTvdbId(showId, name, source);
    if (flagOf(columns.text(row, 'is_followed')) === true)
      reading.shows.followed(show, { file: 'user-show-data', archived: false, source });
    if (flagOf(columns.text(row, 'is_favorited')) === true && !show.favorite)
      show.favorite = source;
  });
}
