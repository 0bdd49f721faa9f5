/** The pager offers pages 1 to 3 for now; a later issue widens it to total_pages. */
export const browseLastPage = 3;

/** `?page=N` as a page number; anything missing or invalid means page 1. */
export function parsePageParam(value: string | null, lastPage = browseLastPage): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= lastPage ? page : 1;
}
