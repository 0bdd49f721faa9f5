import { LibraryError } from './library-error.js';
import {
  characterCount,
  checkText,
  keptName,
  MAX_SAVED_FILTER_NAME_LENGTH,
  MAX_SAVED_FILTER_QUERY_LENGTH,
} from './library-limits.js';

function invalid(field: 'name' | 'query', rule: string): LibraryError {
  return new LibraryError('invalid-saved-filter', `${field} ${rule}.`);
}

/** Kept as every name is (keptName); then 1 to 100 characters of text. */
export function checkedSavedFilterName(name: string): string {
  const trimmed = typeof name === 'string' ? keptName(name) : '';
  checkText(trimmed, "A saved filter's name");
  if (trimmed === '' || characterCount(trimmed) > MAX_SAVED_FILTER_NAME_LENGTH)
    throw invalid('name', `must be 1 to ${MAX_SAVED_FILTER_NAME_LENGTH} characters`);
  return trimmed;
}

/**
 * The browse address's query as browse will read it again: without a leading `?` and without
 * `page` (a saved filter opens at its first page), encoded one way, at most 2,000 characters.
 * Which names it holds is browse's business, so browse's filters can grow without the library.
 */
export function checkedSavedFilterQuery(query: string): string {
  if (typeof query !== 'string') throw invalid('query', 'must be text');
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  params.delete('page');
  const normalized = params.toString();
  if (normalized.length > MAX_SAVED_FILTER_QUERY_LENGTH)
    throw invalid(
      'query',
      `must be at most ${MAX_SAVED_FILTER_QUERY_LENGTH.toLocaleString('en')} characters`,
    );
  return normalized;
}
