import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';

// The API's own version, raised when a shape changes in a way a client would notice.
const API_VERSION = '1.0.0';

/** The security scheme of the members' routes: their Firebase ID token as a bearer token. */
export const MEMBER_TOKEN_SCHEME = 'memberToken';

/** Where the OpenAPI document of Marquee's own API is served, under the base path. */
export const OPENAPI_PATH = 'api/openapi.json';

/**
 * The OpenAPI 3.1 description of Marquee's own API (the library, sharing, import and export),
 * made from the routes' schemas as they are registered: only the routes of a described scope
 * (library-route-scope.ts) are in it. The catalogue's /3/ routes are TMDB's, described by TMDB's
 * own document. Registered before any route, so that it sees them all.
 */
export async function registerOpenApiDocument(
  app: FastifyInstance,
  basePath: string,
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Marquee API',
        version: API_VERSION,
        description:
          'A member’s library (watchlist, favourites, ratings, diary, lists), sharing, “For you”, ' +
          'import and export. TMDB’s v3 shapes where TMDB has the feature; docs/library-api.md ' +
          'is the prose. Errors are TMDB’s error body.',
      },
      servers: [{ url: basePath.slice(0, -1) || '/' }],
      components: {
        securitySchemes: {
          [MEMBER_TOKEN_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The member’s Firebase ID token.',
          },
        },
      },
    },
    hideUntagged: true,
  });
  app.get(`${basePath}${OPENAPI_PATH}`, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
}
