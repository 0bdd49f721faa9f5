import type { TmdbError } from '@marquee/tmdb-types/page';
import { config } from '../config';
import { resolveAppUrl } from './base-url';

/** A non-2xx answer from the catalogue, carrying TMDB's error body when there was one. */
export class CatalogueError extends Error {
  override readonly name = 'CatalogueError';
  readonly status: number;
  readonly status_code: number | undefined;
  readonly status_message: string;

  constructor(status: number, statusText: string, body?: Partial<TmdbError>) {
    const message = body?.status_message ?? (statusText || `Request failed with status ${status}`);
    super(message);
    this.status = status;
    this.status_code = body?.status_code;
    this.status_message = message;
  }
}

export type CatalogueParams = Record<string, string | number | undefined>;

/** Same origin by default; a static deployment may point the app straight at TMDB. */
export function catalogueUrl(path: string, params: CatalogueParams = {}): URL {
  const relativePath = path.replace(/^\/+/, '');
  const url =
    config.catalogue.url === ''
      ? resolveAppUrl(relativePath)
      : new URL(`${config.catalogue.url}/${relativePath}`);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  if (config.catalogue.apiKey !== '') url.searchParams.set('api_key', config.catalogue.apiKey);
  return url;
}

export async function fetchCatalogue<T>(
  path: string,
  params: CatalogueParams = {},
  signal?: AbortSignal,
): Promise<T> {
  const response = await fetch(catalogueUrl(path, params), {
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!response.ok) {
    let body: Partial<TmdbError> | undefined;
    try {
      body = (await response.json()) as Partial<TmdbError>;
    } catch {
      body = undefined;
    }
    throw new CatalogueError(response.status, response.statusText, body);
  }
  return (await response.json()) as T;
}
