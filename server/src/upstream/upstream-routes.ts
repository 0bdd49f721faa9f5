import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Configuration } from '@marquee/tmdb-types/configuration';
import { publicOrigin } from '../http/public-origin.js';
import { invalidParameters, notFound } from '../http/tmdb-errors.js';
import type { UpstreamAnswer } from './cached-upstream.js';
import { listedQuery, matchTmdbEndpoint } from './match-tmdb-endpoint.js';
import type { Upstream } from './open-upstream.js';

const IMAGE_SIZE = /^(w\d{1,4}|h\d{1,4}|original)$/;
const IMAGE_FILE = /^[A-Za-z0-9_-]{1,200}\.(jpg|jpeg|png|webp|svg)$/;
// What a browser may revalidate with and what it needs back; nothing else of TMDB's crosses over.
const IMAGE_REQUEST_HEADERS = ['if-none-match', 'if-modified-since'];
const IMAGE_RESPONSE_HEADERS = ['content-type', 'content-length', 'etag', 'last-modified'];
const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** TMDB's own errors pass through; anything else (a proxy's empty 431, an HTML 414 page) becomes TMDB's shape. */
function tmdbErrorBody(status: number, body: Buffer | string): Buffer | string {
  if (status < 400) return body;
  try {
    const parsed = JSON.parse(body.toString()) as {
      status_code?: unknown;
      status_message?: unknown;
    } | null;
    if (typeof parsed?.status_code === 'number' && typeof parsed.status_message === 'string')
      return body;
  } catch {
    // Not JSON: replaced below.
  }
  return JSON.stringify((status === 404 ? notFound() : invalidParameters(status)).toBody());
}

function sendAnswer(
  reply: FastifyReply,
  answer: UpstreamAnswer,
  body: Buffer | string,
): FastifyReply {
  reply.code(answer.status).type('application/json; charset=utf-8').header('x-cache', answer.cache);
  if (answer.ageSeconds !== undefined) reply.header('age', String(answer.ageSeconds));
  if (answer.cache === 'STALE')
    reply.header('warning', '110 - "Response is Stale", 111 - "Revalidation Failed"');
  return reply.send(tmdbErrorBody(answer.status, body));
}

const IMAGE_UNAVAILABLE = {
  status_code: 46,
  status_message: 'The image service is unavailable. Try again later.',
  success: false,
};

function imageUnavailable(reply: FastifyReply, status: 502 | 504): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').send(IMAGE_UNAVAILABLE);
}

/** Where /3/configuration tells clients the images are: this server when it proxies them, the image service otherwise. */
function imageBaseUrl(request: FastifyRequest, upstream: Upstream, basePath: string): string {
  return upstream.settings.images === 'proxy'
    ? `${publicOrigin(request)}${basePath}t/p/`
    : `${upstream.settings.imageUrl}/t/p/`;
}

function withImageBase(body: Buffer, base: string): string {
  const configuration = JSON.parse(body.toString('utf8')) as Configuration;
  configuration.images.base_url = base;
  configuration.images.secure_base_url = base;
  return JSON.stringify(configuration);
}

/** Every `/3/...` GET is answered through the cache from TMDB; registered inside the API prefix. */
export function registerUpstreamApiRoutes(
  api: FastifyInstance,
  upstream: Upstream,
  basePath: string,
): void {
  const prefix = `${basePath}3`;
  api.get('/*', async (request, reply) => {
    const urlPath = (request.url.split('?', 1)[0] ?? '').slice(prefix.length);
    const apiPath = `/3${urlPath}`;
    // Only TMDB's own GET paths, with only the parameters it lists for them: anything made up
    // would cost a TMDB call with the server's key and a cache row each time it changed.
    const endpoint = matchTmdbEndpoint(apiPath);
    if (endpoint === undefined) throw notFound();
    const query = listedQuery(request.query as Record<string, string>, endpoint.queryNames);
    const answer = await upstream.api.get(apiPath, query);
    if (answer.failure === 'key-refused')
      request.log.error(
        { path: apiPath, served: answer.cache === 'STALE' ? 'stale' : answer.status },
        `TMDB refused the server's key: check ${
          upstream.settings.credential.kind === 'bearer' ? 'TMDB_READ_ACCESS_TOKEN' : 'TMDB_API_KEY'
        }; until then only cached answers are served, anything else gets 503 code 46`,
      );
    else if (answer.failure !== undefined)
      request.log.warn(
        {
          path: apiPath,
          failure: answer.failure,
          served: answer.cache === 'STALE' ? 'stale' : answer.status,
        },
        'TMDB did not answer',
      );
    const isConfiguration =
      apiPath.replace(/\/$/, '') === '/3/configuration' && answer.status === 200;
    return sendAnswer(
      reply,
      answer,
      isConfiguration
        ? withImageBase(answer.body, imageBaseUrl(request, upstream, basePath))
        : answer.body,
    );
  });
}

/** `/t/p/{size}/{file}`: a redirect to TMDB's image service, or a streamed copy so pages need only their own origin. */
export function registerUpstreamImageRoutes(app: FastifyInstance, upstream: Upstream): void {
  app.get<{ Params: { size: string; file: string } }>(
    '/t/p/:size/:file',
    async (request, reply) => {
      const { size, file } = request.params;
      if (!IMAGE_SIZE.test(size) || !IMAGE_FILE.test(file)) throw notFound();
      const imagePath = `/t/p/${size}/${file}`;
      if (upstream.settings.images === 'redirect') {
        return reply
          .header('cache-control', 'public, max-age=86400')
          .redirect(`${upstream.settings.imageUrl}${imagePath}`, 302);
      }
      const headers: Record<string, string> = {};
      for (const name of IMAGE_REQUEST_HEADERS) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const result = await upstream.client.getImage(imagePath, headers);
      if (result.kind !== 'response') {
        request.log.warn(
          { path: imagePath, failure: result.kind },
          'TMDB image service did not answer',
        );
        return imageUnavailable(reply, result.kind === 'timeout' ? 504 : 502);
      }
      const { response } = result;
      if (response.status === 404) {
        await response.body?.cancel();
        throw notFound();
      }
      if (response.status !== 200 && response.status !== 304) {
        await response.body?.cancel();
        request.log.warn({ path: imagePath, status: response.status }, 'TMDB image service failed');
        return imageUnavailable(reply, 502);
      }
      const contentType = response.headers.get('content-type') ?? '';
      if (response.status === 200 && !contentType.startsWith('image/')) {
        await response.body?.cancel();
        return imageUnavailable(reply, 502);
      }
      reply
        .code(response.status)
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff');
      for (const name of IMAGE_RESPONSE_HEADERS) {
        const value = response.headers.get(name);
        if (value !== null) reply.header(name, value);
      }
      // An SVG from elsewhere must not run script in this origin when opened directly.
      if (contentType.startsWith('image/svg'))
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      if (response.status === 304 || response.body === null) return reply.send();
      return reply.send(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>));
    },
  );
}
