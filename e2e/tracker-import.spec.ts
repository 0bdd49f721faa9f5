import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { loginViaUi, registerViaApi, uniqueEmail } from './support/accounts.js';
import { seriousViolations } from './support/accessibility.js';
import { watchConsoleErrors } from './support/console-errors.js';
import {
  startLibraryServer,
  type LibraryEngine,
  type LibraryServer,
} from './support/library-server.js';
import { saveScreenshot } from './support/screenshots.js';
import {
  pickTrackerTitles,
  simklBackup,
  traktExportZip,
  TV_TIME_PASSWORD,
  tvTimeExportZip,
  tvTimeLooseFiles,
  UNKNOWN_SHOW,
  type TrackerTitles,
} from './support/tracker-files.js';
import type { ImportFile } from './support/transfer-files.js';
import {
  expectPreview,
  importAndExpect,
  openSettings,
  previewImport,
  settingsSection,
} from './support/transfer-import.js';

// Issue 24: a member brings their history from Trakt, TV Time (a zip with its password, then the
// same files unzipped) and Simkl, each written here from the catalogue's titles; sees the episodes
// in Up next and the diary with their days and rewatches; downloads what did not match; and a
// second import of the same files adds nothing.

const nothingNew = 'Nothing new to add: your library already has all of it.';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The preview's "What the files hold" row of a kind, its cells in order. */
function kindRow(section: Locator, kind: string): Locator {
  return section
    .getByRole('table', { name: 'What the files hold' })
    .getByRole('row', { name: new RegExp(`^${kind} `) });
}

async function expectKindCells(section: Locator, kind: string, cells: string[]): Promise<void> {
  await expect(kindRow(section, kind).getByRole('cell')).toHaveText(cells);
}

/** Presses "Download what did not match" and reads the CSV the browser saves. */
async function downloadUnmatched(page: Page, section: Locator): Promise<string> {
  const saved = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download what did not match' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toMatch(
    /^marquee-import-not-matched-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  return readFile(await download.path(), 'utf8');
}

/** The same files once more, straight through: nothing is new. */
async function importAgain(page: Page, files: ImportFile[], matched: string): Promise<void> {
  const section = await previewImport(page, files);
  await expectPreview(section, matched);
  await importAndExpect(section, nothingNew);
}

const engines: ReadonlyArray<{ engine: LibraryEngine; label: string; port: number }> = [
  { engine: 'sqlite', label: 'SQLite', port: 8201 },
  { engine: 'postgres', label: 'PostgreSQL', port: 8202 },
];

test.describe.configure({ mode: 'parallel' });

for (const { engine, label, port } of engines) {
  test.describe(`importing Trakt, TV Time and Simkl on ${label}`, () => {
    let server: LibraryServer | undefined;
    let titles: TrackerTitles;

    // The person lived in Paris: days of watches are Paris's, whatever the machine's zone.
    test.use({ baseURL: `http://localhost:${port}/`, timezoneId: 'Europe/Paris' });

    test.beforeAll(async () => {
      server = await startLibraryServer(engine, port);
      titles = await pickTrackerTitles(server.origin);
    });

    test.afterAll(async () => {
      await server?.remove();
    });

    test('a member brings their viewing history from three trackers', async ({ page }) => {
      // Many imports and pages on a shared 2-core machine: room to spare.
      test.setTimeout(240_000);
      const consoleErrors = watchConsoleErrors(page);
      const email = uniqueEmail();
      await registerViaApi(email);
      await loginViaUi(page, email);
      const [a, b, c] = titles.shows;
      const trakt = await traktExportZip(titles);
      await openSettings(page);

      await test.step("Trakt's export: counts by kind, a repeat, what did not match", async () => {
        const section = await previewImport(page, [trakt]);
        // A's show record and the unknown show's, the movie's play, rating and watchlist entry.
        await expectPreview(section, 'Matched: 4 rows (3 titles).');
        await expectKindCells(section, 'Episode watches', ['6', '5', '0', '1']);
        await expectKindCells(section, 'Watches \\(diary\\)', ['1', '1', '0', '0']);
        // The movie's and S1E2's.
        await expectKindCells(section, 'Ratings', ['2', '2', '0', '0']);
        await expect(
          section.getByText(
            "Each watch is dated on its day in Europe/Paris, where times given without a zone (TV Time's) were read. 1 play was logged again within a minute of the same episode, and counts as the watch before.",
          ),
        ).toBeVisible();
        expect(await seriousViolations(page), 'axe on the preview').toEqual([]);
        await saveScreenshot(page, 'tracker-import-preview');
        const report = await downloadUnmatched(page, section);
        const [header, ...rows] = Papa.parse<string[]>(report.trim()).data;
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
        // The plays left out; the rest are the export's files Marquee does not read.
        expect(rows.filter((row) => row[2] === 'episode').map((row) => row.slice(3))).toEqual([
          [UNKNOWN_SHOW, '2001', '1', '1', '', '', '', 'its show: not found in the catalogue'],
          [
            a.name,
            String(a.year),
            '1',
            '3',
            String(a.id),
            '',
            String(a.tvdbId),
            'the same episode logged again within a minute: one watch',
          ],
        ]);
        expect(rows.filter((row) => row[2] !== 'episode').map((row) => row[2])).not.toContain(
          'watch',
        );
        await importAndExpect(
          section,
          'Added 1 rating, 1 diary entry, 1 title to the watchlist, 1 show followed, 4 episode watches, and 1 episode rating.',
        );
        // After the import, the same report, for what it left out.
        expect(await downloadUnmatched(page, section)).toBe(report);
      });

      await test.step('the same Trakt export again adds nothing', () =>
        importAgain(page, [trakt], 'Matched: 4 rows (3 titles).'));

      await test.step("TV Time's zip: a wrong password, then the right one", async () => {
        const section = settingsSection(page, 'Import');
        await section.getByLabel('Zip password (if it has one)').fill('open sesame');
        await previewImport(page, [await tvTimeExportZip(titles)]);
        await expect(section.getByRole('alert')).toHaveText(
          'Nothing was sent. tvtime-gdpr-export.zip: The password does not open this file.',
        );
        await section.getByLabel('Zip password (if it has one)').fill(TV_TIME_PASSWORD);
        await section.getByRole('button', { name: 'Preview' }).click();
        await expectPreview(section, 'Matched: 1 row (1 title).');
        await expectKindCells(section, 'Episode watches', ['3', '3', '0', '0']);
        await expectKindCells(section, 'Shows followed', ['1', '1', '0', '0']);
        await expectKindCells(section, 'Ratings', ['1', '1', '0', '0']);
        await expect(section.getByRole('list', { name: 'Left out' })).toContainText(
          'auth-prod-login.csv: the whole file, it holds passwords or tokens, so Marquee does not open it.',
        );
        await importAndExpect(
          section,
          'Added 1 show followed, 3 episode watches, and 1 episode rating.',
        );
      });

      await test.step("TV Time's files unzipped, chosen loose, add nothing more", async () => {
        await settingsSection(page, 'Import').getByLabel('Zip password (if it has one)').fill('');
        await importAgain(page, tvTimeLooseFiles(titles), 'Matched: 1 row (1 title).');
      });

      await test.step("Simkl's backup", async () => {
        const section = await previewImport(page, [simklBackup(titles)]);
        await expectPreview(section, 'Matched: 1 row (1 title).');
        await importAndExpect(section, 'Added 1 show followed and 2 episode watches.');
      });

      await test.step('Up next has each show at the episode after the last watched', async () => {
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'Up next' })
          .click();
        await expect(page.getByRole('heading', { level: 1, name: 'Up next' })).toBeVisible();
        for (const [show, next] of [
          [a, 'S1E4'],
          [b, 'S1E4'],
          [c, 'S1E3'],
        ] as const)
          await expect(page.getByRole('article', { name: show.name, exact: true })).toContainText(
            next,
          );
        await saveScreenshot(page, 'tracker-import-up-next');
      });

      await test.step("the season pages show the episodes' ratings", async () => {
        for (const [show, code, value] of [
          [a, 'S1E2', '7'],
          [b, 'S1E1', '8'],
        ] as const) {
          await page.goto(`details/tv/${show.id}/season/1`);
          await expect(
            page.getByRole('slider', { name: `Your rating of ${code}`, exact: true }),
          ).toHaveAttribute('aria-valuenow', value);
        }
      });

      await test.step('the diary has the watches on their days, the rewatch marked', async () => {
        await page.goto('library/episodes');
        const entry = (name: string, code: string, how: string) =>
          page.getByRole('article', {
            name: new RegExp(`^${escapeRegExp(name)} ${code}, ${how}$`),
          });
        // 23:30 UTC on 1 March is 2 March in Paris.
        await expect(entry(a.name, 'S1E1', 'watched March 2, 2025')).toBeVisible();
        const rewatch = entry(a.name, 'S1E1', 'watched again March 5, 2025');
        await expect(rewatch.getByText('Rewatch', { exact: true })).toBeVisible();
        await expect(entry(a.name, 'S1E3', 'watched March 6, 2025')).toHaveCount(1);
        // TheTVDB's season 2014, episode 3 is the catalogue's S1E3.
        await expect(entry(b.name, 'S1E3', 'watched April 3, 2025')).toBeVisible();
        await expect(entry(c.name, 'S1E2', 'watched May 3, 2025')).toBeVisible();
        await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(9);
        await saveScreenshot(page, 'tracker-import-diary');
      });

      expect(consoleErrors()).toEqual([]);
    });
  });
}
