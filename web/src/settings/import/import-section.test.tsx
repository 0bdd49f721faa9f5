import type { ImportMatchResult, ImportMatchRow } from '@marquee/tmdb-types/library-transfer';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, movie, requestsTo, status, stubLibrary } from '../../test/library-stubs';
import { jsonResponse } from '../../test/utils';
import {
  importPath,
  matchPath,
  renderSettings,
  settingsPath,
  settingsServer,
} from '../settings-test-stubs';
import { csvFile } from './import-test-files';
import { letterboxdExportEntries, letterboxdLeftOutPaths, zipFile } from './zip-test-files';

const heat = movie(949, 'Heat', '1995-12-15');
const amelie = movie(194, 'Amélie', '2001-04-25');
const tiger = movie(146, 'Crouching Tiger, Hidden Dragon', '2000-07-06');
const solaris1972 = movie(593, 'Solaris', '1972-03-20');
const solaris2002 = movie(2103, 'Solaris', '2002-11-27');

const files = () => [
  csvFile(
    'watched.csv',
    [
      'Date,Name,Year,Letterboxd URI',
      '2023-01-04,Heat,1995,https://boxd.it/2bg',
      '2023-02-11,Amélie,2001,https://boxd.it/2as',
      '2023-02-12,"Crouching Tiger, Hidden Dragon",2000,https://boxd.it/1Y4k',
    ],
    { bom: true },
  ),
  csvFile('ratings.csv', [
    'Date,Name,Year,Letterboxd URI,Rating',
    '2023-03-01,Heat,1995,https://boxd.it/2bg,4.5',
    '2023-03-02,Solaris,,https://boxd.it/1aaa,4',
  ]),
  csvFile('diary.csv', [
    'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
    '2024-03-02,Heat,1995,https://boxd.it/5aXq1,5,Yes,"crime, los angeles",2024-03-01',
    '2024-03-05,Nowhere Film,2030,https://boxd.it/5aXq2,,,,2024-03-04',
  ]),
];

const answers: Record<string, ImportMatchResult> = {
  Heat: { status: 'matched', title: heat },
  Amélie: { status: 'matched', title: amelie },
  'Crouching Tiger, Hidden Dragon': { status: 'matched', title: tiger },
  Solaris: { status: 'ambiguous', candidates: [solaris1972, solaris2002] },
};

function answerMatches(rows: readonly ImportMatchRow[]) {
  return jsonResponse({
    results: rows.map((row) => answers[row.title ?? ''] ?? { status: 'not_found' }),
  });
}

const added = { watchlist: 0, favorites: 0, ratings: 2, diary: 4, lists: 0, list_items: 0 };

function importAnswer(counts = added) {
  return jsonResponse({ ...status.created, added: counts });
}

async function importSection() {
  await renderSettings();
  return within(screen.getByRole('region', { name: 'Import' }));
}

describe('the Import section', () => {
  it('previews, asks about each title once, and imports the matched rows and the picks', async () => {
    const fetchMock = stubLibrary({
      ...settingsServer().routes,
      [matchPath]: (_url, body) => answerMatches((body as { rows: ImportMatchRow[] }).rows),
      [importPath]: () => importAnswer(),
    });
    const user = userEvent.setup();
    const section = await importSection();
    await user.upload(section.getByLabelText('Import file'), files());
    await user.click(section.getByRole('button', { name: 'Preview' }));

    expect(await section.findByText('Matched: 5 rows (3 titles).')).toBeInTheDocument();
    expect(requestsTo(fetchMock, matchPath, 'POST').map(({ body }) => body)).toEqual([
      {
        rows: [
          { media_type: 'movie', title: 'Heat', year: 1995 },
          { media_type: 'movie', title: 'Amélie', year: 2001 },
          { media_type: 'movie', title: 'Crouching Tiger, Hidden Dragon', year: 2000 },
          { media_type: 'movie', title: 'Solaris' },
          { media_type: 'movie', title: 'Nowhere Film', year: 2030 },
        ],
      },
    ]);

    const solaris = section.getByRole('group', { name: 'ratings.csv line 3: Solaris' });
    const radios = within(solaris).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'movie-593',
      'movie-2103',
      'skip',
    ]);
    expect(radios[0]).toHaveAccessibleName('Solaris (1972), English');
    expect(radios[1]).toHaveAccessibleName('Solaris (2002), English');
    expect(within(solaris).getByRole('radio', { name: 'Skip' })).toBeChecked();
    expect(
      within(section.getByRole('list', { name: 'Not found' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['diary.csv line 3: Nowhere Film (2030)']);

    await user.click(within(solaris).getByRole('radio', { name: 'Solaris (2002), English' }));
    const settingsReads = requestsTo(fetchMock, settingsPath, 'GET').length;
    await user.click(section.getByRole('button', { name: 'Import' }));
    expect(await section.findByText('Added 2 ratings and 4 diary entries.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, importPath, 'POST').map(({ body }) => body)).toEqual([
      {
        ratings: [
          { media_type: 'movie', media_id: 949, rating: 9, rated_at: '2023-03-01' },
          { media_type: 'movie', media_id: 2103, rating: 8, rated_at: '2023-03-02' },
        ],
        diary: [
          {
            media_type: 'movie',
            media_id: 949,
            watched_on: '2024-03-01',
            rating: 10,
            note: null,
            logged_at: '2024-03-02',
          },
        ],
        watched: [
          { media_type: 'movie', media_id: 949, watched_on: '2023-01-04' },
          { media_type: 'movie', media_id: 194, watched_on: '2023-02-11' },
          { media_type: 'movie', media_id: 146, watched_on: '2023-02-12' },
        ],
      },
    ]);
    // The member's library reads are asked again: here, the settings the page shows.
    await waitFor(() =>
      expect(requestsTo(fetchMock, settingsPath, 'GET').length).toBeGreaterThan(settingsReads),
    );
  });

  it('matches 500 titles a request, one request at a time, with a progress bar', async () => {
    const batches = [deferred<Response>(), deferred<Response>()];
    let asked = 0;
    const fetchMock = stubLibrary({
      ...settingsServer().routes,
      [matchPath]: () => (batches[asked++] as (typeof batches)[number]).promise,
    });
    const rows = Array.from(
      { length: 600 },
      (_, index) => `2023-01-04,Film ${index},2000,https://boxd.it/${index}`,
    );
    const user = userEvent.setup();
    const section = await importSection();
    await user.upload(section.getByLabelText('Import file'), [
      csvFile('watched.csv', ['Date,Name,Year,Letterboxd URI', ...rows]),
    ]);
    await user.click(section.getByRole('button', { name: 'Preview' }));

    const progress = await section.findByRole('progressbar', { name: 'Matching titles' });
    await waitFor(() => expect(requestsTo(fetchMock, matchPath)).toHaveLength(1));
    expect(progress).toHaveAttribute('max', '600');
    expect(progress).toHaveAttribute('value', '0');
    expect(section.getByText('0% (0 of 600 titles)')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Preview' })).toBeDisabled();

    const matched = (count: number) =>
      jsonResponse({
        results: Array.from({ length: count }, (_, index) => ({
          status: 'matched',
          title: movie(index + 1, `Film ${index}`, '2000-01-01'),
        })),
      });
    batches[0]?.resolve(matched(500));
    expect(await section.findByText('83% (500 of 600 titles)')).toBeInTheDocument();
    expect(progress).toHaveAttribute('value', '500');
    expect(requestsTo(fetchMock, matchPath)).toHaveLength(2);
    batches[1]?.resolve(matched(100));
    expect(await section.findByText('Matched: 600 rows (600 titles).')).toBeInTheDocument();
    expect(
      requestsTo(fetchMock, matchPath).map(({ body }) => (body as { rows: unknown[] }).rows.length),
    ).toEqual([500, 100]);
  });

  it('names the file, the line and what is wrong with a broken file, and sends nothing', async () => {
    const fetchMock = stubLibrary(settingsServer().routes);
    const user = userEvent.setup();
    const section = await importSection();
    await user.upload(section.getByLabelText('Import file'), [
      csvFile('watched.csv', ['Date,Name,Year,Letterboxd URI', '2023-01-04,Heat,1995,x']),
      csvFile('diary.csv', [
        'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
        '2024-03-02,Heat,1995,https://boxd.it/5aXq1,5,,,2024-03-01',
        '2024-03-02,Ronin,1998,https://boxd.it/5aXq3,7,,,2024-03-01',
      ]),
    ]);
    await user.click(section.getByRole('button', { name: 'Preview' }));
    expect(await section.findByRole('alert')).toHaveTextContent(
      'Nothing was sent. diary.csv line 3: Rating "7" is not a rating from 0.5 to 5 stars.',
    );
    expect(requestsTo(fetchMock, matchPath)).toEqual([]);
    expect(section.getByRole('button', { name: 'Preview' })).toBeEnabled();
  });

  it("previews Letterboxd's zip as it downloads, listing the files it leaves out", async () => {
    const fetchMock = stubLibrary({
      ...settingsServer().routes,
      [matchPath]: (_url, body) => answerMatches((body as { rows: ImportMatchRow[] }).rows),
    });
    // Zipped before the page renders: its sections' reads settle inside the test's act.
    const zip = await zipFile('letterboxd-ada-2024-06-01-utc.zip', letterboxdExportEntries);
    const user = userEvent.setup();
    const section = await importSection();
    const input = section.getByLabelText('Import file');
    expect(input).toHaveAccessibleDescription(/Letterboxd's export \(its \.zip/);
    await user.upload(input, zip);
    expect(section.getByText('Chosen: letterboxd-ada-2024-06-01-utc.zip')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Preview' }));

    expect(await section.findByText('Matched: 7 rows (3 titles).')).toBeInTheDocument();
    const [asked] = requestsTo(fetchMock, matchPath, 'POST').map(
      ({ body }) => (body as { rows: ImportMatchRow[] }).rows,
    );
    expect(asked?.map(({ title }) => title)).toEqual([
      'Crouching Tiger, Hidden Dragon',
      'Amélie',
      'The "Burbs"',
      'Heat',
      '千と千尋の神隠し',
      'Rififi',
      'となりのトトロ',
    ]);
    expect(
      within(section.getByRole('list', { name: 'Not found' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('lists/ジブリの映画.csv line 7: となりのトトロ (1988)');
    expect(
      within(section.getByRole('list', { name: 'Left out' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(
      letterboxdLeftOutPaths.map(
        (path) => `${path}: the whole file, not one of the files Marquee imports.`,
      ),
    );
  });

  it('names a zip that cannot be read, and sends nothing', async () => {
    const fetchMock = stubLibrary(settingsServer().routes);
    const user = userEvent.setup();
    const section = await importSection();
    await user.upload(section.getByLabelText('Import file'), [
      csvFile('watched.csv', ['Date,Name,Year,Letterboxd URI', '2023-01-04,Heat,1995,x']),
      new File(['PK not really a zip'], 'letterboxd.zip', { type: 'application/zip' }),
    ]);
    await user.click(section.getByRole('button', { name: 'Preview' }));
    expect(await section.findByRole('alert')).toHaveTextContent(
      'Nothing was sent. letterboxd.zip: it is not a zip archive that can be read (File format is not recognized).',
    );
    expect(requestsTo(fetchMock, matchPath)).toEqual([]);
  });

  it("shows the server's refusal and keeps the preview and the picks", async () => {
    const fetchMock = stubLibrary({
      ...settingsServer().routes,
      [matchPath]: (_url, body) => answerMatches((body as { rows: ImportMatchRow[] }).rows),
      [importPath]: () =>
        jsonResponse(
          {
            status_code: 5,
            status_message:
              'ratings[1].rating: A rating is a number from 0.5 to 10 in steps of 0.5.',
            success: false,
          },
          422,
        ),
    });
    const user = userEvent.setup();
    const section = await importSection();
    await user.upload(section.getByLabelText('Import file'), files());
    await user.click(section.getByRole('button', { name: 'Preview' }));
    const solaris = await section.findByRole('group', { name: 'ratings.csv line 3: Solaris' });
    await user.click(within(solaris).getByRole('radio', { name: 'Solaris (1972), English' }));
    await user.click(section.getByRole('button', { name: 'Import' }));
    expect(await section.findByRole('alert')).toHaveTextContent(
      'Nothing was imported: ratings[1].rating: A rating is a number from 0.5 to 10 in steps of 0.5.',
    );
    expect(section.getByText('Matched: 5 rows (3 titles).')).toBeInTheDocument();
    expect(within(solaris).getByRole('radio', { name: 'Solaris (1972), English' })).toBeChecked();
    expect(section.getByRole('button', { name: 'Import' })).toBeEnabled();
    expect(requestsTo(fetchMock, importPath)).toHaveLength(1);
  });

  it('says when the library already has everything', async () => {
    stubLibrary({
      ...settingsServer().routes,
      [matchPath]: (_url, body) => answerMatches((body as { rows: ImportMatchRow[] }).rows),
      [importPath]: () =>
        importAnswer({ watchlist: 0, favorites: 0, ratings: 0, diary: 0, lists: 0, list_items: 0 }),
    });
    const user = userEvent.setup();
    const section = await importSection();
    await user.upload(section.getByLabelText('Import file'), files());
    await user.click(section.getByRole('button', { name: 'Preview' }));
    await user.click(await section.findByRole('button', { name: 'Import' }));
    expect(
      await section.findByText('Nothing new to add: your library already has all of it.'),
    ).toBeInTheDocument();
  });

  it('goes on while the member is elsewhere in the app, and shows where it is', async () => {
    const answer = deferred<Response>();
    stubLibrary({ ...settingsServer().routes, [matchPath]: () => answer.promise });
    const user = userEvent.setup();
    const { router } = await renderSettings();
    const section = within(screen.getByRole('region', { name: 'Import' }));
    await user.upload(section.getByLabelText('Import file'), [files()[0] as File]);
    await user.click(section.getByRole('button', { name: 'Preview' }));
    await section.findByRole('progressbar', { name: 'Matching titles' });

    await act(() => router.navigate('/nowhere'));
    await screen.findByRole('heading', { name: 'Not Found' });
    expect(await screen.findByRole('status')).toHaveTextContent('Importing… 0%');

    answer.resolve(
      jsonResponse({
        results: [
          { status: 'matched', title: heat },
          { status: 'matched', title: amelie },
          { status: 'not_found' },
        ],
      }),
    );
    const ready = await screen.findByRole('link', { name: 'Import ready to review' });
    await user.click(ready);
    const back = within(await screen.findByRole('region', { name: 'Import' }));
    expect(back.getByText('Matched: 2 rows (2 titles).')).toBeInTheDocument();
    expect(back.getByText('Chosen: watched.csv')).toBeInTheDocument();
    expect(
      within(back.getByRole('list', { name: 'Not found' })).getByRole('listitem'),
    ).toHaveTextContent('watched.csv line 4: Crouching Tiger, Hidden Dragon (2000)');
    // On the settings page itself, the page says it all.
    expect(screen.queryByRole('link', { name: 'Import ready to review' })).not.toBeInTheDocument();
  });
});
