import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { LibraryStore } from '../library/store/library-store.js';
import { EXAMPLES_DIR } from './fake-tmdb-upstream.js';
import { fakeMemberVerifier } from './member-token-verifier.js';
import { testApp, type TestAppOptions } from './test-app.js';

/** The app with a library, members checked by a fake verifier unless one is given. */
export function libraryApp(
  store: LibraryStore,
  options: TestAppOptions = {},
): Promise<FastifyInstance> {
  return testApp({ verifier: fakeMemberVerifier(), ...options, library: store });
}

export interface Answer<T> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

/** Requests as one member: their token on every request, JSON in and out. */
export interface MemberClient {
  uid: string;
  get<T = Record<string, unknown>>(url: string): Promise<Answer<T>>;
  send<T = Record<string, unknown>>(
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
  ): Promise<Answer<T>>;
}

export function asMember(app: FastifyInstance, uid: string): MemberClient {
  const authorization = `Bearer member:${uid}`;
  async function request<T>(options: InjectOptions): Promise<Answer<T>> {
    const response = await app.inject({
      ...options,
      headers: { authorization, ...options.headers },
    });
    return {
      status: response.statusCode,
      body: response.body === '' ? (undefined as T) : response.json<T>(),
      headers: response.headers,
    };
  }
  return {
    uid,
    get: (url) => request({ method: 'GET', url }),
    send: (method, url, body) =>
      request(
        body === undefined
          ? { method, url }
          : {
              method,
              url,
              headers: { 'content-type': 'application/json' },
              payload: JSON.stringify(body),
            },
      ),
  };
}

/** TMDB's sample answer for an endpoint, read from ../shared/tmdb/examples at test time. */
export function tmdbExample(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(EXAMPLES_DIR, file), 'utf8')) as Record<string, unknown>;
}

/**
 * Every field TMDB's sample has, the answer has too, with a value of the same JSON type (null
 * stands for any); for a page, the same holds for its first item.
 */
export function expectTmdbShape(answer: unknown, exampleFile: string): void {
  const example = tmdbExample(exampleFile);
  expectSameFields(answer, example, exampleFile);
  for (const list of ['results', 'items'] as const) {
    const sample = (example[list] as unknown[] | undefined)?.[0];
    if (sample === undefined) continue;
    const first = (answer as Record<string, unknown[]>)[list]?.[0];
    expect(first, `${exampleFile}: a first item in ${list}`).toBeDefined();
    expectSameFields(first, sample as Record<string, unknown>, `${exampleFile} ${list}[0]`);
  }
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

function expectSameFields(answer: unknown, example: Record<string, unknown>, label: string): void {
  const actual = answer as Record<string, unknown>;
  expect(Object.keys(actual), label).toEqual(expect.arrayContaining(Object.keys(example)));
  for (const [key, value] of Object.entries(example)) {
    if (value === null || actual[key] === null) continue;
    expect(jsonType(actual[key]), `${label}.${key}`).toBe(jsonType(value));
  }
}
