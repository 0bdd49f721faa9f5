import type { CompanyDetails, NetworkDetails } from '@marquee/tmdb-types/company';
import { seededRandom, type Random } from './seeded-random.js';
import { COMPANIES, NETWORKS } from './word-lists.js';

// Titles name company 1000 + i as COMPANIES[i] and network 2000 + i as NETWORKS[i] (generated-titles.ts).
export const FIRST_COMPANY_ID = 1000;
export const FIRST_NETWORK_ID = 2000;
// Companies before this index are the groups; later ones may belong to one (never the other way, so no cycles).
const GROUPS = 4;

const HEADQUARTERS = [
  { city: 'Los Angeles, California', country: 'US' },
  { city: 'Atlanta, Georgia', country: 'US' },
  { city: 'New York City, New York', country: 'US' },
  { city: 'London, England', country: 'GB' },
  { city: 'Manchester, England', country: 'GB' },
  { city: 'Paris, France', country: 'FR' },
  { city: 'Lyon, France', country: 'FR' },
  { city: 'Berlin, Germany', country: 'DE' },
  { city: 'Munich, Germany', country: 'DE' },
  { city: 'Toronto, Ontario', country: 'CA' },
] as const;

const FOUNDED_AS = [
  'an independent studio',
  'a family-run production house',
  'a documentary collective',
  'a small commercials outfit',
  'a theatre company',
] as const;

const KNOWN_FOR = [
  'character-driven dramas',
  'mid-budget thrillers',
  'crowd-pleasing comedies',
  'ambitious genre films',
  'literary adaptations',
  'family entertainment',
] as const;

function place(random: Random): (typeof HEADQUARTERS)[number] {
  return random.pick(HEADQUARTERS);
}

/** Company `id`'s page, the same for every seed as its name in titles is; undefined for no company. */
export function generatedCompany(id: number): CompanyDetails | undefined {
  const index = id - FIRST_COMPANY_ID;
  const name = COMPANIES[index];
  if (name === undefined) return undefined;
  const random = seededRandom(`company:${id}`);
  const { city, country } = place(random);
  const founded = random.int(1925, 2012);
  const description = `${name} began in ${founded} as ${random.pick(FOUNDED_AS)} in ${city.split(',')[0]} and is known today for ${random.pick(KNOWN_FOR)}.`;
  const parentIndex = index >= GROUPS && random.chance(0.5) ? random.int(0, GROUPS - 1) : undefined;
  const parentName = parentIndex === undefined ? undefined : COMPANIES[parentIndex];
  return {
    description,
    headquarters: city,
    homepage: `https://example.com/companies/${id}`,
    id,
    logo_path: null,
    name,
    origin_country: country,
    parent_company:
      parentIndex === undefined || parentName === undefined
        ? null
        : { id: FIRST_COMPANY_ID + parentIndex, logo_path: null, name: parentName },
  };
}

/** Network `id`'s page, the same for every seed; undefined for no network. */
export function generatedNetwork(id: number): NetworkDetails | undefined {
  const name = NETWORKS[id - FIRST_NETWORK_ID];
  if (name === undefined) return undefined;
  const { city, country } = place(seededRandom(`network:${id}`));
  return {
    headquarters: city,
    homepage: `https://example.com/networks/${id}`,
    id,
    logo_path: null,
    name,
    origin_country: country,
  };
}

export const GENERATED_COMPANY_IDS = COMPANIES.map((_, index) => FIRST_COMPANY_ID + index);
export const GENERATED_NETWORK_IDS = NETWORKS.map((_, index) => FIRST_NETWORK_ID + index);
