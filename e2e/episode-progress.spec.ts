import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginViaUi, registerViaApi, uniqueEmail } from './support/accounts.js';
import { seriousViolations } from './support/accessibility.js';
import { watchConsoleErrors } from './support/console-errors.js';
import { expectWrite } from './support/library-ui.js';
import {
  startLibraryServer,
  type LibraryEngine,
  type LibraryServer,
} from './support/library-server.js';
import { runningShowForUpNext, type RunningShow } from './support/running-show.js';
import { saveScreenshot } from './support/screenshots.js';
import { expectNoScriptRan } from './support/server-rendered-hydration.js';

// Issue 22: a member follows a running show across a season boundary from Up next, watches an
// episode again and stops tracking the show; on the stack `npm start` runs, whose catalogue's
// seasons follow the real clock, so the show is found by asking it.

let show: RunningShow;

test.beforeAll(async () => {
  show = await runningShowForUpNext();
});

function seasonRow(page: Page, seasonNumber: number, episodeNumber: number): Locator {
  return page.getByRole('article', {
    name: new RegExp(`^S${seasonNumber}E${episodeNumber}(\\s|$)`),
  });
}

function upNextRow(page: Page): Locator {
  return page.getByRole('article', { name: show.name, exact: true });
}

async function openUpNext(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Up next' })
    .click();
  await expect(page).toHaveURL(/\/up-next$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Up next' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Watching' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

const watchedPath = (seasonNumber: number, episodeNumber: number) =>
  new RegExp(`/3/tv/${show.id}/season/${seasonNumber}/episode/${episodeNumber}/watched$`);

// Each engine gets a server of its own and a library nobody else uses, as the library journey's.
const engines: ReadonlyArray<{ engine: LibraryEngine; label: string; port: number }> = [
  { engine: 'sqlite', label: 'SQLite', port: 8196 },
  { engine: 'postgres', label: 'PostgreSQL', port: 8197 },
];

for (const { engine, label, port } of engines) {
  test.describe(`episode progress on ${label}`, () => {
    let server: LibraryServer | undefined;

    test.use({ baseURL: `http://localhost:${port}/` });

    test.beforeAll(async () => {
      server = await startLibraryServer(engine, port);
    });

    test.afterAll(async () => {
      await server?.remove();
    });

    test('a member crosses a season boundary from Up next, watches an episode again and stops tracking the show', async ({
      page,
    }) => {
      // One journey of many steps: room for a slow, shared machine.
      test.setTimeout(120_000);
      const consoleErrors = watchConsoleErrors(page);
      const email = uniqueEmail();
      await registerViaApi(email);
      await loginViaUi(page, email);
      const lastOfSeasonOne = show.seasonOneEpisodes;

      await test.step(`mark S1E${lastOfSeasonOne}, the last of season 1, on the season's page`, async () => {
        await page.goto(`details/tv/${show.id}/season/1`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(
          page.getByRole('region', { name: 'Episodes' }).getByRole('article'),
        ).toHaveCount(lastOfSeasonOne);
        const toggle = seasonRow(page, 1, lastOfSeasonOne).getByRole('button', { name: 'Watched' });
        await expect(toggle).toBeEnabled();
        await expect(toggle).toHaveAttribute('aria-pressed', 'false');
        await expectWrite(page, 'POST', watchedPath(1, lastOfSeasonOne), () => toggle.click());
        await expect(toggle).toHaveAttribute('aria-pressed', 'true');
        const progress = page.getByRole('group', { name: 'Your progress in this season' });
        await expect(progress).toContainText(`1 of ${lastOfSeasonOne} watched`);
        expect(await seriousViolations(page), 'axe on the season page').toEqual([]);
        await saveScreenshot(page, 'episode-progress-season');
      });

      await test.step('Up next offers S2E1: the next episode is across the season boundary', async () => {
        await openUpNext(page);
        const row = upNextRow(page);
        await expect(row.getByRole('link', { name: /^S2E1 · / })).toBeVisible();
        await expect(row.getByRole('button', { name: 'Mark watched' })).toBeEnabled();
        expect(await seriousViolations(page), 'axe on Up next').toEqual([]);
      });

      await test.step('Mark watched moves the row to S2E2 at once', async () => {
        const row = upNextRow(page);
        await expectWrite(page, 'POST', watchedPath(2, 1), () =>
          row.getByRole('button', { name: 'Mark watched' }).click(),
        );
        await expect(row.getByRole('link', { name: /^S2E2\b/ })).toBeVisible();
        // Named once the server says which episode comes next.
        await expect(row.getByRole('link', { name: /^S2E2 · / })).toBeVisible();
        await expect(row.getByRole('progressbar')).toHaveAttribute(
          'aria-valuetext',
          /^2 of \d+ episodes$/,
        );
        await saveScreenshot(page, 'episode-progress-up-next');
      });

      await test.step('watch S2E1 again from its page: a rewatch in the library', async () => {
        await page.goto(`details/tv/${show.id}/season/2/episode/1`);
        const controls = page.getByRole('group', { name: 'Your progress of S2E1' });
        await expect(controls.getByRole('button', { name: 'Watched' })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await expect(controls.getByText('Watched once')).toBeVisible();
        await expectWrite(
          page,
          'POST',
          watchedPath(2, 1),
          () => controls.getByRole('button', { name: 'Watch again' }).click(),
          (body) => (body as { again?: boolean }).again === true,
        );
        await expect(controls.getByText('Watched 2 times')).toBeVisible();

        await page.goto('library/episodes');
        const rewatch = page.getByRole('article', {
          name: new RegExp(`^${escapeRegExp(show.name)} S2E1, watched again `),
        });
        await expect(rewatch.getByText('Rewatch', { exact: true })).toBeVisible();
        await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(3);
      });

      await test.step('stop tracking the show: it leaves Watching for Stopped', async () => {
        await page.goto(`details/tv/${show.id}`);
        const progress = page.getByRole('region', { name: 'Your progress' });
        await expect(progress).toContainText('2 of');
        await expectWrite(page, 'PUT', new RegExp(`/3/account/[^/]+/progress/tv/${show.id}$`), () =>
          progress.getByRole('button', { name: 'Stop tracking' }).click(),
        );
        await expect(progress).toContainText('You stopped tracking this show.');
        await expect(progress.getByRole('button', { name: 'Resume' })).toBeVisible();

        await openUpNext(page);
        await expect(page.getByText(/^Nothing to watch next\./)).toBeVisible();
        await expect(upNextRow(page)).toHaveCount(0);
        await page.getByRole('tab', { name: 'Stopped' }).click();
        await expect(page).toHaveURL(/\/up-next\?tab=dropped$/);
        await expect(page.getByRole('tab', { name: 'Stopped' })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        await expect(upNextRow(page)).toBeVisible();
        await expect(upNextRow(page).getByRole('button', { name: 'Mark watched' })).toHaveCount(0);
        expect(await seriousViolations(page), 'axe on Up next, Stopped').toEqual([]);
      });

      await test.step('resume it from its row: it leaves Stopped and is back in Watching', async () => {
        await expectWrite(
          page,
          'PUT',
          new RegExp(`/3/account/[^/]+/progress/tv/${show.id}$`),
          () =>
            upNextRow(page)
              .getByRole('button', { name: `Resume ${show.name}` })
              .click(),
          (sent) => (sent as { status?: unknown }).status === 'watching',
        );
        await expect(upNextRow(page)).toHaveCount(0);
        await expect(page.getByText('No shows you stopped tracking.')).toBeVisible();
        await page.getByRole('tab', { name: 'Watching' }).click();
        await expect(page).toHaveURL(/\/up-next$/);
        await expect(upNextRow(page)).toBeVisible();
      });

      expect(consoleErrors()).toEqual([]);
    });
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test("a season's page paints its episodes from the document alone", async ({ page }) => {
    const response = await page.goto(`details/tv/${show.id}/season/1`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: show.name, exact: true })).toHaveAttribute(
      'href',
      `/details/tv/${show.id}`,
    );
    const episodes = page.getByRole('region', { name: 'Episodes' }).getByRole('article');
    await expect(episodes).toHaveCount(show.seasonOneEpisodes);
    await expect(seasonRow(page, 1, 1).getByRole('link', { name: /^S1E1 / })).toHaveAttribute(
      'href',
      `/details/tv/${show.id}/season/1/episode/1`,
    );
    await expect(
      page.getByRole('link', { name: 'Log in to track the episodes you watch' }),
    ).toBeVisible();
    await expectNoScriptRan(page);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
