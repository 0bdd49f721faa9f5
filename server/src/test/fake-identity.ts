import { createServer, type Server } from 'node:http';
import { Agent } from 'node:https';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';

export const TEST_PROJECT = 'demo-marquee';

export interface IdTokenClaims {
  sub?: string;
  aud?: string;
  iss?: string;
  exp?: number;
  iat?: number;
  auth_time?: number;
  [claim: string]: unknown;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The claims a Firebase ID token for `project` carries, valid for an hour from now unless overridden. */
export function idTokenClaims(
  overrides: IdTokenClaims = {},
  project = TEST_PROJECT,
): IdTokenClaims {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: `https://securetoken.google.com/${project}`,
    aud: project,
    auth_time: now - 10,
    user_id: overrides.sub ?? 'user-1',
    sub: 'user-1',
    iat: now - 10,
    exp: now + 3600,
    ...overrides,
  };
}

/** What the Auth Emulator hands out: an unsigned JWT (alg "none"). */
export function unsignedIdToken(claims: IdTokenClaims): string {
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
}

/** An RS256 token as Google would sign it, here with any key we like. */
export function signedIdToken(privateKey: KeyObject, kid: string, claims: IdTokenClaims): string {
  const unsigned = `${base64url({ alg: 'RS256', kid, typ: 'JWT' })}.${base64url(claims)}`;
  const signature = createSign('RSA-SHA256')
    .update(unsigned)
    .sign(privateKey)
    .toString('base64url');
  return `${unsigned}.${signature}`;
}

export function rsaKeyPair(): { privateKey: KeyObject; publicPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKey, publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

export interface FakeService {
  port: number;
  host: string;
  requests: number;
  close(): Promise<void>;
}

async function listen(server: Server): Promise<{ port: number; host: string }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, host: `127.0.0.1:${port}` };
}

function closer(server: Server): () => Promise<void> {
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}

/** Enough of the Auth Emulator for firebase-admin's user check: accounts:lookup knows the given users. */
export async function startFakeAuthEmulator(
  users: Record<string, { disabled?: boolean }>,
): Promise<FakeService> {
  const service = { requests: 0 } as FakeService;
  const server = createServer((request, response) => {
    service.requests += 1;
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const ids = ((JSON.parse(body || '{}') as { localId?: string[] }).localId ?? []).filter(
        (id) => Object.hasOwn(users, id),
      );
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify(
          ids.length === 0
            ? {}
            : {
                users: ids.map((localId) => ({
                  localId,
                  disabled: users[localId]?.disabled ?? false,
                })),
              },
        ),
      );
    });
  });
  Object.assign(service, await listen(server), { close: closer(server) });
  return service;
}

/** Serves a public key set the way https://www.googleapis.com/robot/v1/metadata/x509/securetoken@... does. */
export async function startFakeKeyServer(keys: Record<string, string>): Promise<FakeService> {
  const service = { requests: 0 } as FakeService;
  const server = createServer((_request, response) => {
    service.requests += 1;
    response.setHeader('content-type', 'application/json; charset=utf-8');
    response.setHeader('cache-control', 'public, max-age=600');
    response.end(JSON.stringify(keys));
  });
  Object.assign(service, await listen(server), { close: closer(server) });
  return service;
}

/**
 * A service that answers every request with `status` and an HTML page, or with `json` when given:
 * an identity provider having a bad day.
 */
export async function startBrokenService(status: number, json?: object): Promise<FakeService> {
  const service = { requests: 0 } as FakeService;
  const server = createServer((_request, response) => {
    service.requests += 1;
    response.statusCode = status;
    response.setHeader('content-type', json === undefined ? 'text/html' : 'application/json');
    response.end(json === undefined ? '<h1>Server Error</h1>' : JSON.stringify(json));
  });
  Object.assign(service, await listen(server), { close: closer(server) });
  return service;
}

/** A JWT with any header and payload at all (null, say), unsigned. */
export function rawUnsignedToken(header: unknown, payload: unknown): string {
  return `${base64url(header)}.${base64url(payload)}.`;
}

/** An https agent that sends every request, as plain HTTP, to one local port: Google's key URL without the internet. */
export function redirectingAgent(port: number): Agent {
  class RedirectingAgent extends Agent {
    override createConnection(): Socket {
      return connect(port, '127.0.0.1');
    }
  }
  return new RedirectingAgent({ keepAlive: false });
}
