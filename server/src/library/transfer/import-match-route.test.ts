import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryTitle } from '@marquee/tmdb-types/account';
import type {
  ImportMatchAnswer,
  ImportMatchResult,
  ImportMatchRow,
} from '@marquee/tmdb-types/library-transfer';
import type { MovieListItem, TitleMediaType } from '@marquee/tmdb-types/media';
import { foldText } from '../../catalogue/fold-text.js';
import { buildTestCatalogue } from '../../test/test-catalogue.js';
import { LIBRARY_ENGINES, newUid, useTestLibrary } from '../../test/test-library.js';
import { asMember, libraryApp, type MemberClient } from '../../test/library-test-kit.js';
import { titleYear } from '../../title-catalogue/title-names.js';

const test = buildTestCatalogue();
afterAll(() => test.cleanup());

/** Every title of the test catalogue, as the library keeps them. */
function catalogueTitles(media: TitleMediaType): LibraryTitle[] {
  const ids = test.catalogue.popularityLeaders(media, 10_000);
  return test.catalogue
    .listItems(ids.map(({ id }) => ({ media_type: media, id })))
    .map((item) => ({ ...item, media_type: media }) as LibraryTitle);
}

const everyTitle = [...catalogueTitles('movie'), ...catalogueTitles('tv')];
const nameOf = (title: LibraryTitle) => (title.media_type === 'movie' ? title.title : title.name);
const originalOf = (title: LibraryTitle) =>
  title.media_type === 'movie' ? title.original_title : title.original_name;

/** Titles by folded name (and original name), of either kind. */
const byName = new Map<string, LibraryTitle[]>();
for (const title of everyTitle)
  for (const name of new Set([foldText(nameOf(title)), foldText(originalOf(title))]))
    byName.set(name, [...(byName.get(name) ?? []), title]);

/** A movie no other title shares a name with, dated. */
const unique = everyTitle.find(
  (title) =>
    title.media_type === 'movie' &&
    titleYear(title) !== undefined &&
    byName.get(foldText(nameOf(title)))?.length === 1 &&
    byName.get(foldText(originalOf(title)))?.length === 1,
) as LibraryTitle & MovieListItem;

/** Movies of one name released in one year. */
const twins = [...byName.values()]
  .map((titles) => titles.filter((title) => title.media_type === 'movie'))
  .find(
    (movies) =>
      movies.length >= 2 &&
      movies.filter((m) => titleYear(m) === titleYear(movies[0]!)).length >= 2,
  ) as Array<LibraryTitle & MovieListItem>;

describe.each(LIBRARY_ENGINES)('matching import rows over HTTP on %s', (engine) => {
  const library = useTestLibrary(engine);
  let app: FastifyInstance;
  let member: MemberClient;
  beforeAll(async () => {
    app = await libraryApp(library.store, { source: test.source });
    member = asMember(app, newUid());
  });

  const match = (rows: ImportMatchRow[]) =>
    member.send<ImportMatchAnswer>('POST', `/3/account/${member.uid}/import/match`, { rows });
  const matchOne = async (row: ImportMatchRow): Promise<ImportMatchResult> => {
    const answer = await match([row]);
    expect(answer.status).toBe(200);
    return answer.body.results[0] as ImportMatchResult;
  };
  const idOf = (result: ImportMatchResult) =>
    result.status === 'matched' ? `${result.title.media_type}:${result.title.id}` : result.status;

  it('finds the catalogue’s own cases to match against', () => {
    expect(unique).toBeDefined();
    expect(twins?.length).toBeGreaterThanOrEqual(2);
  });

  it('matches an IMDb id, a movie’s and a show’s, through the catalogue’s /find', async () => {
    const show = everyTitle.find((title) => title.media_type === 'tv') as LibraryTitle;
    for (const title of [unique, show]) {
      const imdbId = test.catalogue.externalIds(title.media_type, title.id)?.imdb_id as string;
      expect(idOf(await matchOne({ imdb_id: imdbId, title: 'Wrong name' }))).toBe(
        `${title.media_type}:${title.id}`,
      );
    }
    // An IMDb id nobody has goes on to the name.
    expect(idOf(await matchOne({ imdb_id: 'tt0000001', title: unique.title }))).toBe(
      `movie:${unique.id}`,
    );
  });

  it('matches a show by its TheTVDB id after the IMDb id, and a movie’s row ignores it', async () => {
    const show = everyTitle.find((title) => title.media_type === 'tv') as LibraryTitle;
    const tvdbId = test.catalogue.externalIds('tv', show.id)?.tvdb_id as number;
    const movieImdb = test.catalogue.externalIds('movie', unique.id)?.imdb_id as string;
    for (const [row, expected] of [
      [{ tvdb_id: tvdbId, title: 'Wrong name' }, `tv:${show.id}`],
      [{ tvdb_id: tvdbId, media_type: 'tv' }, `tv:${show.id}`],
      [{ imdb_id: movieImdb, tvdb_id: tvdbId }, `movie:${unique.id}`],
      [{ tvdb_id: tvdbId, media_type: 'movie', title: unique.title }, `movie:${unique.id}`],
      [{ tvdb_id: tvdbId, media_type: 'movie' }, 'not_found'],
      // TheTVDB's own id of a real show names none of the catalogue's: the name decides.
      [{ tvdb_id: 121361, title: unique.title }, `movie:${unique.id}`],
    ] as const)
      expect(idOf(await matchOne(row)), JSON.stringify(row)).toBe(expected);
  });

  it('matches the catalogue’s own id with its kind', async () => {
    expect(idOf(await matchOne({ tmdb_id: unique.id, media_type: 'movie' }))).toBe(
      `movie:${unique.id}`,
    );
  });

  it('matches a name and year exactly, whatever its case and accents, and a year off by one', async () => {
    const year = titleYear(unique) as number;
    const shouted = unique.title.toUpperCase();
    for (const row of [
      { title: shouted, year, media_type: 'movie' as const },
      { title: unique.title, year: year + 1 },
      { title: unique.title, year: year - 1, media_type: 'movie' as const },
      { title: unique.title },
    ])
      expect(idOf(await matchOne(row)), JSON.stringify(row)).toBe(`movie:${unique.id}`);
  });

  it('finds several of one name and year ambiguous, offering them', async () => {
    const year = titleYear(twins[0] as LibraryTitle);
    const result = await matchOne({ title: twins[0]?.title, year, media_type: 'movie' });
    expect(result.status).toBe('ambiguous');
    const offered = result.status === 'ambiguous' ? result.candidates : [];
    const sameYear = twins.filter((movie) => titleYear(movie) === year).map((movie) => movie.id);
    expect(offered.map((title) => title.id).sort()).toEqual(sameYear.slice(0, 5).sort());
  });

  it('offers what a search finds when no title has the name, and finds nothing for nonsense', async () => {
    const word = foldText(unique.title)
      .split(' ')
      .find((part) => part.length > 3 && !byName.has(part));
    const near = await matchOne({ title: word, media_type: 'movie' });
    expect(near.status).toBe('ambiguous');
    expect(near.status === 'ambiguous' && near.candidates.length).toBeLessThanOrEqual(5);
    expect(await matchOne({ title: 'Qzxv Wplk Jjrt', year: 1999 })).toEqual({
      status: 'not_found',
    });
    expect(await matchOne({})).toEqual({ status: 'not_found' });
  });

  it('answers every row in order and remembers every title matched or offered, writing nothing of the member’s', async () => {
    const rows: ImportMatchRow[] = [
      { title: twins[0]?.title, year: titleYear(twins[0] as LibraryTitle), media_type: 'movie' },
      { title: 'Qzxv Wplk Jjrt' },
      { tmdb_id: unique.id, media_type: 'movie' },
      { tmdb_id: unique.id, media_type: 'movie' },
    ];
    const answer = await match(rows);
    expect(answer.body.results.map((result) => result.status)).toEqual([
      'ambiguous',
      'not_found',
      'matched',
      'matched',
    ]);
    const named = answer.body.results.flatMap((result) =>
      result.status === 'matched'
        ? [result.title]
        : result.status === 'ambiguous'
          ? result.candidates
          : [],
    );
    expect(
      await library.store.unrememberedTitles(
        named.map((title) => ({ mediaType: title.media_type, mediaId: title.id })),
      ),
    ).toEqual([]);
    expect((await member.get(`/3/account/${member.uid}/export`)).body).toMatchObject({
      watchlist: [],
      ratings: [],
      diary: [],
      lists: [],
    });
  });

  it('refuses rows it cannot read, naming the row, and more than 500 rows', async () => {
    for (const [row, message] of [
      [{ imdb_id: 'nm0000001' }, 'rows[0].imdb_id'],
      [{ tmdb_id: 550 }, 'rows[0].media_type'],
      [{ media_type: 'person' }, 'body/rows/0/media_type'],
      [{ tvdb_id: 0 }, 'body/rows/0/tvdb_id'],
      [{ tvdb_id: '121361' }, 'body/rows/0/tvdb_id'],
    ] as const) {
      const answer = await match([row as ImportMatchRow]);
      expect(answer).toMatchObject({ status: 422, body: { status_code: 5, success: false } });
      expect(answer.body as unknown as { status_message: string }).toMatchObject({
        status_message: expect.stringContaining(message),
      });
    }
    const tooMany = await match(Array.from({ length: 501 }, () => ({ title: 'Heat' })));
    expect(tooMany).toMatchObject({ status: 422, body: { status_code: 5 } });
  });
});
