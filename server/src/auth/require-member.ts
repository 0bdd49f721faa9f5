import type { FastifyInstance, FastifyReply } from 'fastify';
import { authenticationFailed, invalidApiKey, serviceOffline } from '../http/tmdb-errors.js';
import { TokenRejectedError, type TokenVerifier } from './token-verifier.js';

/**
 * What anonymous visitors may read: the details pages' data, search, configuration and genres.
 * Everything else under /3 is for members — deny by default, so the upstream proxy (which forwards
 * any TMDB path) opens nothing new, and an encoded path that still routes to a list is not public.
 */
export const PUBLIC_API_PATH =
  /^\/(?:configuration|genre|search|(?:movie|tv|person)\/\d{1,15})(?:\/[^?]*)?$/;

export function isPublicApiPath(pathAfterPrefix: string): boolean {
  return PUBLIC_API_PATH.test(pathAfterPrefix);
}

const BEARER = /^Bearer +(\S+) *$/i;

function challenge(reply: FastifyReply, error: 'invalid_request' | 'invalid_token'): void {
  reply.header('www-authenticate', `Bearer realm="marquee", error="${error}"`);
}

/**
 * The members-only API routes need a verified Firebase ID token in `Authorization: Bearer`.
 * No token at all is TMDB's code 7 (no valid key); a token that fails verification is code 3.
 */
export function registerMemberGuard(
  api: FastifyInstance,
  verifier: TokenVerifier,
  apiPrefix: string,
): void {
  api.addHook('onRequest', async (request, reply) => {
    const urlPath = (request.url.split('?', 1)[0] ?? '').slice(apiPrefix.length);
    if (isPublicApiPath(urlPath)) return;
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (token === undefined) {
      challenge(reply, 'invalid_request');
      throw invalidApiKey();
    }
    try {
      await verifier.verify(token);
    } catch (error) {
      if (error instanceof TokenRejectedError && error.problem !== 'unavailable') {
        request.log.debug({ problem: error.problem }, 'ID token refused');
        challenge(reply, 'invalid_token');
        throw authenticationFailed();
      }
      request.log.error({ err: error }, 'could not verify an ID token');
      reply.header('retry-after', '5');
      throw serviceOffline();
    }
  });
}
