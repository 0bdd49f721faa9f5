import type { PersonDetails } from '@marquee/tmdb-types/details';
import {
  IMAGE_MISSING_RATE,
  LATEST_YEAR,
  imagePath,
  randomDate,
  type GeneratorContext,
} from './generator-context.js';
import { capitalise } from './generated-prose.js';
import { hashUnit, seededRandom, type Random } from './seeded-random.js';
import * as words from './word-lists.js';

export type Department =
  'Acting' | 'Directing' | 'Writing' | 'Production' | 'Sound' | 'Camera' | 'Editing';

const DEPARTMENT_SHARES: ReadonlyArray<[Department, number]> = [
  ['Acting', 0.74],
  ['Directing', 0.07],
  ['Writing', 0.07],
  ['Production', 0.05],
  ['Sound', 0.02],
  ['Camera', 0.03],
  ['Editing', 0.02],
];

const ROLE_BY_DEPARTMENT: Record<Department, [string, string]> = {
  Acting: ['actor', 'actress'],
  Directing: ['director', 'director'],
  Writing: ['screenwriter', 'screenwriter'],
  Production: ['producer', 'producer'],
  Sound: ['composer', 'composer'],
  Camera: ['cinematographer', 'cinematographer'],
  Editing: ['film editor', 'film editor'],
};

/**
 * What picking people for a credit needs of the generator: the seed and how many people there are.
 * The server has it too (the seed and sizes are in the catalogue's meta), so it casts an episode's
 * guests at request time exactly as the generator casts a title.
 */
export type CastingPool = Pick<GeneratorContext, 'seed' | 'people' | 'permutation'>;

function departmentOf(context: CastingPool, personId: number): Department {
  let roll = hashUnit(context.seed, 'department', personId);
  for (const [department, share] of DEPARTMENT_SHARES) {
    roll -= share;
    if (roll < 0) return department;
  }
  return 'Acting';
}

/** A long-tailed pick (rank = P·u^1.6) from the wanted department: stars get cast again and again, but not in every title. */
export function samplePerson(
  context: CastingPool,
  random: Random,
  department: Department,
  taken: Set<number>,
): number | undefined {
  for (let attempt = 0; attempt < 80; attempt += 1) {
    const rank = Math.min(context.people, 1 + Math.floor(context.people * random.next() ** 1.6));
    const id = context.permutation.idOfRank(Math.max(1, rank));
    if (!taken.has(id) && departmentOf(context, id) === department) {
      taken.add(id);
      return id;
    }
  }
  // Rare departments in tiny catalogues: walk the ids from a random start so every title still gets its crew.
  const start = random.int(1, context.people);
  for (let step = 0; step < context.people; step += 1) {
    const id = ((start + step - 1) % context.people) + 1;
    if (!taken.has(id) && departmentOf(context, id) === department) {
      taken.add(id);
      return id;
    }
  }
  return undefined;
}

function personName(random: Random, female: boolean): string {
  const first = random.pick(female ? words.FIRST_NAMES_FEMALE : words.FIRST_NAMES_MALE);
  return `${first} ${random.pick(words.SURNAMES)}`;
}

/** Person `id`, the same for the same seed whenever it is made (TV creators are made twice). */
export function makePerson(context: GeneratorContext, id: number): PersonDetails {
  const random = seededRandom(`${context.seed}:person:${id}`);
  const rank = context.permutation.rankOfId(id);
  const department = departmentOf(context, id);
  const gender = random.chance(0.04) ? 0 : random.chance(0.5) ? 1 : 2;
  const female = gender === 1 || (gender === 0 && random.chance(0.5));
  const name = personName(random, female);
  const birthYear = 2005 - Math.floor(75 * random.next() ** 1.3);
  const birthday = random.chance(0.93) ? randomDate(random, birthYear) : null;
  const deathday =
    birthYear < 1960 && random.chance(0.25)
      ? randomDate(random, random.int(Math.max(birthYear + 30, 1990), LATEST_YEAR))
      : null;
  const city = random.pick(words.CITIES);
  const place_of_birth = random.chance(0.9)
    ? `${city}, ${words.COUNTRIES_OF_CITIES[city] ?? 'Unknown'}`
    : null;
  const popularity =
    Math.round((0.6 + 240 * rank ** -0.72 * Math.exp(0.25 * random.normal())) * 1000) / 1000;
  const role = ROLE_BY_DEPARTMENT[department][female ? 1 : 0];
  const pronoun = female ? 'her' : 'his';
  const [year, month, day] = (birthday ?? '').split('-').map(Number);
  const born = birthday === null ? '' : ` (born ${words.MONTHS[(month ?? 1) - 1]} ${day}, ${year})`;
  const biography = [
    `${name}${born} is ${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role}${place_of_birth === null ? '' : ` from ${city}`}.`,
    random.pick([
      `After studying in ${random.pick(words.CITIES)}, ${name.split(' ')[0]} began ${pronoun} career in small ${random.pick(['theatre', 'television', 'documentary', 'independent film'])} productions.`,
      `${capitalise(pronoun)} early work in ${random.pick(words.CITIES)} drew attention for its ${random.pick(['restraint', 'humour', 'intensity', 'warmth'])}.`,
      `${name.split(' ')[0]} came to the screen late, after years as a ${random.pick(words.JOBS)}.`,
    ]),
    random.chance(0.5)
      ? `Critics have praised ${pronoun} ${random.pick(['quiet precision', 'fearless choices', 'sense of rhythm', 'generosity with other performers'])}.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  const folded = name.normalize('NFD').replace(/\p{M}+/gu, '');
  return {
    adult: false,
    also_known_as: folded === name ? [] : [folded],
    biography: random.chance(0.08) ? '' : biography,
    birthday,
    deathday,
    gender,
    homepage: null,
    id,
    imdb_id: `nm${String(1000000 + id).padStart(7, '0')}`,
    known_for_department: department,
    name,
    place_of_birth,
    popularity,
    profile_path: random.chance(IMAGE_MISSING_RATE)
      ? null
      : imagePath(context.seed, 'person', 'profile', id),
  };
}
