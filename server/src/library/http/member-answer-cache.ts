import { dayOfTime } from '../store/calendar-days.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UNCOUNTED_CACHE, type CacheObserver } from '../../http/cache-observer.js';
import { createLruByteCache } from '../../http/lru-byte-cache.js';
import type { AnswerVersions } from '../store/answer-versions.js';
import type { LibraryStore } from '../store/library-store.js';
import { memberUid } from './member-uid.js';

/** Bound of the kept library answers: pages of 20 titles are a few kilobytes each. */
export const MEMBER_ANSWER_CACHE_BYTES = 4 * 1024 * 1024;

interface KeptAnswer {
  /** The member's answer version taken before the read queried. */
  version: number;
  body: Buffer;
  contentType: string;
}

interface PendingRead {
  key: string;
  uid: string;
  version: number;
  versions: AnswerVersions;
}

/**
 * The member, the route, its parameters and every query parameter (sorted; the app's parser keeps
 * the first of a repeated name), and the UTC day: two requests with one key ask the same read of
 * the same rows on a day when the catalogue's shows stand the same (Up next and a show's progress
 * move on with the episodes that air, with no write of the member's).
 */
export function memberAnswerKey(uid: string, request: FastifyRequest, day: string): string {
  const query = Object.entries((request.query ?? {}) as Record<string, unknown>)
    .map(([name, value]) => [name, String(value)])
    .sort(([a = ''], [b = '']) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([uid, request.routeOptions.url, request.params ?? {}, query, day]);
}

export interface MemberAnswerCacheOptions {
  /** The clock whose UTC day is part of every key; the real one by default. */
  now?: () => Date;
  maxBytes?: number;
  /** Told whether each read was answered from memory (the metrics' hit ratio). */
  observer?: CacheObserver;
}

const notToKeep = new WeakSet<FastifyRequest>();

/** The answer to `request` is given but not kept: it is partial, and the next read may do better. */
export function keepNoAnswerTo(request: FastifyRequest): void {
  notToKeep.add(request);
}

/**
 * Gives a member's GET again from memory while the store's answerVersions say their rows have not
 * changed; a store without them (PostgreSQL, written by other servers too) keeps nothing. The
 * version is taken before the route queries and the answer is kept only if it has not moved by
 * the time it is sent, so a read that raced a write is never given after the write's answer.
 * Answers stay `private, no-store`: the browser keeps none (nothing of a member's library outlives
 * sign-out on a shared computer), so an ETag would never come back to be compared.
 *
 * A preHandler, so the member check and the route's validation have run; callback hooks, as these
 * run on every request.
 */
export function registerMemberAnswerCache(
  scope: FastifyInstance,
  store: Pick<LibraryStore, 'answerVersions'>,
  {
    now = () => new Date(),
    maxBytes = MEMBER_ANSWER_CACHE_BYTES,
    observer = UNCOUNTED_CACHE,
  }: MemberAnswerCacheOptions = {},
): void {
  const answers = createLruByteCache<KeptAnswer>(maxBytes);
  const pending = new WeakMap<FastifyRequest, PendingRead>();

  scope.addHook('preHandler', (request, reply, done) => {
    // Read per request, not at registration: the route table registers routes with no store.
    const versions = store.answerVersions;
    if (request.method !== 'GET' || versions === undefined) {
      done();
      return;
    }
    const uid = memberUid(request);
    const key = memberAnswerKey(uid, request, dayOfTime(now().getTime()));
    const version = versions.of(uid);
    const kept = answers.get(key);
    if (kept !== undefined && kept.version === version) {
      observer.hit();
      reply.header('content-type', kept.contentType).send(kept.body);
      return;
    }
    observer.miss();
    pending.set(request, { key, uid, version, versions });
    done();
  });

  scope.addHook('onSend', (request, reply, payload, done) => {
    const read = pending.get(request);
    if (read !== undefined) {
      pending.delete(request);
      const contentType = reply.getHeader('content-type');
      if (
        reply.statusCode === 200 &&
        !notToKeep.has(request) &&
        typeof payload === 'string' &&
        typeof contentType === 'string' &&
        read.versions.of(read.uid) === read.version
      ) {
        const body = Buffer.from(payload);
        answers.set(
          read.key,
          { version: read.version, body, contentType },
          body.length + read.key.length * 2 + 128,
        );
      }
    }
    done(null, payload);
  });
}
