import type { FastifyInstance } from 'fastify';
import type { FuzzRequest } from './request-generator.js';

function isApiPath(url: string): boolean {
  const urlPath = url.split('?', 1)[0] ?? '';
  return (
    urlPath === '/3' ||
    urlPath.startsWith('/3/') ||
    urlPath.startsWith('/3?') ||
    urlPath.startsWith('/t/p/')
  );
}

function isTmdbError(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { status_code: code, status_message: message, success } = body as Record<string, unknown>;
  return typeof code === 'number' && typeof message === 'string' && success === false;
}

function describeRequest(request: FuzzRequest): string {
  const clip = (text: string) =>
    text.length > 200 ? `${text.slice(0, 200)}… (${text.length} chars)` : text;
  const headers = Object.entries(request.headers).map(([name, value]) => `${name}: ${clip(value)}`);
  const body = request.payload === undefined ? '' : ` body ${request.payload.length} bytes`;
  return `${request.method} ${clip(request.url)} [${headers.join('; ')}]${body}`;
}

export interface FuzzRunOptions {
  /** The first status that must come in TMDB's error shape: 400, or 300 where nothing redirects. */
  errorsFrom?: number;
}

/** What is wrong with one answer, or undefined when it is acceptable. */
function problemWith(
  request: FuzzRequest,
  status: number,
  contentType: string,
  text: string,
  nosniff: string | undefined,
  errorsFrom: number,
): string | undefined {
  if (status >= 500) return `answered ${status}: ${text.slice(0, 200)}`;
  if (nosniff !== 'nosniff') return 'no security headers';
  if (status < errorsFrom || request.method === 'HEAD' || !isApiPath(request.url)) return undefined;
  if (!contentType.startsWith('application/json'))
    return `error ${status} as ${contentType || 'no content type'}, not TMDB JSON`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `error ${status} body is not JSON: ${text.slice(0, 200)}`;
  }
  return isTmdbError(body)
    ? undefined
    : `error ${status} is not TMDB's shape: ${text.slice(0, 200)}`;
}

export interface FuzzRun {
  /** The first 20 bad answers, each with its request's index and what was wrong. */
  failures: string[];
  /** How many answers had each status. */
  statuses: Map<number, number>;
}

/**
 * Sends requests 0 to count - 1 of `requestAt` one after another, and judges each answer: never a
 * 5xx, always the security headers, and every API error in TMDB's shape.
 */
export async function runFuzz(
  target: FastifyInstance,
  count: number,
  requestAt: (index: number) => FuzzRequest,
  { errorsFrom = 400 }: FuzzRunOptions = {},
): Promise<FuzzRun> {
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  for (let index = 0; index < count; index += 1) {
    const request = requestAt(index);
    let problem: string | undefined;
    try {
      const response = await target.inject(request);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const contentType = String(response.headers['content-type'] ?? '');
      problem = problemWith(
        request,
        response.statusCode,
        contentType,
        response.body,
        response.headers['x-content-type-options'] as string | undefined,
        errorsFrom,
      );
    } catch (error) {
      problem = `inject threw ${(error as Error).message}`;
    }
    if (problem !== undefined && failures.length < 20)
      failures.push(`#${index} ${describeRequest(request)}\n    → ${problem}`);
  }
  return { failures, statuses };
}

export const replay = (seed: string) =>
  `Replay with FUZZ_SEED="${seed}"; the number after # is the request index.`;
