import type { TmdbError } from '@marquee/tmdb-types/page';
import type { CatalogueTransport } from '@marquee/tmdb-types/server-render';
import type { QueryClient } from '@tanstack/react-query';
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

/** The catalogue has no such thing (TMDB's 404): a page says Not Found. */
export function isNotFound(error: unknown): boolean {
  return error instanceof CatalogueError && error.status === 404;
}

/**
 * Where the member's ID token comes from: the auth layer's (memberTokenProvider) in the browser,
 * the verified session in a server render. Each catalogue client is given its own; the client
 * knows no more of sessions.
 */
export interface TokenProvider {
  /** The token to send now, or null when nobody is logged in. */
  current(): string | null;
  /** A token fresh from the identity provider, or null when the session cannot be renewed. */
  refresh(): Promise<string | null>;
}

export type CatalogueParams = Record<string, string | number | undefined>;

/** Same origin by default; a static deployment may point the app straight at TMDB. */
export function catalogueUrl(
  path: string,
  params: CatalogueParams = {},
  baseUrl: string = document.baseURI,
): URL {
  const relativePath = path.replace(/^\/+/, '');
  const url = isOwnServer()
    ? resolveAppUrl(relativePath, baseUrl)
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

/*
 * The catalogue client: where the requests go (the app's base URL), how they travel (fetch in the
 * browser; in a server render, the server answering itself) and which member's token they carry.
 * Each entry file makes one: main.tsx for the browser, entry-server.tsx one per render. It travels
 * with that render's query client (createQueryClient binds them), so a query function reaches it
 * through its context's `client`, a mutation or a component through useQueryClient(), and each
 * hands it to fetchCatalogue (its required `client` option); never through a module variable: two
 * server renders in progress at once each ask with their own, for their own member.
 */
export interface CatalogueClient {
  /** The URL every app URL is relative to: document.baseURI in the browser, the server's base URL. */
  baseUrl(): string;
  /** The member's token provider, or none (nobody's requests carry a token then). */
  tokens(): TokenProvider | undefined;
  /** Sends one request. */
  transport: CatalogueTransport;
  /** Several requests refused at once share one refresh. */
  refreshToken(provider: TokenProvider): Promise<string | null>;
  /** The language the page speaks, which TMDB answers in (titles, overviews); English if unsaid. */
  language: string | undefined;
}

/** What an entry file gives createCatalogueClient for its browser or its render. */
export interface CatalogueClientParts {
  baseUrl(): string;
  tokens(): TokenProvider | undefined;
  /** fetch in the browser; the server's own answers in a server render. */
  transport: CatalogueTransport;
  /** The page's language, for the whole page: changing it draws the page again. */
  language?: string;
}

/** The one way to make a catalogue client, so each has its own shared refresh. */
export function createCatalogueClient({
  baseUrl,
  tokens,
  transport,
  language,
}: CatalogueClientParts): CatalogueClient {
  let refreshing: Promise<string | null> | undefined;
  return {
    baseUrl,
    tokens,
    transport,
    language,
    refreshToken(provider) {
      refreshing ??= provider.refresh().finally(() => {
        refreshing = undefined;
      });
      return refreshing;
    },
  };
}

/** A query client made with its render's catalogue client (createQueryClient). */
export interface CatalogueBound {
  readonly catalogue: CatalogueClient;
}

/**
 * The catalogue client a query client travels with. Every query client the app makes has one
 * (createQueryClient); there is no other to fall back on, so one made without it is a mistake the
 * first request reports.
 */
export function catalogueOf(queryClient: QueryClient): CatalogueClient {
  const catalogue = (queryClient as Partial<CatalogueBound>).catalogue;
  if (catalogue === undefined)
    throw new Error('This query client has no catalogue client: make it with createQueryClient');
  return catalogue;
}

/** The member's token the client would send now, or null. */
export function currentToken(catalogue: CatalogueClient): string | null {
  return catalogue.tokens()?.current() ?? null;
}

function request(
  transport: CatalogueTransport,
  url: URL,
  token: string | null,
  { method, body, signal }: RequestParts,
) {
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
  /**
   * The query client of the render that asks (a query function's `client`, useQueryClient()):
   * its catalogue client says where the request goes, how, and with whose token.
   */
  client: QueryClient;
}

/**
 * TMDB answers in the page's language when asked (`language`; each language's answers are cached
 * apart). English, TMDB's own default, is left unsaid, so its addresses stay as they always were.
 */
function withLanguage(
  params: CatalogueParams,
  method: CatalogueMethod,
  language: string | undefined,
): CatalogueParams {
  if (method !== 'GET' || language === undefined || language === 'en' || 'language' in params)
    return params;
  return { ...params, language };
}

export async function fetchCatalogue<T>(
  path: string,
  params: CatalogueParams,
  options: CatalogueRequestOptions,
): Promise<T> {
  const response = await fetchCatalogueResponse(path, params, options);
  return (await response.json()) as T;
}

/** As fetchCatalogue, but the successful response itself: for a file to save (an export). */
export async function fetchCatalogueResponse(
  path: string,
  params: CatalogueParams,
  { signal, member = false, method = 'GET', body, client }: CatalogueRequestOptions,
): Promise<Response> {
  const catalogue = catalogueOf(client);
  const { transport } = catalogue;
  const url = catalogueUrl(
    path,
    withLanguage(params, method, catalogue.language),
    catalogue.baseUrl(),
  );
  const provider = member && isOwnServer() ? catalogue.tokens() : undefined;
  const parts = { method, body, signal };
  let response = await request(transport, url, provider?.current() ?? null, parts);
  if (response.status === 401 && provider) {
    // The token may have expired since it was stored: one fresh token, one more try.
    const fresh = await catalogue.refreshToken(provider);
    if (fresh === null) throw await errorFrom(response, true);
    response = await request(transport, url, fresh, parts);
    if (response.status === 401) throw await errorFrom(response, true);
  }
  if (!response.ok) throw await errorFrom(response);
  return response;
}
