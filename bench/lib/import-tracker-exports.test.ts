import { BlobReader, TextWriter, ZipReader } from '@zip.js/zip.js';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { NamedMovie } from './import-catalogue-movies.js';
import {
  TRACKER_PLAYS,
  TRAKT_MOVIE_PLAYS,
  TV_TIME_PASSWORD,
  writeTraktExport,
  writeTvTimeExport,
  type TrackerShow,
} from './import-tracker-exports.js';
import type { ExportFile } from './import-letterboxd-export.js';

// 600 shows of 8 to 72 aired episodes (about 40 each): enough for TV Time's 20,000 distinct rows.
const shows: TrackerShow[] = Array.from({ length: 600 }, (_, index) => ({
  id: index + 1,
  name: `Show ${index}`,
  year: 2000 + (index % 25),
  tvdbId: 90_000_001 + index,
  seasons: [
    { season: 1, episodes: 8 + (index % 17) },
    { season: 2, episodes: 10 + (index % 41) },
  ],
}));
const movies: NamedMovie[] = Array.from({ length: 300 }, (_, index) => ({
  id: index + 1,
  title: `Film ${index}`,
  year: 1990 + (index % 30),
}));

async function entries(file: ExportFile, password?: string): Promise<Map<string, string>> {
  const reader = new ZipReader(new BlobReader(new Blob([new Uint8Array(file.buffer)])), {
    ...(password === undefined ? {} : { password }),
  });
  const texts = new Map<string, string>();
  for (const entry of await reader.getEntries())
    if (!entry.directory) texts.set(entry.filename, await entry.getData(new TextWriter()));
  return texts;
}

describe('the bench’s tracker exports', () => {
  it("writes Trakt's zip of 20,000 plays: 1,000 of films, the rest episodes of 500 shows, pages of 250", async () => {
    const files = await entries(await writeTraktExport(shows, movies));
    const history = [...files]
      .filter(([name]) => name.startsWith('watched-history'))
      .flatMap(
        ([, text]) => JSON.parse(text) as Array<{ type: string; show?: { ids: { tmdb: number } } }>,
      );
    expect(history).toHaveLength(TRACKER_PLAYS);
    expect(history.filter((play) => play.type === 'movie')).toHaveLength(TRAKT_MOVIE_PLAYS);
    expect(new Set(history.map((play) => play.show?.ids.tmdb).filter(Boolean)).size).toBe(500);
    expect(files.has('watched-history-80.json')).toBe(true);
  });

  it("writes TV Time's zip with its password: 20,000 episode rows, shows by TheTVDB id", async () => {
    const files = await entries(await writeTvTimeExport(shows), TV_TIME_PASSWORD);
    const rows = Papa.parse<Record<string, string>>(
      files.get('tracking-prod-records-v2.csv') ?? '',
      {
        header: true,
        skipEmptyLines: true,
      },
    ).data;
    const watches = rows.filter((row) => row.key?.startsWith('watch-episode-'));
    expect(watches).toHaveLength(TRACKER_PLAYS);
    expect(new Set(watches.map((row) => `${row.s_id}:${row.s_no}:${row.ep_no}`)).size).toBe(
      TRACKER_PLAYS,
    );
    expect(watches.every((row) => Number(row.s_id) > 90_000_000)).toBe(true);
  });
});
