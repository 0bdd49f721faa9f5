import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { STOP_GRACE_MS } from '../scripts/lib/marquee-stack.js';
import { repoRoot } from '../scripts/lib/repo-root.js';
import { sharedTmdbFile } from '../scripts/lib/shared-tmdb.js';
import { supervise, type Supervised } from '../scripts/lib/supervise.js';
import { waitForHttp } from '../scripts/lib/wait-for-http.js';
import { seriousViolations } from './support/accessibility.js';
import { loginViaUi, memberHeaders, registerViaApi, uniqueEmail } from './support/accounts.js';
import { watchCsp } from './support/csp-watch.js';
import { requireFreeSpecPorts, stackLogs, startSpecServer } from './support/spec-server.js';

// A Marquee server in upstream mode against a fake TMDB that replays TMDB's own samples.
const SERVER_PORT = 8183;
const FAKE_PORT = 8184;
const TMDB_KEY = 'test-key';
const ORIGIN = `http://localhost:${SERVER_PORT}`;
const examples = sharedTmdbFile('examples');

const rows = [
  { heading: 'Top trending movies by day', file: 'trending-movie.json' },
  { heading: 'Top trending tv shows by day', file: 'trending-tv.json' },
  { heading: 'Top trending people by day', file: 'trending-person.json' },
] as const;

function firstTitles(file: string): string[] {
  const page = JSON.parse(readFileSync(join(examples, file), 'utf8')) as {
    results: Array<{ title?: string; name?: string }>;
  };
  return page.results.slice(0, 10).map((item) => item.title || item.name || 'Untitled');
}

let fake: Supervised | undefined;
let server: Supervised | undefined;
let cacheDir: string;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `${ORIGIN}/` });

test.beforeAll(async () => {
  await requireFreeSpecPorts([SERVER_PORT, FAKE_PORT], 'upstream test');
  cacheDir = mkdtempSync(join(tmpdir(), 'marquee-e2e-upstream-'));
  fake = supervise({
    name: 'fake-tmdb',
    command: process.execPath,
    args: [
      '--import',
      'tsx',
      'server/src/test/fake-tmdb-upstream-cli.ts',
      '--port',
      String(FAKE_PORT),
      '--key',
      TMDB_KEY,
    ],
    cwd: repoRoot,
    echo: stackLogs,
  });
  const fakeUrl = `http://127.0.0.1:${FAKE_PORT}`;
  await waitForHttp(`${fakeUrl}/3/configuration?api_key=${TMDB_KEY}`, { timeoutMs: 30_000 });
  server = await startSpecServer({
    name: 'server-upstream',
    port: SERVER_PORT,
    env: {
      TMDB_API_KEY: TMDB_KEY,
      TMDB_API_URL: fakeUrl,
      TMDB_IMAGE_URL: fakeUrl,
      TMDB_CACHE_DB: join(cacheDir, 'tmdb-cache.sqlite'),
      CATALOGUE_DB: join(cacheDir, 'unused-catalogue.sqlite'),
    },
  });
});

test.afterAll(async () => {
  await Promise.all([server?.stop(STOP_GRACE_MS), fake?.stop(STOP_GRACE_MS)]);
  rmSync(cacheDir, { recursive: true, force: true });
});

// The fake TMDB gives movie 550 the videos of TMDB's sample (its official trailer first by our
// choice) and every other movie none; the machine has no internet, so the player host is stubbed.
const PLAYER_HOST = 'https://www.youtube-nocookie.com';
const TRAILER_EMBED = `${PLAYER_HOST}/embed/BdJKm16Co6M?autoplay=1`;

// Before the test that stops the fake TMDB: the serial tests run in this order.
test('Play trailer asks the video host for nothing until clicked, then plays in a dialog', async ({
  page,
}) => {
  const playerRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(PLAYER_HOST)) playerRequests.push(request.url());
  });
  await page.route(`${PLAYER_HOST}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' }),
  );
  const cspViolations = await watchCsp(page);

  await test.step('a movie without videos has no Play trailer', async () => {
    await page.goto('details/movie/551');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play trailer' })).toHaveCount(0);
  });

  const play = page.getByRole('button', { name: 'Play trailer' });
  await test.step('movie 550 offers its trailer, and nothing was asked of the video host', async () => {
    await page.goto('details/movie/550');
    await expect(play).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);
    expect(playerRequests).toEqual([]);
  });

  const dialog = page.getByRole('dialog', { name: /^Trailer: / });
  await test.step('the click opens the player in a dialog, Close focused', async () => {
    await play.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveAttribute('src', TRAILER_EMBED);
    await expect(dialog.locator('iframe')).toHaveAttribute('title', '#TBT Trailer');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect.poll(() => playerRequests).toEqual([TRAILER_EMBED]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('Escape closes it, removes the player and gives the button its focus', async () => {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(play).toBeFocused();
    expect(await cspViolations()).toEqual([]);
  });
});

// The fake TMDB answers every movie with TMDB's samples: Star Wars (11), in the Star Wars
// Collection (10), with Fight Club's offers, whose links lead to TMDB's page of them.
test("TMDB's offers credit JustWatch, and the movie's collection comes through", async ({
  page,
}) => {
  const offers = JSON.parse(readFileSync(join(examples, 'movie-watch-providers.json'), 'utf8')) as {
    results: Record<
      string,
      { flatrate?: Array<{ provider_name: string; display_priority: number }> }
    >;
  };
  const collection = JSON.parse(
    readFileSync(join(examples, 'collection-details.json'), 'utf8'),
  ) as {
    id: number;
    name: string;
    // TMDB's sample names some parts with `name`, as a show's, rather than `title`.
    parts: Array<{ id: number; title?: string; name?: string; release_date: string }>;
  };

  await test.step('where to watch in the US, with JustWatch named', async () => {
    await page.goto('details/movie/11?watch_region=US');
    const section = page.getByRole('region', { name: 'Where to watch' });
    const stream = section.getByRole('heading', { level: 3, name: 'Stream' }).locator('..');
    const streaming = [...(offers.results.US?.flatrate ?? [])]
      .sort((a, b) => a.display_priority - b.display_priority)
      .map((offer) => offer.provider_name);
    await expect(stream.getByRole('img')).toHaveCount(streaming.length);
    for (const [index, name] of streaming.entries())
      await expect(stream.getByRole('img').nth(index)).toHaveAttribute('alt', name);
    await expect(section.getByRole('link', { name: 'JustWatch' })).toHaveAttribute(
      'href',
      /justwatch\.com/,
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('the collection lists its parts by date and opens its own page', async () => {
    const block = page.getByRole('region', { name: `Part of ${collection.name}` });
    await expect(block.getByRole('listitem')).toHaveCount(collection.parts.length);
    const first = [...collection.parts].sort((a, b) =>
      a.release_date.localeCompare(b.release_date),
    )[0];
    await expect(block.getByRole('listitem').first()).toContainText(
      first?.title ?? first?.name ?? '',
    );
    await block.getByRole('link', { name: collection.name }).click();
    await expect(page).toHaveURL(new RegExp(`/collection/${collection.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(collection.name);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('home shows TMDB titles through the server, and still does once TMDB is gone', async ({
  page,
  request,
}) => {
  const email = uniqueEmail();
  await registerViaApi(email);
  await loginViaUi(page, email);

  async function expectRows(): Promise<void> {
    for (const row of rows) {
      const region = page.getByRole('region', { name: row.heading });
      for (const title of firstTitles(row.file)) {
        await expect(region.getByRole('link', { name: title, exact: true }).first()).toBeVisible();
      }
    }
  }

  await test.step('rows show the titles TMDB sent', async () => {
    await page.goto('');
    await expectRows();
  });

  await test.step('the key stays on the server', async () => {
    const response = await request.get(`${ORIGIN}/3/trending/movie/day`, {
      headers: await memberHeaders(),
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['x-cache']).toMatch(/^(HIT|MISS)$/);
    expect(JSON.stringify(response.headers())).not.toContain(TMDB_KEY);
    expect(await response.text()).not.toContain(TMDB_KEY);
  });

  await test.step('with TMDB stopped, a reload still shows the rows from the cache', async () => {
    await fake?.stop(STOP_GRACE_MS);
    await page.reload();
    await expectRows();
    // Images can no longer be fetched; the cards still render.
    const movies = page.getByRole('region', { name: rows[0].heading });
    await expect(movies.locator('a[href*="details/movie/"]')).toHaveCount(10);
  });
});
