import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { visitorTransport } from './visitor-transport.js';

/*
 * A page render's requests go out as the visitor whose page it is. Two renders held in flight
 * together each ask with their own request's address and x-forwarded-for: the transport carries
 * them, with no async context to look them up in.
 */

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

async function echoApp() {
  const app = Fastify();
  const bothAsked = deferred();
  let asked = 0;
  // Answers with who asked, once both renders have asked: neither answer comes before the other asks.
  app.get('/3/echo', async (request) => {
    asked += 1;
    if (asked === 2) bothAsked.resolve();
    await bothAsked.promise;
    return {
      remoteAddress: request.socket.remoteAddress,
      forwardedFor: request.headers['x-forwarded-for'] ?? null,
    };
  });
  // A page whose render asks /3/echo through the transport made for its own request.
  app.get('/page', async (request) => {
    const transport = visitorTransport(app, request);
    const answer = await transport(new URL('http://marquee.invalid/3/echo'), {
      method: 'GET',
      headers: { accept: 'application/json' },
    });
    return answer.json();
  });
  await app.ready();
  return app;
}

describe('a render’s transport', () => {
  it('asks as its own visitor while another render’s requests are in flight', async () => {
    const app = await echoApp();
    const [first, second] = await Promise.all([
      app.inject({ url: '/page', remoteAddress: '203.0.113.7' }),
      app.inject({
        url: '/page',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '198.51.100.9' },
      }),
    ]);
    expect(first.json()).toEqual({ remoteAddress: '203.0.113.7', forwardedFor: null });
    expect(second.json()).toEqual({ remoteAddress: '127.0.0.1', forwardedFor: '198.51.100.9' });
    await app.close();
  });

  it('gives the render the answer as it came: status, headers, an empty body for a 204', async () => {
    const app = Fastify();
    app.delete('/3/thing', async (_request, reply) =>
      reply.code(204).header('x-kind', 'gone').send(),
    );
    app.get('/page', async (request) => {
      const answer = await visitorTransport(app, request)(new URL('http://x/3/thing'), {
        method: 'DELETE',
      });
      return {
        status: answer.status,
        kind: answer.headers.get('x-kind'),
        body: await answer.text(),
      };
    });
    const page = await app.inject({ url: '/page' });
    expect(page.json()).toEqual({ status: 204, kind: 'gone', body: '' });
    await app.close();
  });
});
