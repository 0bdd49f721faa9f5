import type { TitleMediaType } from '@marquee/tmdb-types/media';
import type { MonetizationType } from '@marquee/tmdb-types/watch-providers';
import { hashString, hashUnit } from './seeded-random.js';
import { regionMask, WATCH_REGIONS } from './watch-regions.js';

/**
 * The ways of watching, in the order a region's lists are written. A stored offer names its way by
 * its index here (offer-rows.ts), so the order is part of the file format.
 */
export const MONETIZATION_TYPES: readonly MonetizationType[] = [
  'flatrate',
  'free',
  'ads',
  'rent',
  'buy',
];

/** A subscription service streams; a store rents and sells; the others are free, one with ads. */
export type ServiceKind = 'subscription' | 'store' | 'ads' | 'free';

export interface StreamingService {
  id: number;
  name: string;
  kind: ServiceKind;
  /** What it carries: an arthouse service has no shows. */
  media: readonly TitleMediaType[];
  /** Where it operates, as bits of WATCH_REGIONS (watch-regions.ts). */
  regions: number;
  /** How big it is: its share of the titles of its kind, and its place in lists. */
  weight: number;
  logoPath: string;
}

const BOTH = ['movie', 'tv'] as const;
const ENGLISH = ['AU', 'CA', 'GB', 'IE', 'NZ', 'US'];
const EUROPE = ['AT', 'DE', 'ES', 'FR', 'IT', 'NL', 'PL', 'SE'];
const LATIN_AMERICA = ['AR', 'BR', 'MX'];
const EVERYWHERE = WATCH_REGIONS.map((region) => region.iso_3166_1);

// Invented names, none a real service's. Ids from 9001, beyond those TMDB has given out, so a
// member's services chosen against one catalogue never name another's.
const SERVICES: ReadonlyArray<Omit<StreamingService, 'regions' | 'logoPath'> & { in: string[] }> = [
  { id: 9001, name: 'Lanternfly+', kind: 'subscription', media: BOTH, in: EVERYWHERE, weight: 10 },
  {
    id: 9002,
    name: 'Saltharbor TV',
    kind: 'subscription',
    media: BOTH,
    in: ENGLISH,
    weight: 7,
  },
  {
    id: 9003,
    name: 'Kestrel Play',
    kind: 'subscription',
    media: BOTH,
    in: [...LATIN_AMERICA, ...EUROPE, 'CA', 'US'],
    weight: 6,
  },
  {
    id: 9004,
    name: 'Quillon Cinema',
    kind: 'subscription',
    media: ['movie'],
    in: ['DE', 'ES', 'FR', 'GB', 'IT', 'JP', 'NL', 'US'],
    weight: 3,
  },
  {
    id: 9005,
    name: 'Komorebi Play',
    kind: 'subscription',
    media: BOTH,
    in: ['JP', 'KR'],
    weight: 6,
  },
  {
    id: 9006,
    name: 'Solsombra',
    kind: 'subscription',
    media: BOTH,
    in: [...LATIN_AMERICA, 'ES'],
    weight: 5,
  },
  { id: 9007, name: 'Eichhorn TV', kind: 'subscription', media: BOTH, in: ['AT', 'DE'], weight: 5 },
  {
    id: 9008,
    name: 'Tundrafield',
    kind: 'subscription',
    media: ['tv'],
    in: ['NL', 'PL', 'SE'],
    weight: 4,
  },
  { id: 9009, name: 'Marigold Stream', kind: 'subscription', media: BOTH, in: ['IN'], weight: 6 },
  { id: 9010, name: 'Tollgate Video', kind: 'store', media: BOTH, in: EVERYWHERE, weight: 9 },
  {
    id: 9011,
    name: 'Larkspur Store',
    kind: 'store',
    media: BOTH,
    in: [...ENGLISH, ...EUROPE],
    weight: 6,
  },
  {
    id: 9012,
    name: 'Ironbark Movies',
    kind: 'store',
    media: ['movie'],
    in: ['AU', 'GB', 'IE', 'IN', 'NZ'],
    weight: 3,
  },
  {
    id: 9013,
    name: 'Ferrylight',
    kind: 'store',
    media: BOTH,
    in: [...EUROPE, ...LATIN_AMERICA, 'JP', 'KR'],
    weight: 5,
  },
  {
    id: 9014,
    name: 'Glimmerwave',
    kind: 'ads',
    media: BOTH,
    in: [...LATIN_AMERICA, 'AU', 'CA', 'GB', 'US'],
    weight: 5,
  },
  {
    id: 9015,
    name: 'Nettlecast',
    kind: 'ads',
    media: BOTH,
    in: [...EUROPE, 'IN', 'JP', 'KR'],
    weight: 4,
  },
  { id: 9016, name: 'Driftwood Free', kind: 'free', media: BOTH, in: ENGLISH, weight: 3 },
];

/** A logo file name the image routes draw (image-routes.ts); the hash looks like TMDB's names. */
function logoPath(id: number, name: string): string {
  return `/provider-logo-${id}-${hashString(`provider:${id}:${name}`).toString(36)}.svg`;
}

/** The embedded catalogue's services: the same for every seed, which decides only their titles. */
export const STREAMING_SERVICES: readonly StreamingService[] = SERVICES.map(
  ({ in: codes, ...service }) => ({
    ...service,
    regions: regionMask(codes),
    logoPath: logoPath(service.id, service.name),
  }),
);

const BY_ID = new Map(STREAMING_SERVICES.map((service) => [service.id, service]));

export function streamingService(id: number): StreamingService | undefined {
  return BY_ID.get(id);
}

function byWeight(a: StreamingService, b: StreamingService): number {
  return b.weight - a.weight || a.id - b.id;
}

/** Each service's place among all: the bigger first. */
const OVERALL = new Map(
  [...STREAMING_SERVICES].sort(byWeight).map((s, index) => [s.id, index + 1]),
);

// In each region the bigger services come first, shuffled a little per region, as TMDB's differ.
const REGIONAL = new Map(
  WATCH_REGIONS.map(({ iso_3166_1: code }, index) => {
    const here = STREAMING_SERVICES.filter((service) => (service.regions & (1 << index)) !== 0);
    const score = (service: StreamingService) =>
      service.weight * (0.7 + 0.6 * hashUnit('priority', code, service.id));
    const ranked = here.sort((a, b) => score(b) - score(a) || a.id - b.id);
    return [code, new Map(ranked.map((service, place) => [service.id, place + 1]))];
  }),
);

/**
 * A service's display_priority in `region` (lower first), or among all services when no region
 * is given; undefined where it does not operate.
 */
export function displayPriority(service: StreamingService, region?: string): number | undefined {
  if (region === undefined) return OVERALL.get(service.id);
  return REGIONAL.get(region)?.get(service.id);
}

/** A service's display_priority in every region it operates in, by region code. */
export function displayPriorities(service: StreamingService): Record<string, number> {
  const priorities: Record<string, number> = {};
  for (const { iso_3166_1: code } of WATCH_REGIONS) {
    const place = displayPriority(service, code);
    if (place !== undefined) priorities[code] = place;
  }
  return priorities;
}
