import type { FastifyInstance } from 'fastify';

/** What a source adds to the app; each source builds its own (routes/embedded-routes.ts, upstream/upstream-source-routes.ts). */
export interface SourceRoutes {
  /** Inside the API scope: prefixed with BASE_PATH + "3", behind the key and member checks. */
  registerApi(api: FastifyInstance): void;
  /** At BASE_PATH, for /t/p/{size}/{file}. */
  registerImages(images: FastifyInstance): void;
  /** Origins other than this server that pages may load images from (the CSP's img-src). */
  imageOrigins: string[];
}
