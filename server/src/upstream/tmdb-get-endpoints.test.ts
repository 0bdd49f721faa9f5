import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedTmdbFile } from '../test/shared-tmdb.js';
import { TMDB_GET_ENDPOINTS } from './tmdb-get-endpoints.js';

interface OpenApiParameter {
  name: string;
  in: string;
}

const openapi = JSON.parse(readFileSync(sharedTmdbFile('openapi.json'), 'utf8')) as {
  paths: Record<string, { get?: { parameters?: OpenApiParameter[] } }>;
};

/** Template → sorted query names, for every GET path in TMDB's OpenAPI. */
function queryNamesInOpenApi(): Record<string, string[]> {
  const listed: Record<string, string[]> = {};
  for (const [template, item] of Object.entries(openapi.paths)) {
    if (item.get === undefined) continue;
    listed[template] = (item.get.parameters ?? [])
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) => parameter.name)
      .sort();
  }
  return listed;
}

describe('TMDB_GET_ENDPOINTS', () => {
  it('lists exactly the GET paths of TMDB’s OpenAPI, each with exactly its query parameters', () => {
    const table = Object.fromEntries(
      Object.entries(TMDB_GET_ENDPOINTS).map(([template, names]) => [template, [...names].sort()]),
    );
    expect(table).toEqual(queryNamesInOpenApi());
  });

  it('never lists api_key, which only the server sends', () => {
    for (const names of Object.values(TMDB_GET_ENDPOINTS)) expect(names).not.toContain('api_key');
  });
});
