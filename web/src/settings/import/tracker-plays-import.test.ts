import type {
  ImportEpisodeRow,
  ImportMatchResult,
  ImportMatchRow,
} from '@marquee/tmdb-types/library-transfer';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { movie, tv } from '../../test/library-stubs';
import { buildImportBody, episodesToNumber } from './import-body';
import { episodeRowKey, numberEpisodes } from './episode-numbers';
import { emptyImport, type EpisodePlay, type ParsedImport } from './import-records';
import { previewImport } from './import-preview';
import { matchKey } from './match-import';
import { unmatchedCsv, unmatchedRows } from './unmatched-report';
import { englishIntl } from './import-test-files';

/*
 * Another tracker's plays through the preview, the import's body and the report of what did not
 * match: one file of a matched show (one episode the catalogue lacks, a repeat within a minute),
 * a show to pick, and a show not found.
 */

const alpha: ImportMatchRow = { media_type: 'tv', tvdb_id: 90_000_001, title: 'Alpha' };
const beta: ImportMatchRow = { media_type: 'tv', title: 'Beta' };
const gone: ImportMatchRow = { media_type: 'tv', tvdb_id: 79_168, title: '=HYPERLINK("x")' };
const film: ImportMatchRow = { media_type: 'movie', tmdb_id: 11, title: 'Film' };

let line = 1;
function play(show: ImportMatchRow, season: number, episode: number, at: string): EpisodePlay {
  line += 1;
  return {
    show,
    season_number: season,
    episode_number: episode,
    tvdb_id: 1_000_000_000 + season * 100 + episode,
    watched_at: at,
    source: { file: 'tracking-prod-records-v2.csv', line },
  };
}

function parsedFiles(): ParsedImport {
  line = 1;
  const parsed = emptyImport();
  for (const show of [alpha, beta, gone])
    parsed.records.push({ kind: 'show', title: { match: show, source: { file: 'x', line: 1 } } });
  parsed.records.push({
    kind: 'diary',
    title: { match: film, source: { file: 'tracking-prod-records.csv', line: 2 } },
    watched_on: '2025-01-01',
    rating: null,
    note: null,
    logged_at: '2025-01-01T20:00:00.000Z',
    play: true,
  });
  parsed.records.push({
    kind: 'diary',
    title: { match: film, source: { file: 'tracking-prod-records.csv', line: 3 } },
    watched_on: '2025-01-01',
    rating: null,
    note: null,
    logged_at: '2025-01-01T20:00:30.000Z',
    play: true,
  });
  parsed.episodePlays.push(
    play(alpha, 1, 1, '2025-01-01T20:00:00.000Z'),
    play(alpha, 1, 1, '2025-01-01T20:00:40.000Z'),
    play(alpha, 1, 2, '2025-01-02T20:00:00.000Z'),
    play(alpha, 1386, 9, '2025-01-03T20:00:00.000Z'),
    play(beta, 1, 1, '2025-01-04T20:00:00.000Z'),
    play(gone, 1, 1, '2025-01-05T20:00:00.000Z'),
  );
  return parsed;
}

const results = new Map<string, ImportMatchResult>([
  [matchKey(alpha), { status: 'matched', title: tv(501, 'Alpha', '2020-01-01') }],
  [
    matchKey(beta),
    {
      status: 'ambiguous',
      candidates: [tv(601, 'Beta', '2019-01-01'), tv(602, 'Beta', '2023-01-01')],
    },
  ],
  [matchKey(gone), { status: 'not_found' }],
  [matchKey(film), { status: 'matched', title: movie(11, 'Film', '2024-01-01') }],
]);

/** The catalogue of this test: Alpha and Beta list S1E1 and S1E2; season 1386 is nobody's. */
async function askEpisodes(rows: readonly ImportEpisodeRow[]) {
  return {
    results: rows.map((row) =>
      row.season_number === 1 && row.episode_number <= 2
        ? {
            status: 'matched' as const,
            season_number: row.season_number,
            episode_number: row.episode_number,
          }
        : { status: 'not_found' as const },
    ),
  };
}

async function previewOfFiles() {
  const parsed = parsedFiles();
  const rows = parsed.episodePlays
    .filter((entry) => entry.show === alpha)
    .map((entry) => ({
      show_id: 501,
      season_number: entry.season_number,
      episode_number: entry.episode_number,
      tvdb_id: entry.tvdb_id as number,
    }));
  const episodeNumbers = await numberEpisodes(rows, new Map(), askEpisodes);
  return previewImport(parsed, results, { episodeNumbers, timeZone: 'Europe/Paris' });
}

describe('episode plays from another tracker', () => {
  it('counts each kind by what became of its rows, episodes by show and by episode', async () => {
    const preview = await previewOfFiles();
    expect(preview.kinds.episodes).toEqual({ rows: 6, matched: 3, ambiguous: 1, notFound: 2 });
    expect(preview.kinds.diary).toEqual({ rows: 2, matched: 2, ambiguous: 0, notFound: 0 });
    expect(preview.kinds.shows).toBeUndefined();
    expect(preview.plays.missing.map((entry) => entry.season_number)).toEqual([1386]);
    expect(preview.plays.repeats.map((entry) => entry.watched_at)).toEqual([
      '2025-01-01T20:00:40.000Z',
    ]);
  });

  it('imports the watches of matched shows, a repeat once, a movie played twice in a minute once', async () => {
    const preview = await previewOfFiles();
    const body = buildImportBody(preview, {});
    expect(body.episode_watches).toEqual([
      {
        show_id: 501,
        season_number: 1,
        episode_number: 1,
        cycle: 1,
        rewatch: 0,
        watched_on: '2025-01-01',
        logged_at: '2025-01-01T20:00:00.000Z',
      },
      {
        show_id: 501,
        season_number: 1,
        episode_number: 2,
        cycle: 1,
        rewatch: 0,
        watched_on: '2025-01-02',
        logged_at: '2025-01-02T20:00:00.000Z',
      },
    ]);
    expect(body.diary).toHaveLength(1);
  });

  it('numbers the episodes of a show the person picks at import, asking only about those', async () => {
    const preview = await previewOfFiles();
    const choices = { [matchKey(beta)]: 'tv-602' };
    const asked = episodesToNumber(preview, choices);
    expect(asked).toEqual([
      { show_id: 602, season_number: 1, episode_number: 1, tvdb_id: 1_000_000_101 },
    ]);
    const episodeNumbers = await numberEpisodes(asked, preview.episodeNumbers, askEpisodes);
    expect(episodeNumbers.get(episodeRowKey(asked[0] as ImportEpisodeRow))).toEqual({
      season_number: 1,
      episode_number: 1,
    });
    const body = buildImportBody({ ...preview, episodeNumbers }, choices);
    expect(body.episode_watches?.map((watch) => watch.show_id)).toEqual([501, 501, 602]);
  });

  it('reports every play left out, with its file, line, ids and why, as CSV safe for spreadsheets', async () => {
    const preview = await previewOfFiles();
    const rows = unmatchedRows(englishIntl, preview, {});
    expect(rows.map((row) => [row.place, row.season, row.episode, row.reason])).toEqual([
      ['line 6', '1', '1', 'its show: several titles fit and none was picked'],
      ['line 7', '1', '1', 'its show: not found in the catalogue'],
      ['line 5', '1386', '9', 'the catalogue lists no such episode of Alpha'],
      ['line 3', '1', '1', 'the same episode logged again within a minute: one watch'],
    ]);
    const csv = unmatchedCsv(rows);
    const [header, , notFound] = Papa.parse<string[]>(csv.trim()).data;
    expect(header).toEqual([
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
    ]);
    expect(notFound?.[0]).toBe('tracking-prod-records-v2.csv');
    expect(notFound?.[3]).toBe(`'=HYPERLINK("x")`);
    expect(notFound?.[9]).toBe('79168');
  });

  it('escapes every cell a spreadsheet would run, a title of several lines too', () => {
    const row = (title: string) => ({
      file: 'x.csv',
      place: 'line 2',
      kind: 'show',
      title,
      year: '',
      season: '',
      episode: '',
      tmdb_id: '',
      imdb_id: '',
      tvdb_id: '',
      reason: 'r',
    });
    const titles = ['=1+1', '+1', '-ish', '@SUM(1,1)', '\t=1+1', '=1+1\nsecond line', 'Fine'];
    const [, ...parsed] = Papa.parse<string[]>(unmatchedCsv(titles.map(row)).trim()).data;
    expect(parsed.map((cells) => cells[3])).toEqual([
      "'=1+1",
      "'+1",
      "'-ish",
      "'@SUM(1,1)",
      "'\t=1+1",
      "'=1+1\nsecond line",
      'Fine',
    ]);
  });

  it('no longer reports a show once the person picks it', async () => {
    const preview = await previewOfFiles();
    const rows = unmatchedRows(englishIntl, preview, { [matchKey(beta)]: 'tv-601' });
    expect(rows.some((row) => row.reason.includes('none was picked'))).toBe(false);
  });
});
