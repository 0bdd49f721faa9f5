import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticationFailed, invalidApiKey, serviceOffline } from '../http/tmdb-errors.js';
import { TokenRejectedError, type TokenVerifier } from './token-verifier.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The uid of the request's verified ID token, once a member check passed; null otherwise. */
    memberUid: string | null;
  }
}

/**
 * What anonymous visitors may read: the details pages' data (with the regions a title's
 * where-to-watch can be shown for, and the collection a movie belongs to), search, configuration
 * and genres. Everything else under /3 is for members — deny by default, so the upstream proxy (which forwards
 * any TMDB path) opens nothing new, and an encoded path that still routes to a list is not public.
 * A title's account_states and rating belong to a member's library, not to its details.
 */
export const PUBLIC_API_PATH =
  /^\/(?:configuration|genre|search|collection\/\d{1,15}|(?:movie|tv|person)\/\d{1,15}(?![^?]*\/(?:account_states|rating)(?:\/|$)))(?:\/[^?]*)?$|^\/watch\/providers\/regions$/;

export function isPublicApiPath(pathAfterPrefix: string): boolean {
  return PUBLIC_API_PATH.test(pathAfterPrefix);
}

const BEARER = /^Bearer +(\S+) *$/i;

function challenge(reply: FastifyReply, error: 'invalid_request' | 'invalid_token'): void {
  reply.header('www-authenticate', `Bearer realm="marquee", error="${error}"`);
}

function decorateMemberUid(scope: FastifyInstance): void {
  if (!scope.hasRequestDecorator('memberUid')) scope.decorateRequest('memberUid', null);
}

/**
 * The uid of the request's verified `Authorization: Bearer` ID token, kept on request.memberUid,
 * so a request that passes two checks (the guard, then the library's) is verified once.
 * No token at all is TMDB's code 7 (no valid key); a token that fails verification is code 3.
 */
async function verifyMember(
  request: FastifyRequest,
  reply: FastifyReply,
  verifier: TokenVerifier,
): Promise<void> {
  if (request.memberUid !== null) return;
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (token === undefined) {
    challenge(reply, 'invalid_request');
    throw invalidApiKey();
  }
  try {
    // A write asks Firebase afresh, so a deleted or disabled account cannot make one from a cache.
    const fresh = request.method !== 'GET' && request.method !== 'HEAD';
    request.memberUid = (await verifier.verify(token, { fresh })).uid;
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
}

/** The members-only API routes need a verified Firebase ID token in `Authorization: Bearer`. */
export function registerMemberGuard(
  api: FastifyInstance,
  verifier: TokenVerifier,
  apiPrefix: string,
): void {
  decorateMemberUid(api);
  api.addHook('onRequest', async (request, reply) => {
    const urlPath = (request.url.split('?', 1)[0] ?? '').slice(apiPrefix.length);
    if (isPublicApiPath(urlPath)) return;
    await verifyMember(request, reply, verifier);
  });
}

/**
 * Every route of `scope` needs a verified ID token, whatever AUTH_REQUIRED says: what it serves
 * belongs to somebody. The uid is on request.memberUid from then on.
 */
export function requireMemberEverywhere(scope: FastifyInstance, verifier: TokenVerifier): void {
  decorateMemberUid(scope);
  scope.addHook('onRequest', async (request, reply) => verifyMember(request, reply, verifier));
}
