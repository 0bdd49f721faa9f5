import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { openKeptConnection } from '../test/kept-connection.js';
import { listenOnFreePort, testApp } from '../test/test-app.js';
import { SERVICE_OFFLINE_MESSAGE } from './tmdb-errors.js';

/** A promise the test settles by hand. */
function handSettled<T = void>(): { promise: Promise<T>; settle: (value: T) => void } {
  let settle: (value: T) => void = () => {};
  const promise = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

interface HeldApp {
  app: FastifyInstance;
  port: number;
  /** Settles once a request to /held has reached its handler. */
  started: Promise<void>;
  /** Lets /held answer. */
  release(): void;
  logLines(): Array<Record<string, unknown>>;
}

/**
 * The app, listening, with a route of the test's own whose answer waits for the test: a request in
 * flight for as long as the test likes, with no timing involved.
 */
async function heldApp(
  env: NodeJS.ProcessEnv,
  waitOutNotice?: (ms: number) => Promise<void>,
): Promise<HeldApp> {
  const lines: string[] = [];
  const app = await testApp({
    env: { LOG_LEVEL: 'info', ...env },
    logStream: { write: (line) => lines.push(line) },
    waitOutNotice,
  });
  const started = handSettled();
  const finish = handSettled();
  app.get('/held', async () => {
    started.settle();
    await finish.promise;
    return { held: 'done' };
  });
  const port = await listenOnFreePort(app);
  // A test that fails midway must not leave its app waiting for the answer to close.
  onTestFinished(() => finish.settle());
  return {
    app,
    port,
    started: started.promise,
    release: () => finish.settle(),
    logLines: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

/** The error code of a connection attempt, or undefined when it is accepted. */
function connectionError(port: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(undefined);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code));
  });
}

describe('readiness', () => {
  it('answers 200 while the server serves, under the base path, and is never rate limited', async () => {
    const app = await testApp({
      env: { BASE_PATH: '/marquee', RATE_LIMIT_PER_SECOND: '1', RATE_LIMIT_BURST: '1' },
    });
    for (let i = 0; i < 5; i += 1) {
      const answer = await app.inject('/marquee/readyz');
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ status: 'ok' });
    }
  });
});

describe('a drain', () => {
  it('during its notice says 503 on readiness, still answers everything else, then finishes the request in flight', async () => {
    const noticeBegun = handSettled<number>();
    const noticeOver = handSettled();
    const held = await heldApp({ DRAIN_NOTICE_MS: '15000', DRAIN_TIMEOUT_MS: '600000' }, (ms) => {
      noticeBegun.settle(ms);
      return noticeOver.promise;
    });
    onTestFinished(() => noticeOver.settle());
    const browser = await openKeptConnection(held.port);
    expect((await browser.get('/healthz')).headers.connection).toBe('keep-alive');
    const inFlight = await openKeptConnection(held.port);
    const answer = inFlight.get('/held');
    await held.started;

    const closing = held.app.close();
    expect(await noticeBegun.promise).toBe(15_000);
    const readiness = await (await openKeptConnection(held.port)).get('/readyz');
    expect(readiness.status).toBe(503);
    expect(JSON.parse(readiness.body)).toEqual({
      status_code: 9,
      status_message: SERVICE_OFFLINE_MESSAGE,
      success: false,
    });
    // By the end of the notice and the bound, this server is gone and another answers.
    expect(readiness.headers['retry-after']).toBe('615');
    expect(readiness.headers.connection).toBe('close');
    const liveness = await (await openKeptConnection(held.port)).get('/healthz');
    expect(liveness).toMatchObject({ status: 200, headers: { connection: 'close' } });
    // A connection kept from before is answered once more, and told to go.
    expect(await browser.get('/healthz')).toMatchObject({
      status: 200,
      headers: { connection: 'close' },
    });
    await browser.closed;

    noticeOver.settle();
    held.release();
    expect(await answer).toMatchObject({
      status: 200,
      headers: { connection: 'close' },
      body: '{"held":"done"}',
    });
    await closing;
    expect(await connectionError(held.port)).toBe('ECONNREFUSED');
    const draining = held.logLines().find((line) => line.msg === 'draining');
    expect(draining).toMatchObject({ noticeMs: 15_000, timeoutMs: 600_000 });
    // /held at least; the liveness answer just before may not have closed yet on the server's side.
    expect(draining?.running).toBeGreaterThanOrEqual(1);
  });

  it('without a notice stops accepting at once, closes idle connections and finishes the request in flight', async () => {
    const held = await heldApp({ DRAIN_TIMEOUT_MS: '600000' });
    const idle = await openKeptConnection(held.port);
    expect((await idle.get('/readyz')).status).toBe(200);
    const inFlight = await openKeptConnection(held.port);
    const answer = inFlight.get('/held');
    await held.started;

    const closing = held.app.close();
    // Fastify closes idle connections and the listening socket in one step.
    await idle.closed;
    expect(await connectionError(held.port)).toBe('ECONNREFUSED');
    held.release();
    expect(await answer).toMatchObject({ status: 200, headers: { connection: 'close' } });
    await closing;
    expect(held.logLines().some((line) => line.cut !== undefined)).toBe(false);
  });

  it('cuts a request still running at DRAIN_TIMEOUT_MS, and says so in the log', async () => {
    const held = await heldApp({ DRAIN_TIMEOUT_MS: '1' });
    const inFlight = await openKeptConnection(held.port);
    const answer = inFlight.get('/held');
    await held.started;

    await held.app.close();
    expect((await answer).status).toBe(0);
    expect(held.logLines().find((line) => line.cut !== undefined)).toMatchObject({
      level: 40, // warn
      cut: 1,
      timeoutMs: 1,
    });
    held.release();
  });
});
