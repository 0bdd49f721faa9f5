/** `/collection/{id}` as the page and its prefetch read it; undefined is Not Found. */
export function parseCollectionId(id: string | undefined): number | undefined {
  return id !== undefined && /^\d{1,15}$/.test(id) ? Number(id) : undefined;
}
