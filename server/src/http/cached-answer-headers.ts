import { addSecurityHeaders } from './security-headers.js';

export type Encoding = 'br' | 'gzip';

// Below this, compression saves less than its headers cost; from it on, an answer varies by Accept-Encoding.
export const MIN_COMPRESS_BYTES = 1024;

export interface AnswerHeaderParts {
  /** What the route set that belongs to the answer: its type, cache policy, its own CSP if any. */
  own: Readonly<Record<string, string>>;
  etag: string;
  /** The uncompressed body's length, which decides Vary. */
  plainLength: number;
  /** The encoding of the bytes sent, if they are a compressed copy. */
  encoding?: Encoding;
  sentLength: number;
  /** The app's security headers for the request's protocol (registerSecurityHeaders). */
  security?: Readonly<Record<string, string>>;
}

/**
 * Every header of a cached 200, in the order Fastify's reply used to gather them on a hit (the
 * answer's own, ETag, Vary, encoding, then the onSend hook's security headers, then the length):
 * built once per way of sending an answer and handed to Node as is.
 */
export function cachedAnswerHeaders({
  own,
  etag,
  plainLength,
  encoding,
  sentLength,
  security,
}: AnswerHeaderParts): Record<string, string> {
  const headers: Record<string, string> = { ...own, etag };
  if (plainLength >= MIN_COMPRESS_BYTES) headers.vary = 'accept-encoding';
  if (encoding !== undefined) headers['content-encoding'] = encoding;
  if (security !== undefined) addSecurityHeaders(headers, security);
  headers['content-length'] = String(sentLength);
  return headers;
}
