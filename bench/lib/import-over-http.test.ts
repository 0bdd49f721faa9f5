import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LibraryTitle } from '@marquee/tmdb-types/account';
import type {
  ImportBody,
  ImportMatchBody,
  ImportMatchResult,
} from '@marquee/tmdb-types/library-transfer';
import { afterEach, describe, expect, it } from 'vitest';
import type { NamedMovie } from './import-catalogue-movies.js';
import { writeLetterboxdExport } from './import-letterboxd-export.js';
import {
  importBodyOf,
  MATCH_BATCH,
  matchRowsOf,
  timeImportOverHttp,
  titleKey,
} from './import-over-http.js';

const movies: NamedMovie[] = Array.from({ length: 1_200 }, (_, index) => ({
  id: index + 1,
  title: `Movie ${index}`,
  year: 1990 + (index % 30),
}));
const mix = { diary: 900, ratings: 600, watchlist: 600 };

function titleOf(movie: NamedMovie): LibraryTitle {
  return { media_type: 'movie', id: movie.id, title: movie.title } as LibraryTitle;
}

/** Every title matched but the first (ambiguous) and the second (not found). */
function resultOf(movie: NamedMovie): ImportMatchResult {
  if (movie.id === 1) return { status: 'ambiguous', candidates: [titleOf(movie)] };
  if (movie.id === 2) return { status: 'not_found' };
  return { status: 'matched', title: titleOf(movie) };
}

describe('the import over HTTP', () => {
  const stops: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
  });

  it('asks about each title once, by name and year', () => {
    const exported = writeLetterboxdExport(movies, mix);
    const rows = matchRowsOf(exported);
    expect(rows.size).toBe(1_200);
    expect(rows.get(titleKey(movies[5] as NamedMovie))).toEqual({
      media_type: 'movie',
      title: 'Movie 5',
      year: 1995,
    });
  });

  it('sends the matched rows only: each watchlist title and rating once, every diary row', () => {
    const exported = writeLetterboxdExport(movies, mix);
    const results = new Map(movies.map((movie) => [titleKey(movie), resultOf(movie)]));
    const body = importBodyOf(exported, results);
    const ids = (entries: ReadonlyArray<{ media_id: number }> = []) =>
      entries.map((entry) => entry.media_id);
    expect(ids(body.ratings)).not.toContain(1);
    expect(ids(body.ratings)).not.toContain(2);
    expect(body.ratings).toHaveLength(598);
    const third = exported.ratings[2];
    expect(body.ratings?.[0]).toEqual({
      media_type: 'movie',
      media_id: 3,
      rating: (third?.stars ?? NaN) * 2,
      rated_at: third?.ratedOn,
    });
    expect(body.watchlist).toHaveLength(600);
    // 900 rows over 788 films (an eighth rewatched), the first two films' rows left out.
    const leftOut = exported.diary.filter(({ movie }) => movie.id <= 2).length;
    expect(body.diary).toHaveLength(900 - leftOut);
    expect(body.diary?.find((entry) => entry.media_id === 3)?.rating).toBe(
      (third?.stars ?? NaN) * 2,
    );
  });

  it('matches in requests of at most 500 titles, one at a time, then imports once', async () => {
    const exported = writeLetterboxdExport(movies, mix);
    const byKey = new Map(movies.map((movie) => [titleKey(movie), movie]));
    const batches: number[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    let imported: ImportBody | undefined;
    const server = createServer((request, response) => {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
        let answer: unknown;
        if (request.url === '/3/account/member-1/import/match') {
          const { rows } = body as ImportMatchBody;
          batches.push(rows.length);
          answer = {
            results: rows.map((row) => {
              const movie = byKey.get(titleKey({ id: 0, title: row.title ?? '', year: row.year }));
              return movie ? resultOf(movie) : { status: 'not_found' };
            }),
          };
        } else {
          imported = body as ImportBody;
          answer = {
            success: true,
            added: { watchlist: 1, favorites: 0, ratings: 2, diary: 3, lists: 0, list_items: 0 },
          };
        }
        // The next request may start only once this answer is out.
        setImmediate(() => {
          inFlight -= 1;
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify(answer));
        });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    stops.push(() => new Promise((resolve) => server.close(() => resolve())));
    const { port } = server.address() as AddressInfo;

    const timing = await timeImportOverHttp(
      `http://127.0.0.1:${port}`,
      'member-1',
      'token',
      exported,
    );
    expect(batches).toEqual([MATCH_BATCH, MATCH_BATCH, 200]);
    expect(mostInFlight).toBe(1);
    expect(timing).toMatchObject({
      matchRequests: 3,
      titles: 1_200,
      matched: 1_198,
      ambiguous: 1,
      notFound: 1,
      added: { watchlist: 1, ratings: 2, diary: 3 },
    });
    expect(timing.previewMs).toBeGreaterThan(0);
    expect(timing.commitMs).toBeGreaterThan(0);
    expect(imported?.ratings).toHaveLength(598);
  });
});
