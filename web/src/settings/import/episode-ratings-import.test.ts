import type {
  ImportEpisodeRow,
  ImportMatchResult,
  ImportMatchRow,
} from '@marquee/tmdb-types/library-transfer';
import { describe, expect, it } from 'vitest';
import { tv } from '../../test/library-stubs';
import { buildImportBody, episodesToNumber } from './import-body';
import { episodeRowOf, numberEpisodes } from './episode-numbers';
import { emptyImport, type EpisodeRating, type ParsedImport } from './import-records';
import { previewImport } from './import-preview';
import { matchKey } from './match-import';
import { unmatchedRows } from './unmatched-report';
import { englishIntl } from './import-test-files';

/*
 * Ratings of episodes through the preview, the import's body and the report: a matched show (one
 * episode rated twice, one the catalogue lacks), a show to pick, and a show not found.
 */

const alpha: ImportMatchRow = { media_type: 'tv', tvdb_id: 90_000_001, title: 'Alpha' };
const beta: ImportMatchRow = { media_type: 'tv', title: 'Beta' };
const gone: ImportMatchRow = { media_type: 'tv', tvdb_id: 79_168, title: 'Gone' };

function rating(
  show: ImportMatchRow,
  season: number,
  episode: number,
  value: number,
  at: string | undefined,
  line: number,
): EpisodeRating {
  return {
    show,
    season_number: season,
    episode_number: episode,
    rating: value,
    ...(at === undefined ? {} : { rated_at: at }),
    source: { file: 'ratings-episodes.json', at: `[${line}]` },
  };
}

function parsedFiles(): ParsedImport {
  const parsed = emptyImport();
  for (const show of [alpha, beta, gone])
    parsed.records.push({ kind: 'show', title: { match: show, source: { file: 'x', line: 1 } } });
  parsed.episodeRatings.push(
    rating(alpha, 1, 1, 6, '2025-02-01T10:00:00.000Z', 0),
    // The same episode rated again later, in a file listing the newest first.
    rating(alpha, 1, 1, 9, '2025-03-01T10:00:00.000Z', 1),
    rating(alpha, 1, 2, 7, undefined, 2),
    rating(alpha, 1386, 9, 8, '2025-01-01T10:00:00.000Z', 3),
    rating(beta, 1, 2, 5, '2025-01-02T10:00:00.000Z', 4),
    rating(gone, 1, 1, 4, '2025-01-03T10:00:00.000Z', 5),
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
]);

/** The catalogue of this test: every show lists S1E1 and S1E2; season 1386 is nobody's. */
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
  const rows = parsed.episodeRatings
    .filter((entry) => entry.show === alpha)
    .map((entry) => episodeRowOf(entry, 501));
  const episodeNumbers = await numberEpisodes(rows, new Map(), askEpisodes);
  return previewImport(parsed, results, { episodeNumbers, timeZone: 'UTC' });
}

describe('ratings of episodes from another tracker', () => {
  it('counts them as ratings, by show and by episode', async () => {
    const preview = await previewOfFiles();
    expect(preview.kinds.ratings).toEqual({ rows: 6, matched: 3, ambiguous: 1, notFound: 2 });
    expect(preview.kinds.episodes).toBeUndefined();
  });

  it("imports one rating an episode, the latest, by the catalogue's numbers", async () => {
    const body = buildImportBody(await previewOfFiles(), {});
    expect(body.episode_ratings).toEqual([
      {
        show_id: 501,
        season_number: 1,
        episode_number: 1,
        rating: 9,
        rated_at: '2025-03-01T10:00:00.000Z',
      },
      { show_id: 501, season_number: 1, episode_number: 2, rating: 7 },
    ]);
    // Rating an episode follows no show.
    expect(body.shows).toBeUndefined();
    expect(body.episode_watches).toBeUndefined();
  });

  it('numbers the rated episodes of a show the person picks, then imports them', async () => {
    const preview = await previewOfFiles();
    const choices = { [matchKey(beta)]: 'tv-602' };
    const asked = episodesToNumber(preview, choices);
    expect(asked).toEqual([{ show_id: 602, season_number: 1, episode_number: 2 }]);
    const episodeNumbers = await numberEpisodes(asked, preview.episodeNumbers, askEpisodes);
    const body = buildImportBody({ ...preview, episodeNumbers }, choices);
    expect(body.episode_ratings?.map((entry) => [entry.show_id, entry.rating])).toEqual([
      [501, 9],
      [501, 7],
      [602, 5],
    ]);
  });

  it('reports every episode rating left out, with where it is and why', async () => {
    const rows = unmatchedRows(englishIntl, await previewOfFiles(), {});
    expect(rows.map((row) => [row.place, row.kind, row.season, row.episode, row.reason])).toEqual([
      ['[4]', 'episode rating', '1', '2', 'its show: several titles fit and none was picked'],
      ['[5]', 'episode rating', '1', '1', 'its show: not found in the catalogue'],
      ['[3]', 'episode rating', '1386', '9', 'the catalogue lists no such episode of Alpha'],
    ]);
  });
});
