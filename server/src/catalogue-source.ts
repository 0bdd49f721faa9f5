import type { FastifyInstance } from 'fastify';
import type { Catalogue } from './catalogue/catalogue.js';
import type { Upstream } from './upstream/open-upstream.js';

/** Where /3 and /t/p answers come from: the catalogue file on disk, or TMDB through a cache. */
export type CatalogueSource =
  { kind: 'embedded'; catalogue: Catalogue } | { kind: 'upstream'; upstream: Upstream };

/** What a source adds to the app; each source builds its own (routes/embedded-routes.ts, upstream/upstream-source-routes.ts). */
export interface SourceRoutes {
  /** Inside the API scope: prefixed with BASE_PATH + "3", behind the key and member checks. */
  registerApi(api: FastifyInstance): void;
  /** At BASE_PATH, for /t/p/{size}/{file}. */
  registerImages(images: FastifyInstance): void;
  /** Origins other than this server that pages may load images from (the CSP's img-src). */
  imageOrigins: string[];
}

export function closeSource(source: CatalogueSource): void {
  if (source.kind === 'embedded') source.catalogue.close();
  else source.upstream.close();
}
