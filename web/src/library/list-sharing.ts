import { resolveAppUrl } from '../lib/base-url';

/**
 * The address of a shared list's page, whole, to paste anywhere: the app's origin and base path
 * (it may run under a BASE_PATH), then the route the sharing page answers.
 */
export function shareLinkOf(shareId: string, baseUrl?: string): string {
  return resolveAppUrl(`shared/list/${encodeURIComponent(shareId)}`, baseUrl).href;
}
