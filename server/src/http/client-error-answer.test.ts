import { describe, expect, it } from 'vitest';
import { rawRequest, type RawAnswer } from '../test/raw-http.js';
import { listenOnFreePort, testApp } from '../test/test-app.js';

function expectLikeEveryOtherError(answer: RawAnswer, status: number): void {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(JSON.parse(answer.body)).toEqual({
    status_code: 5,
    status_message: 'Invalid parameters: Your request parameters are incorrect.',
    success: false,
  });
  expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe("Node's own answers", () => {
  it('to a request line it cannot parse: 400, in TMDB shape, with the security headers', async () => {
    const port = await listenOnFreePort(await testApp());
    expectLikeEveryOtherError(await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n'), 400);
    expectLikeEveryOtherError(
      await rawRequest(port, 'GET /3/movie/1 HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'),
      400,
    );
  });

  it('to headers too large: 431, in TMDB shape, with the security headers', async () => {
    const port = await listenOnFreePort(await testApp());
    const answer = await rawRequest(
      port,
      `GET /3/movie/1 HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expectLikeEveryOtherError(answer, 431);
  });

  it('to headers too slow: 408, in TMDB shape, with the security headers', async () => {
    const app = await testApp({ env: { HEADERS_TIMEOUT_MS: '200' } });
    const port = await listenOnFreePort(app);
    const answer = await rawRequest(port, 'GET /3/movie/1 HTTP/1.1\r\nHost: x\r\n', {
      giveUpAfterMs: 3000,
    });
    expectLikeEveryOtherError(answer, 408);
  });
});
