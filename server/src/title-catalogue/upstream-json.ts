import { RetryLater } from '../http/retry-later.js';
import type { Upstream } from '../upstream/open-upstream.js';
import { CATALOGUE_RETRY_AFTER_SECONDS } from './title-catalogue.js';

/** The library's 503 for TMDB not answering usefully; `why` (and its cause) is only logged. */
export function retryLater(why: string, cause?: unknown): RetryLater {
  return new RetryLater(CATALOGUE_RETRY_AFTER_SECONDS, { cause: new Error(why, { cause }) });
}

/**
 * TMDB's JSON answer to a GET, through the upstream cache (a fresh or, when TMDB fails, a stale
 * copy); undefined for its 404. Anything else TMDB answers, or failing to answer, is RetryLater.
 * The body is TMDB's, outside input: callers check the fields they read.
 */
export async function upstreamJson(
  upstream: Upstream,
  path: string,
  query: Readonly<Record<string, string>> = {},
): Promise<unknown> {
  const answer = await upstream.api.get(path, query);
  if (answer.status === 404) return undefined;
  if (answer.status !== 200)
    throw retryLater(`TMDB answered ${answer.status} (${answer.failure ?? 'no failure'})`);
  try {
    return JSON.parse(answer.body.toString('utf8')) as unknown;
  } catch (error) {
    throw retryLater(`TMDB's answer to ${path} is not JSON`, error);
  }
}
