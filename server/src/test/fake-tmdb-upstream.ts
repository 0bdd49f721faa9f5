import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { notFound } from '../http/tmdb-errors.js';
import { fakeTitleAnswer } from './fake-tmdb-appended.js';
import { fakeFindAnswer } from './fake-tmdb-find.js';
import { sharedTmdbFile } from './shared-tmdb.js';

/** TMDB's OpenAPI description and samples, kept outside the repo: ../shared/tmdb beside the checkout. */
export const TMDB_DIR = sharedTmdbFile();

export const EXAMPLES_DIR = path.join(TMDB_DIR, 'examples');

export type Fault =
  | { kind: 'delay'; ms: number }
  | { kind: 'drop' }
  | { kind: 'status'; status: number; retryAfter?: string; body?: object };

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
}

export interface FakeTmdbUpstream {
  /** e.g. http://127.0.0.1:41234, usable as both TMDB_API_URL and TMDB_IMAGE_URL. */
  url: string;
  port: number;
  requests: RecordedRequest[];
  apiRequests(): RecordedRequest[];
  /** Every later request meets this fault until it is cleared with undefined. */
  setFault(fault: Fault | undefined): void;
  close(): Promise<void>;
}

export interface FakeTmdbUpstreamOptions {
  port?: number;
  host?: string;
  /** When set, API requests without this api_key or bearer token get TMDB's 401. */
  expectedCredential?: string;
  examplesDir?: string;
}

// Path → example file; the first match wins.
const ROUTES: Array<[RegExp, (match: RegExpExecArray) => string]> = [
  [/^\/3\/trending\/all\/(day|week)$/, () => 'trending-all-day'],
  [/^\/3\/trending\/(movie|tv|person)\/(day|week)$/, (m) => `trending-${m[1]}`],
  [
    /^\/3\/movie\/(popular|top_rated|now_playing|upcoming)$/,
    (m) => `movie-${m[1]?.replace('_', '-')}`,
  ],
  [/^\/3\/tv\/(popular|top_rated)$/, (m) => `tv-${m[1]?.replace('_', '-')}`],
  [/^\/3\/tv\/(airing_today|on_the_air)$/, (m) => `tv-series-${m[1]?.replaceAll('_', '-')}-list`],
  [/^\/3\/person\/popular$/, () => 'person-popular'],
  [/^\/3\/movie\/\d+$/, () => 'movie-details'],
  [/^\/3\/movie\/\d+\/(credits|similar|recommendations|keywords)$/, (m) => `movie-${m[1]}`],
  [/^\/3\/movie\/\d+\/release_dates$/, () => 'movie-release-dates'],
  [/^\/3\/tv\/\d+\/content_ratings$/, () => 'tv-series-content-ratings'],
  [/^\/3\/certification\/movie\/list$/, () => 'certification-movie-list'],
  [/^\/3\/certification\/tv\/list$/, () => 'certifications-tv-list'],
  [/^\/3\/tv\/\d+$/, () => 'tv-details'],
  [/^\/3\/tv\/\d+\/keywords$/, () => 'tv-series-keywords'],
  [
    /^\/3\/tv\/\d+\/(credits|aggregate_credits|similar|recommendations)$/,
    (m) => `tv-${m[1]?.replace('_', '-')}`,
  ],
  [/^\/3\/tv\/\d+\/season\/\d+$/, () => 'tv-season-details'],
  [
    /^\/3\/tv\/\d+\/season\/\d+\/(credits|external_ids)$/,
    (m) => `tv-season-${m[1]?.replace('_', '-')}`,
  ],
  [/^\/3\/tv\/\d+\/season\/\d+\/episode\/\d+$/, () => 'tv-episode-details'],
  [
    /^\/3\/tv\/\d+\/season\/\d+\/episode\/\d+\/(credits|external_ids)$/,
    (m) => `tv-episode-${m[1]?.replace('_', '-')}`,
  ],
  [/^\/3\/person\/\d+$/, () => 'person-details'],
  [
    /^\/3\/person\/\d+\/(combined_credits|movie_credits)$/,
    (m) => `person-${m[1]?.replace('_', '-')}`,
  ],
  [/^\/3\/movie\/\d+\/watch\/providers$/, () => 'movie-watch-providers'],
  [/^\/3\/tv\/\d+\/watch\/providers$/, () => 'tv-series-watch-providers'],
  [/^\/3\/watch\/providers\/movie$/, () => 'watch-providers-movie-list'],
  [/^\/3\/watch\/providers\/tv$/, () => 'watch-provider-tv-list'],
  [/^\/3\/watch\/providers\/regions$/, () => 'watch-providers-available-regions'],
  [/^\/3\/discover\/(movie|tv)$/, (m) => `discover-${m[1]}`],
  [/^\/3\/search\/(movie|tv|person|multi|keyword|company|collection)$/, (m) => `search-${m[1]}`],
  [/^\/3\/keyword\/\d+$/, () => 'keyword-details'],
  [/^\/3\/keyword\/\d+\/movies$/, () => 'keyword-movies'],
  [/^\/3\/(company|network)\/\d+$/, (m) => `${m[1]}-details`],
  [/^\/3\/collection\/\d+$/, () => 'collection-details'],
  [/^\/3\/genre\/(movie|tv)\/list$/, (m) => `genre-${m[1]}-list`],
  [/^\/3\/configuration$/, () => 'configuration'],
  [/^\/3\/authentication$/, () => 'authentication'],
];

// A 1×1 PNG: enough for a browser to decode and for tests to compare bytes.
export const FAKE_IMAGE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
// TMDB's 404 for a path or image it does not have.
const NOT_FOUND_BODY = JSON.stringify(notFound().toBody());

const IMAGE_PATH = /^\/t\/p\/[a-z0-9]+\/[A-Za-z0-9_-]+\.(jpg|png|svg)$/;

/** The example file an API path replays, or undefined for a path TMDB would answer with 404. */
export function exampleFor(apiPath: string): string | undefined {
  for (const [pattern, name] of ROUTES) {
    const match = pattern.exec(apiPath);
    if (match !== null) return `${name(match)}.json`;
  }
  return undefined;
}

export function readExample(file: string, examplesDir = EXAMPLES_DIR): Buffer {
  return readFileSync(path.join(examplesDir, file));
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: Buffer | string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json;charset=utf-8', ...headers });
  response.end(body);
}

/** A stand-in for api.themoviedb.org and image.tmdb.org that replays TMDB's samples and fails on demand. */
export async function startFakeTmdbUpstream({
  port = 0,
  host = '127.0.0.1',
  expectedCredential,
  examplesDir = EXAMPLES_DIR,
}: FakeTmdbUpstreamOptions = {}): Promise<FakeTmdbUpstream> {
  const requests: RecordedRequest[] = [];
  let fault: Fault | undefined;

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake.invalid');
    requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
    });
    const current = fault;
    if (current?.kind === 'drop') {
      request.socket.destroy();
      return;
    }
    if (current?.kind === 'status') {
      const headers: Record<string, string> =
        current.retryAfter === undefined ? {} : { 'retry-after': current.retryAfter };
      if (current.body !== undefined) {
        sendJson(response, current.status, JSON.stringify(current.body), headers);
        return;
      }
      if (current.status === 401) {
        sendJson(response, 401, readExample('authentication-401.json', examplesDir), headers);
        return;
      }
      const body =
        current.status === 429
          ? {
              status_code: 25,
              status_message: 'Your request count (#) is over the allowed limit of (40).',
              success: false,
            }
          : {
              status_code: 11,
              status_message: 'Internal error: Something went wrong, contact TMDB.',
              success: false,
            };
      sendJson(response, current.status, JSON.stringify(body), headers);
      return;
    }
    const answer = () => {
      if (response.destroyed) return;
      if (url.pathname.startsWith('/t/p/')) {
        if (!IMAGE_PATH.test(url.pathname) || url.pathname.includes('/missing')) {
          sendJson(response, 404, NOT_FOUND_BODY);
          return;
        }
        response.writeHead(200, {
          'content-type': 'image/png',
          'content-length': String(FAKE_IMAGE.length),
          etag: '"fake-image"',
        });
        response.end(FAKE_IMAGE);
        return;
      }
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (
        expectedCredential !== undefined &&
        url.searchParams.get('api_key') !== expectedCredential &&
        bearer !== expectedCredential
      ) {
        sendJson(response, 401, readExample('authentication-401.json', examplesDir));
        return;
      }
      const title =
        fakeTitleAnswer(url, examplesDir, exampleFor) ?? fakeFindAnswer(url, examplesDir);
      if (title !== undefined) {
        sendJson(response, 200, title);
        return;
      }
      const file = exampleFor(url.pathname);
      if (file === undefined) {
        sendJson(response, 404, NOT_FOUND_BODY);
        return;
      }
      sendJson(response, 200, readExample(file, examplesDir));
    };
    if (current?.kind === 'delay') setTimeout(answer, current.ms);
    else answer();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const actualPort = (server.address() as AddressInfo).port;
  let closed: Promise<void> | undefined;

  return {
    url: `http://${host}:${actualPort}`,
    port: actualPort,
    requests,
    apiRequests: () => requests.filter((request) => request.path.startsWith('/3/')),
    setFault(next) {
      fault = next;
    },
    close() {
      closed ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closed;
    },
  };
}
