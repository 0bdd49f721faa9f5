import type { MediaType } from '@marquee/tmdb-types/media';
import { memberHeaders } from './accounts.js';
import { APP_ORIGIN } from './test-stack.js';

export interface TrendingItem {
  id: number;
  title?: string;
  name?: string;
}

/** What the app should show for an item: the title, or the name when there is none. */
export function displayName(item: TrendingItem): string {
  return item.title || item.name || 'Untitled';
}

/** The day's trending items straight from the test server, to know what the UI should show. */
export async function trending(mediaType: MediaType, page = 1): Promise<TrendingItem[]> {
  const body = (await getJson(`/3/trending/${mediaType}/day?page=${page}`)) as {
    results: TrendingItem[];
  };
  return body.results;
}

/** A GET on the test server as a logged-in member: the lists and discover are members-only. */
export async function getJson(path: string, origin = APP_ORIGIN): Promise<unknown> {
  const response = await fetch(`${origin}${path}`, { headers: await memberHeaders() });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
}
