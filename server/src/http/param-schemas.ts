import { invalidPage } from './tmdb-errors.js';

// 1..500 written as a plain integer: "1.5", "1e3", "01", "" and "-1" are all refused with code 22.
export const PAGE_PATTERN = '^(?:[1-9]|[1-9][0-9]|[1-4][0-9]{2}|500)$';
// Ids up to 15 digits stay exact as JS numbers; anything else is simply not a known id (code 34).
export const ID_PATTERN = '^[0-9]{1,15}$';

export const pageProperty = { type: 'string', pattern: PAGE_PATTERN } as const;

export const idParamsSchema = {
  type: 'object',
  properties: { id: { type: 'string', pattern: ID_PATTERN } },
  required: ['id'],
} as const;

export const pageQuerySchema = {
  type: 'object',
  properties: { page: pageProperty },
} as const;

export interface PageQuery {
  page?: string;
}

export interface IdParams {
  id: string;
}

/** The page number from an already validated querystring. */
export function pageOf(query: PageQuery): number {
  if (query.page === undefined) return 1;
  const page = Number(query.page);
  if (!Number.isInteger(page) || page < 1 || page > 500) throw invalidPage();
  return page;
}

export function idOf(params: IdParams): number {
  return Number(params.id);
}
