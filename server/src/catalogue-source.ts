import type { Catalogue } from './catalogue/catalogue.js';
import type { Upstream } from './upstream/open-upstream.js';

/** Where /3 and /t/p answers come from: the catalogue file on disk, or TMDB through a cache. */
export type CatalogueSource =
  { kind: 'embedded'; catalogue: Catalogue } | { kind: 'upstream'; upstream: Upstream };

export function closeSource(source: CatalogueSource): void {
  if (source.kind === 'embedded') source.catalogue.close();
  else source.upstream.close();
}
