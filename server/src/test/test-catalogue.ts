import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { parseConfig, type ServerConfig } from '../config.js';
import { generateCatalogue } from '../catalogue/generate-catalogue.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { openCatalogue } from '../catalogue/open-catalogue.js';
import type { CatalogueSource } from '../catalogue-source.js';

export const TEST_SIZES = { movies: 300, tv: 150, people: 500 } as const;
export const TEST_SEED = 'test-seed';

export interface TestCatalogue {
  dir: string;
  dbPath: string;
  catalogue: Catalogue;
  /** The catalogue as the app's source, for testApp({ source }); follows a test that reopens it. */
  readonly source: CatalogueSource;
  cleanup(): void;
}

/** A small generated catalogue in its own temp folder; build it once per test file. */
export function buildTestCatalogue(
  seed = TEST_SEED,
  sizes: { movies: number; tv: number; people: number } = TEST_SIZES,
): TestCatalogue {
  const dir = mkdtempSync(path.join(tmpdir(), 'marquee-test-'));
  const dbPath = path.join(dir, 'catalogue.sqlite');
  generateCatalogue({ outPath: dbPath, seed, ...sizes });
  const catalogue = openCatalogue(dbPath);
  return {
    dir,
    dbPath,
    catalogue,
    get source(): CatalogueSource {
      return { kind: 'embedded', catalogue: this.catalogue };
    },
    cleanup() {
      catalogue.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Route tests run without the member guard and rate limit; the security tests turn them on. */
export function testConfig(env: NodeJS.ProcessEnv = {}): ServerConfig {
  return parseConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(tmpdir(), 'marquee-no-web-dist'),
    AUTH_REQUIRED: 'false',
    RATE_LIMIT_PER_SECOND: '0',
    ...env,
  });
}

/** GET a path and parse its JSON body. */
export async function getJson<T = Record<string, unknown>>(
  app: FastifyInstance,
  url: string,
): Promise<{ status: number; body: T }> {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json<T>() };
}
