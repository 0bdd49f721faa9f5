import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedTmdbFile } from '../shared-tmdb.js';
import { isPublicApiPath } from '../../auth/require-member.js';
import { expectedApiAccess } from './expected-api-access.js';

const openapi = JSON.parse(readFileSync(sharedTmdbFile('openapi.json'), 'utf8')) as {
  paths: Record<string, { get?: unknown }>;
};

/** A TMDB path template with its placeholders filled the way a client would, after `/3`. */
function filled(template: string): string {
  return template
    .replace(/^\/3/, '')
    .replace(/\{time_window\}/g, 'day')
    .replace(/\{\w+\}/g, '550');
}

describe('the hand-written table of who may read what', () => {
  it.each([
    ['/trending/movie/day', 'members'],
    ['/movie/popular', 'members'],
    ['/tv/airing_today', 'members'],
    ['/discover/movie', 'members'],
    ['/collection/10', 'public'],
    ['/collection/10/images', 'public'],
    ['/collection/abc', 'members'],
    ['/watch/providers/regions', 'public'],
    ['/watch/providers/movie', 'members'],
    ['/watch/providers/tv', 'members'],
    ['/company/1', 'members'],
    ['/keyword/1/movies', 'members'],
    ['/movie/550', 'public'],
    ['/movie/550/credits', 'public'],
    ['/tv/1/season/1/episode/2', 'public'],
    ['/search/multi', 'public'],
    ['/configuration', 'public'],
    ['/genre/tv/list', 'public'],
  ] as const)('%s → %s', (path, access) => {
    expect(expectedApiAccess(path)).toBe(access);
  });

  it('agrees with the server’s guard on every GET path in TMDB’s OpenAPI', () => {
    const paths = Object.keys(openapi.paths)
      .filter((template) => openapi.paths[template]?.get !== undefined)
      .map(filled);
    expect(paths.length).toBeGreaterThan(100);
    const disagreements = paths
      .filter((path) => isPublicApiPath(path) !== (expectedApiAccess(path) === 'public'))
      .map((path) => `${path}: guard says ${isPublicApiPath(path) ? 'public' : 'members'}`);
    expect(disagreements).toEqual([]);
  });
});
