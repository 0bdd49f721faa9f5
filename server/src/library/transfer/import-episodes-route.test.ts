import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ImportEpisodeAnswer,
  ImportEpisodeRow,
  MarqueeExport,
} from '@marquee/tmdb-types/library-transfer';
import { generatedEpisodeTvdbId, generatedShowTvdbId } from '../../catalogue/generated-tvdb-id.js';
import { asMember, libraryApp, type MemberClient } from '../../test/library-test-kit.js';
import { TEST_NOW } from '../../test/test-app.js';
import { buildTestCatalogue, TEST_SIZES } from '../../test/test-catalogue.js';
import { LIBRARY_ENGINES, newUid, useTestLibrary } from '../../test/test-library.js';
import { embeddedShowGuide } from '../../title-catalogue/embedded-show-guide.js';
import type { ShowOutline } from '../../title-catalogue/show-guide.js';

const test = buildTestCatalogue();
afterAll(() => test.cleanup());

const guide = embeddedShowGuide(test.catalogue, () => TEST_NOW);
const SHOW_IDS = Array.from({ length: TEST_SIZES.tv }, (_, index) => index + 1);
const UNKNOWN_SHOW = TEST_SIZES.tv + 1;

/** The first show whose outline on the test day has at least two regular seasons and specials. */
async function showWithSpecials(): Promise<ShowOutline> {
  for (const outline of await guide.outlines(SHOW_IDS)) {
    const numbers = outline?.seasons.map((season) => season.seasonNumber) ?? [];
    if (numbers.includes(0) && numbers.includes(2)) return outline!;
  }
  throw new Error('no show with specials and two seasons in the test catalogue');
}

const countOf = (outline: ShowOutline, seasonNumber: number): number =>
  outline.seasons.find((season) => season.seasonNumber === seasonNumber)?.episodeCount ?? 0;

describe.each(LIBRARY_ENGINES)('mapping import episodes over HTTP on %s', (engine) => {
  const library = useTestLibrary(engine);
  let app: FastifyInstance;
  let member: MemberClient;
  let show: ShowOutline;
  beforeAll(async () => {
    app = await libraryApp(library.store, { source: test.source });
    member = asMember(app, newUid());
    show = await showWithSpecials();
  });

  const mapEpisodes = (rows: ImportEpisodeRow[], uid = member.uid) =>
    member.send<ImportEpisodeAnswer>('POST', `/3/account/${uid}/import/episodes`, { rows });

  it('keeps numbers the show lists, specials too, whatever TheTVDB id comes with them', async () => {
    const id = show.show.id;
    const last = countOf(show, 1);
    const answer = await mapEpisodes([
      { show_id: id, season_number: 1, episode_number: 1 },
      { show_id: id, season_number: 1, episode_number: last, tvdb_id: 3254641 },
      { show_id: id, season_number: 0, episode_number: 1 },
      { show_id: id, season_number: 2, episode_number: 1, tvdb_id: generatedShowTvdbId(id) },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.results).toEqual([
      { status: 'matched', season_number: 1, episode_number: 1 },
      { status: 'matched', season_number: 1, episode_number: last },
      { status: 'matched', season_number: 0, episode_number: 1 },
      { status: 'matched', season_number: 2, episode_number: 1 },
    ]);
  });

  it('maps numbers the show does not list through the episode’s TheTVDB id', async () => {
    const id = show.show.id;
    const beyond = countOf(show, 1) + 1;
    const answer = await mapEpisodes([
      // A year for a season, as TheTVDB numbers some shows.
      {
        show_id: id,
        season_number: 2014,
        episode_number: 3,
        tvdb_id: generatedEpisodeTvdbId(id, 1, 3),
      },
      // An absolute number beyond the first season: the second season's first.
      {
        show_id: id,
        season_number: 1,
        episode_number: beyond,
        tvdb_id: generatedEpisodeTvdbId(id, 2, 1),
      },
      {
        show_id: id,
        season_number: 5000,
        episode_number: 1,
        tvdb_id: generatedEpisodeTvdbId(id, 0, 1),
      },
    ]);
    expect(answer.body.results).toEqual([
      { status: 'matched', season_number: 1, episode_number: 3 },
      { status: 'matched', season_number: 2, episode_number: 1 },
      { status: 'matched', season_number: 0, episode_number: 1 },
    ]);
  });

  it('finds nothing for numbers the show does not list without a TheTVDB id that names one of its episodes', async () => {
    const id = show.show.id;
    const other = SHOW_IDS.find((showId) => showId !== id)!;
    const beyond = countOf(show, 1) + 1;
    const answer = await mapEpisodes([
      { show_id: id, season_number: 2014, episode_number: 3 },
      // TheTVDB's own id of a real episode, another show's episode, the show's own id.
      { show_id: id, season_number: 2014, episode_number: 3, tvdb_id: 3254641 },
      {
        show_id: id,
        season_number: 2014,
        episode_number: 3,
        tvdb_id: generatedEpisodeTvdbId(other, 1, 1),
      },
      { show_id: id, season_number: 2014, episode_number: 3, tvdb_id: generatedShowTvdbId(id) },
      // An episode its season does not list yet, by its numbers and by its id.
      {
        show_id: id,
        season_number: 1,
        episode_number: beyond,
        tvdb_id: generatedEpisodeTvdbId(id, 1, beyond),
      },
      { show_id: id, season_number: 1, episode_number: 0 },
      { show_id: id, season_number: -1, episode_number: 1 },
    ]);
    expect(answer.body.results).toEqual(Array(7).fill({ status: 'not_found' }));
  });

  it('finds no episode of a show the catalogue lacks, and answers every row in order', async () => {
    const id = show.show.id;
    const answer = await mapEpisodes([
      { show_id: UNKNOWN_SHOW, season_number: 1, episode_number: 1 },
      { show_id: id, season_number: 1, episode_number: 2 },
      {
        show_id: UNKNOWN_SHOW,
        season_number: 1,
        episode_number: 1,
        tvdb_id: generatedEpisodeTvdbId(id, 1, 1),
      },
      { show_id: 0, season_number: 1, episode_number: 1 },
      { show_id: id, season_number: 1, episode_number: 2 },
    ]);
    expect(answer.body.results.map((result) => result.status)).toEqual([
      'not_found',
      'matched',
      'not_found',
      'not_found',
      'matched',
    ]);
    expect(await mapEpisodes([])).toMatchObject({ status: 200, body: { results: [] } });
  });

  it('writes nothing of the member’s', async () => {
    await mapEpisodes([{ show_id: show.show.id, season_number: 1, episode_number: 1 }]);
    const exported = await member.get<MarqueeExport>(`/3/account/${member.uid}/export`);
    expect(exported.body).toMatchObject({ shows: [], episode_watches: [], diary: [] });
  });

  it('refuses rows it cannot read and more than 500 rows, naming the field, and another’s account', async () => {
    const id = show.show.id;
    for (const [row, field] of [
      [{ show_id: id, season_number: '1', episode_number: 1 }, 'body/rows/0/season_number'],
      [{ show_id: id, season_number: 1 }, 'body/rows/0'],
      [{ show_id: id, season_number: 1, episode_number: 1, tvdb_id: 0 }, 'body/rows/0/tvdb_id'],
    ] as const) {
      const answer = await mapEpisodes([row as unknown as ImportEpisodeRow]);
      expect(answer, field).toMatchObject({
        status: 422,
        body: { status_code: 5, success: false },
      });
      expect((answer.body as unknown as { status_message: string }).status_message).toContain(
        field,
      );
    }
    const row = { show_id: id, season_number: 1, episode_number: 1 };
    const tooMany = await mapEpisodes(Array.from({ length: 501 }, () => row));
    expect(tooMany).toMatchObject({ status: 422, body: { status_code: 5 } });
    expect((tooMany.body as unknown as { status_message: string }).status_message).toContain(
      'body/rows',
    );
    expect((await mapEpisodes(Array.from({ length: 500 }, () => row))).status).toBe(200);
    expect(await mapEpisodes([row], newUid())).toMatchObject({
      status: 404,
      body: { status_code: 34 },
    });
  });
});
