import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CatalogueTransport } from '@marquee/tmdb-types/server-render';

/**
 * How one page render asks for its answers: through this server itself (app.inject: no socket,
 * the same hooks and answer caches as the browser's requests), as the visitor of `request`, from
 * their address and with their x-forwarded-for, so the render's own requests count against that
 * visitor's rate limit. Made per request: two renders in progress at once each ask as their own
 * visitor, with nothing shared to tell them apart.
 */
export function visitorTransport(
  app: FastifyInstance,
  request: FastifyRequest,
): CatalogueTransport {
  const remoteAddress = request.socket.remoteAddress ?? '127.0.0.1';
  const forwardedFor = headerValue(request.headers['x-forwarded-for']);
  return async (url, init) => {
    const headers = new Headers(init.headers);
    if (forwardedFor !== undefined) headers.set('x-forwarded-for', forwardedFor);
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(headers),
      remoteAddress,
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined)
        answerHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: answerHeaders,
    });
  };
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}
