import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../http/tmdb-errors.js';

/** The uid of the request's verified token; the library's routes run only after it was verified. */
export function memberUid(request: FastifyRequest): string {
  if (request.memberUid === null)
    throw new Error('A library route ran without a verified member (requireMemberEverywhere).');
  return request.memberUid;
}

/**
 * `{account_id}` names the member's own account or none at all: another's is as absent as one that
 * never existed (404 code 34), and is refused before anything of the request is read.
 */
export function registerOwnAccountCheck(scope: FastifyInstance): void {
  scope.addHook('onRequest', async (request) => {
    const accountId = (request.params as { account_id?: string } | undefined)?.account_id;
    if (accountId !== undefined && accountId !== memberUid(request)) throw notFound();
  });
}
