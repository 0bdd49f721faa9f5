import { describe, expect, it } from 'vitest';
import { rawRequest } from '../test/raw-http.js';
import { listenOnFreePort, testApp } from '../test/test-app.js';
import { serverTimeouts } from './http-server.js';

describe('server time-outs', () => {
  it('check often enough that each fires within 1.125 times its setting, headers never after the request', () => {
    expect(serverTimeouts({ requestTimeoutMs: 30_000, headersTimeoutMs: 10_000 })).toEqual({
      headersTimeout: 10_000,
      requestTimeout: 30_000,
      connectionsCheckingInterval: 1_250,
      idleTimeout: 60_000,
    });
    expect(serverTimeouts({ requestTimeoutMs: 4_000, headersTimeoutMs: 10_000 })).toMatchObject({
      headersTimeout: 4_000,
      connectionsCheckingInterval: 500,
    });
  });

  it('cut a client that trickles its headers within 1.5 times HEADERS_TIMEOUT_MS', async () => {
    const app = await testApp({ env: { HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '20000' } });
    const port = await listenOnFreePort(app);
    const answer = await rawRequest(port, 'GET /healthz HTTP/1.1\r\nHost: marquee.test\r\n', {
      trickle: { line: 'X-Slow: 1\r\n', everyMs: 100 },
      giveUpAfterMs: 3000,
    });
    expect(answer.closedByServer).toBe(true);
    expect(answer.status).toBe(408);
    expect(answer.closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(answer.closedAfterMs).toBeLessThan(1500);
  });

  it('cut a client that trickles its body within 1.5 times REQUEST_TIMEOUT_MS', async () => {
    const app = await testApp({ env: { REQUEST_TIMEOUT_MS: '1000' } });
    const port = await listenOnFreePort(app);
    const answer = await rawRequest(
      port,
      'POST /3/movie/1 HTTP/1.1\r\nHost: marquee.test\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
      { trickle: { line: ' ', everyMs: 100 }, giveUpAfterMs: 3000 },
    );
    expect(answer.closedByServer).toBe(true);
    expect(answer.status).toBe(408);
    expect(answer.closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(answer.closedAfterMs).toBeLessThan(1500);
  });
});
