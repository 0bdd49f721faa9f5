import type { StatusAnswer } from '@marquee/tmdb-types/account';
import type {
  ImportAnswer,
  ImportBody,
  ImportEpisodeAnswer,
  ImportEpisodeRow,
  ImportMatchAnswer,
  ImportMatchRow,
} from '@marquee/tmdb-types/library-transfer';
import type { QueryClient } from '@tanstack/react-query';
import { fetchCatalogue, fetchCatalogueResponse } from '../lib/catalogue-client';

/*
 * Bringing a library in, taking it out, and deleting it (docs/library-api.md, "Import and
 * export"): one function per endpoint, each with the member's token from the catalogue client of
 * the query client it is given (useQueryClient()).
 */

function accountPath(uid: string, rest: string): string {
  return `3/account/${encodeURIComponent(uid)}/${rest}`;
}

/** At most 500 rows; the answer has one result per row, in order. Writes nothing. */
export function matchImportRows(
  uid: string,
  rows: readonly ImportMatchRow[],
  { signal, client }: { signal?: AbortSignal | undefined; client: QueryClient },
): Promise<ImportMatchAnswer> {
  return fetchCatalogue<ImportMatchAnswer>(
    accountPath(uid, 'import/match'),
    {},
    { member: true, method: 'POST', body: { rows }, signal, client },
  );
}

/** At most 500 episodes of matched shows, as the files number them; the catalogue's numbers. */
export function matchImportEpisodes(
  uid: string,
  rows: readonly ImportEpisodeRow[],
  { signal, client }: { signal?: AbortSignal | undefined; client: QueryClient },
): Promise<ImportEpisodeAnswer> {
  return fetchCatalogue<ImportEpisodeAnswer>(
    accountPath(uid, 'import/episodes'),
    {},
    { member: true, method: 'POST', body: { rows }, signal, client },
  );
}

/** Everything in one transaction, or nothing. */
export function importLibrary(
  uid: string,
  body: ImportBody,
  client: QueryClient,
): Promise<ImportAnswer> {
  return fetchCatalogue<ImportAnswer>(
    accountPath(uid, 'import'),
    {},
    { member: true, method: 'POST', body, client },
  );
}

export type ExportFormat = 'json' | 'letterboxd';

/** The export as the server sends it: a file to save, named in its content-disposition. */
export function fetchExport(
  uid: string,
  format: ExportFormat,
  client: QueryClient,
): Promise<Response> {
  return fetchCatalogueResponse(
    accountPath(uid, format === 'json' ? 'export' : 'export/letterboxd'),
    {},
    { member: true, client },
  );
}

/** Every row of the member's: library, lists and settings. */
export function deleteLibrary(uid: string, client: QueryClient): Promise<StatusAnswer> {
  return fetchCatalogue<StatusAnswer>(
    accountPath(uid, 'library'),
    {},
    { member: true, method: 'DELETE', client },
  );
}
