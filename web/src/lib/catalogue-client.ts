import type { TmdbError } from '@marquee/tmdb-types/page';
import type { CatalogueTransport } from '@marquee/tmdb-types/server-render';
import { config } from '../config';
import { resolveAppUrl } from './base-url';
import { isJwtCompactForm } from './jwt-compact-form';

/** A non-2xx answer from the catalogue, carrying TMDB's error body when there was one. */
export class CatalogueError extends Error {
  override readonly name = 'CatalogueError';
  readonly status: number;
  readonly status_code: number | undefined;
  readonly status_message: string;
  /** Our own server refused the member's token even after a refresh: only logging in again helps. */
  readonly sessionExpired: boolean;

  constructor(
    status: number,
    statusText: string,
    body?: Partial<TmdbError>,
    options: { sessionExpired?: boolean } = {},
  ) {
    const message = body?.status_message ?? (statusText || `Request failed with status ${status}`);
    super(message);
    this.status = status;
    this.status_code = body?.status_code;
    this.status_message = message;
    this.sessionExpired = options.sessionExpired ?? false;
  }
}

export function isSessionExpired(error: unknown): boolean {
  return error instanceof CatalogueError && error.sessionExpired;
}

/** Where the member's ID token comes from; the auth layer registers one, the client knows no more. */
export interface TokenProvider {
  /** The token to send now, or null when nobody is logged in. */
  current(): string | null;
  /** A token fresh from the identity provider, or null when the session cannot be renewed. */
  refresh(): Promise<string | null>;
}

let tokenProvider: TokenProvider | undefined;
let refreshing: Promise<string | null> | undefined;

/** Registers the token provider; the answer unregisters it. */
export function setTokenProvider(provider: TokenProvider): () => void {
  tokenProvider = provider;
  return () => {
    if (tokenProvider === provider) tokenProvider = undefined;
  };
}

/** Several requests refused at once share one refresh. */
function refreshToken(provider: TokenProvider): Promise<string | null> {
  refreshing ??= provider.refresh().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

export type CatalogueParams = Record<string, string | number | undefined>;

/** Same origin by default; a static deployment may point the app straight at TMDB. */
export function catalogueUrl(path: string, params: CatalogueParams = {}): URL {
  const relativePath = path.replace(/^\/+/, '');
  const url = isOwnServer()
    ? resolveAppUrl(relativePath)
    : new URL(`${config.catalogue.url}/${relativePath}`);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  if (config.catalogue.apiKey !== '') url.searchParams.set('api_key', config.catalogue.apiKey);
  return url;
}

/**
 * Only our own server gets the ID token (TMDB would read a Bearer header as its own credential),
 * and only it keeps libraries: a static deployment pointed at TMDB has none.
 */
export function isOwnServer(): boolean {
  return config.catalogue.url === '';
}

interface RequestParts {
  method: CatalogueMethod;
  body: unknown;
  signal: AbortSignal | undefined;
}

let transport: CatalogueTransport = (url, init) => fetch(url, init);

/** For server renders only: the server answers the page's requests itself, without a network. */
export function setCatalogueTransport(serverTransport: CatalogueTransport): void {
  transport = serverTransport;
}

function request(url: URL, token: string | null, { method, body, signal }: RequestParts) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A malformed token would make fetch throw; without it the server answers 401 and we refresh.
  if (token !== null && isJwtCompactForm(token)) headers.Authorization = `Bearer ${token}`;
  if (body === undefined) return transport(url, { method, headers, signal });
  headers['Content-Type'] = 'application/json';
  return transport(url, { method, headers, signal, body: JSON.stringify(body) });
}

async function errorFrom(response: Response, sessionExpired = false): Promise<CatalogueError> {
  let body: Partial<TmdbError> | undefined;
  try {
    body = (await response.json()) as Partial<TmdbError>;
  } catch {
    body = undefined;
  }
  return new CatalogueError(response.status, response.statusText, body, { sessionExpired });
}

export type CatalogueMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CatalogueRequestOptions {
  signal?: AbortSignal | undefined;
  /** GET by default; the library's writes use the others. */
  method?: CatalogueMethod;
  /** Sent as JSON. */
  body?: unknown;
  /**
   * A members-only endpoint (trending, the lists, discover): send the member's token. Public ones
   * (details, search, configuration, genres) never carry it, so no token can break them.
   */
  member?: boolean;
}

export async function fetchCatalogue<T>(
  path: string,
  params: CatalogueParams = {},
  options: CatalogueRequestOptions = {},
): Promise<T> {
  const response = await fetchCatalogueResponse(path, params, options);
  return (await response.json()) as T;
}

/** As fetchCatalogue, but the successful response itself: for a file to save (an export). */
export async function fetchCatalogueResponse(
  path: string,
  params: CatalogueParams = {},
  { signal, member = false, method = 'GET', body }: CatalogueRequestOptions = {},
): Promise<Response> {
  const url = catalogueUrl(path, params);
  const provider = member && isOwnServer() ? tokenProvider : undefined;
  const parts = { method, body, signal };
  let response = await request(url, provider?.current() ?? null, parts);
  if (response.status === 401 && provider) {
    // The token may have expired since it was stored: one fresh token, one more try.
    const fresh = await refreshToken(provider);
    if (fresh === null) throw await errorFrom(response, true);
    response = await request(url, fresh, parts);
    if (response.status === 401) throw await errorFrom(response, true);
  }
  if (!response.ok) throw await errorFrom(response);
  return response;
}
