import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { listenOnFreePort, testApp } from '../test/test-app.js';
import { FORM_BODY_LIMIT_BYTES } from './no-script-form-posts.js';

/**
 * Sends `head` and `body` on a raw socket and never ends the request: what the server answered by
 * the time it closed the connection. A server that reads a body to its end never answers it.
 */
function answerBeforeTheBodyEnds(port: number, head: string, body: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      // The server may close while the rest of the body is still on its way.
      error.code === 'ECONNRESET' || error.code === 'EPIPE' ? resolve(answer) : reject(error),
    );
    socket.on('close', () => resolve(answer));
    socket.write(head);
    socket.write(body);
  });
}

describe('the login and register forms posted before the scripts ran', () => {
  it.each(['login', 'register'])(
    'answers a %s form sent before the scripts ran with the page again, keeping nothing it carried',
    async (name) => {
      const app = await testApp({ env: { BASE_PATH: '/marquee/' } });
      for (const [type, body] of [
        ['application/x-www-form-urlencoded', 'email=a%40b.com&password=secret1'],
        [
          'multipart/form-data; boundary=x',
          '--x\r\nContent-Disposition: form-data; name="password"\r\n\r\nsecret1\r\n--x--\r\n',
        ],
      ] as const) {
        const response = await app.inject({
          method: 'POST',
          url: `/marquee/${name}`,
          headers: { 'content-type': type, accept: 'text/html' },
          payload: body,
        });
        expect(response.statusCode, type).toBe(303);
        expect(response.headers.location).toBe(`/marquee/${name}`);
        expect(response.body).not.toContain('secret1');
      }
    },
  );

  it.each(['login', 'register'])(
    'refuses a %s body over the limit: 413, connection closed',
    async (page) => {
      const app = await testApp({ env: { BASE_PATH: '/marquee/' } });
      const response = await app.inject({
        method: 'POST',
        url: `/marquee/${page}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `email=a%40b.com&password=${'x'.repeat(FORM_BODY_LIMIT_BYTES)}`,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ success: false, status_code: 5 });
      expect(response.headers.connection).toBe('close');
    },
  );

  it('keeps a form of ordinary size as it was: the page again', async () => {
    const app = await testApp();
    const response = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=a%40b.com&password=${'x'.repeat(1000)}`,
    });
    expect(response.statusCode).toBe(303);
  });

  it('answers a 50 MB content-length with 413 from the headers alone, never reading the body', async () => {
    const port = await listenOnFreePort(await testApp());
    const answer = await answerBeforeTheBodyEnds(
      port,
      'POST /login HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/x-www-form-urlencoded\r\n' +
        `Content-Length: ${50 * 1024 * 1024}\r\n\r\n`,
      Buffer.from('email=a%40b.com&password='),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain('connection: close');
  }, 5_000);

  it('answers a chunked body without a length with 413 once past the limit, never reading the rest', async () => {
    const port = await listenOnFreePort(await testApp());
    const chunk = Buffer.alloc(FORM_BODY_LIMIT_BYTES + 1, 'x');
    const answer = await answerBeforeTheBodyEnds(
      port,
      'POST /register HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: multipart/form-data; boundary=x\r\n' +
        'Transfer-Encoding: chunked\r\n\r\n',
      Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain('connection: close');
  }, 5_000);
});
