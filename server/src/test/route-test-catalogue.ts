import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, expect } from 'vitest';
import { buildTestCatalogue, getJson, type TestCatalogue } from './test-catalogue.js';

/**
 * A route test file's own generated catalogue (as buildTestCatalogue takes it) and a temporary
 * folder beside it, for the catalogues the file imports; both are removed after its tests.
 */
export function routeTestCatalogue(
  name: string,
  ...build: Parameters<typeof buildTestCatalogue>
): { test: TestCatalogue; dir: string } {
  const test = buildTestCatalogue(...build);
  const dir = mkdtempSync(path.join(tmpdir(), `marquee-${name}-`));
  afterAll(() => {
    test.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });
  return { test, dir };
}

/** The JSON body of a GET that must answer 200; a failure names the path. */
export async function okJson<T>(app: FastifyInstance, url: string): Promise<T> {
  const { status, body } = await getJson<T>(app, url);
  expect(status, url).toBe(200);
  return body;
}
