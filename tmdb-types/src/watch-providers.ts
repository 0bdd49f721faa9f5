/** How a title is offered on a service, as TMDB names the lists of a region. */
export type MonetizationType = 'flatrate' | 'free' | 'ads' | 'rent' | 'buy';

/** A service in one of a title's lists. */
export interface WatchProviderOffer {
  logo_path: string;
  provider_id: number;
  provider_name: string;
  /** Lower first: the service's place in the region's lists. */
  display_priority: number;
}

/** A title in one region: where to read more, and its services by way of watching (absent: none). */
export type WatchProviderRegion = { link: string } & Partial<
  Record<MonetizationType, WatchProviderOffer[]>
>;

/** `/3/movie/{id}/watch/providers` and `/3/tv/{id}/watch/providers`: regions by ISO 3166-1 code. */
export interface TitleWatchProviders {
  id: number;
  results: Record<string, WatchProviderRegion>;
}

/** An item of `/3/watch/providers/movie` and `/3/watch/providers/tv`. */
export interface WatchProvider {
  /** Its place in each region it operates in, by ISO 3166-1 code. */
  display_priorities: Record<string, number>;
  /** Its place in the watch_region asked, or among all services when none was. */
  display_priority: number;
  logo_path: string;
  provider_name: string;
  provider_id: number;
}

export interface WatchProviderList {
  results: WatchProvider[];
}

/** An item of `/3/watch/providers/regions`. */
export interface WatchRegion {
  iso_3166_1: string;
  english_name: string;
  native_name: string;
}

export interface WatchRegionList {
  results: WatchRegion[];
}
