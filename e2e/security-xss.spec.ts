import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { STOP_GRACE_MS } from '../scripts/lib/marquee-stack.js';
import { repoRoot } from '../scripts/lib/repo-root.js';
import { sharedTmdbFile } from '../scripts/lib/shared-tmdb.js';
import type { Supervised } from '../scripts/lib/supervise.js';
import { requireFreeSpecPorts, startSpecServer } from './support/spec-server.js';

// Catalogue text is data, never markup: a server of its own serves titles that look like HTML.
const SERVER_PORT = 8185;
const ORIGIN = `http://localhost:${SERVER_PORT}`;
const examples = sharedTmdbFile('examples');

const imgPayload = '<img src=x onerror="window.__xss=1">';
const scriptPayload = '<script>window.__xss=1</script>';

const movie = {
  id: 11,
  title: `Star ${imgPayload} Wars`,
  overview: `An overview with ${scriptPayload} inside.`,
  tagline: `<b onmouseover="window.__xss=1">bold</b> tagline`,
};
const show = {
  id: 1399,
  name: `${scriptPayload} Thrones`,
  overview: `A show ${imgPayload} overview.`,
};
const person = {
  id: 31,
  name: `Tom ${imgPayload}`,
  biography: `First ${scriptPayload} paragraph.\n\nSecond <iframe src="javascript:window.__xss=1"></iframe> paragraph.`,
};
const character = `<svg onload="window.__xss=1">`;

function example(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(examples, `${name}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
}

let server: Supervised | undefined;
let workDir: string;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `${ORIGIN}/` });

test.beforeAll(async () => {
  await requireFreeSpecPorts([SERVER_PORT], 'XSS test');
  workDir = mkdtempSync(join(tmpdir(), 'marquee-e2e-xss-'));
  const documents: Record<string, unknown> = {
    'movie-details': { ...example('movie-details'), ...movie },
    'tv-details': { ...example('tv-details'), ...show },
    'person-details': { ...example('person-details'), ...person },
    // Credits link the person to the movie, so both pages list the other's text too.
    'movie-credits': {
      id: movie.id,
      cast: [
        {
          adult: false,
          gender: 2,
          id: person.id,
          known_for_department: 'Acting',
          name: person.name,
          original_name: person.name,
          popularity: 10,
          profile_path: null,
          cast_id: 1,
          character,
          credit_id: 'xss-credit-1',
          order: 0,
        },
      ],
      crew: [],
    },
  };
  const files = Object.entries(documents).map(([name, document]) => {
    const file = join(workDir, `${name}.json`);
    writeFileSync(file, JSON.stringify(document));
    return file;
  });
  const catalogueDb = join(workDir, 'catalogue.sqlite');
  const imported = spawnSync(
    process.execPath,
    [join(repoRoot, 'server/dist/catalogue/import-cli.js'), '--out', catalogueDb, ...files],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  if (imported.status !== 0) {
    throw new Error(`import failed: ${imported.stderr || imported.stdout}`);
  }
  server = await startSpecServer({
    name: 'server-xss',
    port: SERVER_PORT,
    env: { CATALOGUE_DB: catalogueDb },
  });
});

test.afterAll(async () => {
  await server?.stop(STOP_GRACE_MS);
  rmSync(workDir, { recursive: true, force: true });
});

declare global {
  interface Window {
    __xss?: number;
  }
}

async function expectNothingRan(page: Page): Promise<void> {
  // onerror and onload fire after the image or frame fails, a moment after rendering.
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('main script, main iframe, main svg[onload]')).toHaveCount(0);
}

test.beforeEach(({ page }) => {
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
});

test('a movie’s title, tagline and overview show as text', async ({ page }) => {
  await page.goto(`details/movie/${movie.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(movie.title);
  await expect(page).toHaveTitle(`${movie.title} · Marquee`);
  await expect(page.getByText(movie.overview, { exact: true })).toBeVisible();
  await expect(page.getByText(movie.tagline, { exact: true })).toBeVisible();
  await expect(page.getByText(character, { exact: true })).toBeVisible();
  await expectNothingRan(page);
});

test('a tv show’s name and overview show as text', async ({ page }) => {
  await page.goto(`details/tv/${show.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(show.name);
  await expect(page.getByText(show.overview, { exact: true })).toBeVisible();
  await expectNothingRan(page);
});

test('a person’s name and biography show as text', async ({ page }) => {
  await page.goto(`details/person/${person.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(person.name);
  for (const paragraph of person.biography.split('\n\n')) {
    await expect(page.getByText(paragraph, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: movie.title }).first()).toBeVisible();
  await expectNothingRan(page);
});
