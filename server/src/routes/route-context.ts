import type { ServerConfig } from '../config.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { TrendingRanking } from '../catalogue/trending-ranking.js';

/** What every route module is given by createApp: the open catalogue and the already parsed config. */
export interface RouteContext {
  catalogue: Catalogue;
  config: ServerConfig;
  trending: TrendingRanking;
  /** The clock trending and the shows' calendar read (a show's seasons on the UTC day); tests pin it. */
  now: () => Date;
}
