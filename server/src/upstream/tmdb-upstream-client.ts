import type { UpstreamConfig } from '../config.js';

export type UpstreamResult =
  | { kind: 'response'; status: number; body: Buffer; retryAfterMs: number | undefined }
  | { kind: 'timeout' }
  | { kind: 'unreachable' };

export type ImageResult =
  { kind: 'response'; response: Response } | { kind: 'timeout' } | { kind: 'unreachable' };

export interface TmdbUpstreamClient {
  /** GETs an API path such as `/3/movie/550?language=en` with the server's credential added. */
  getApi(pathAndQuery: string): Promise<UpstreamResult>;
  /** GETs `/t/p/{size}/{file}` from the image service, passing conditional headers on; no credential. */
  getImage(path: string, headers: Record<string, string>): Promise<ImageResult>;
}

export interface TmdbUpstreamClientOptions {
  settings: Pick<UpstreamConfig, 'apiUrl' | 'imageUrl' | 'credential' | 'timeoutMs'>;
  fetch?: typeof fetch;
  now?: () => number;
}

// Used when TMDB says 429 without saying for how long.
const DEFAULT_RETRY_AFTER_MS = 10_000;

export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function isTimeout(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'TimeoutError' ||
      (error.cause instanceof Error && error.cause.name === 'TimeoutError'))
  );
}

/**
 * The only code that talks to TMDB. Failures come back as values carrying no URL or message, so the
 * credential in the request can never leak into a log line or a client's error.
 */
export function createTmdbUpstreamClient({
  settings,
  fetch: fetchImpl = fetch,
  now = Date.now,
}: TmdbUpstreamClientOptions): TmdbUpstreamClient {
  const { credential } = settings;

  return {
    async getApi(pathAndQuery) {
      const url = new URL(`${settings.apiUrl}${pathAndQuery}`);
      const headers: Record<string, string> = { accept: 'application/json' };
      if (credential.kind === 'bearer') headers.authorization = `Bearer ${credential.value}`;
      else url.searchParams.set('api_key', credential.value);
      try {
        const response = await fetchImpl(url, {
          headers,
          signal: AbortSignal.timeout(settings.timeoutMs),
          redirect: 'error',
        });
        const body = Buffer.from(await response.arrayBuffer());
        const retryAfterMs =
          response.status === 429
            ? (parseRetryAfter(response.headers.get('retry-after'), now()) ??
              DEFAULT_RETRY_AFTER_MS)
            : undefined;
        return { kind: 'response', status: response.status, body, retryAfterMs };
      } catch (error) {
        return { kind: isTimeout(error) ? 'timeout' : 'unreachable' };
      }
    },
    async getImage(path, headers) {
      try {
        const response = await fetchImpl(`${settings.imageUrl}${path}`, {
          headers,
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
        return { kind: 'response', response };
      } catch (error) {
        return { kind: isTimeout(error) ? 'timeout' : 'unreachable' };
      }
    },
  };
}
