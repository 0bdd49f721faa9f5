import { CatalogueError } from '../lib/catalogue-client';

/** The server's own words for a refusal, else the error's message. */
export function failureReason(error: unknown): string {
  if (error instanceof CatalogueError) return error.status_message;
  return error instanceof Error ? error.message : String(error);
}
