import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Genre } from '@marquee/tmdb-types/genre';
import type {
  MovieDetails,
  PersonDetails,
  TvDetails,
  TvEpisode,
  TvSeason,
} from '@marquee/tmdb-types/details';
import { createCatalogueIndexes, createCatalogueSchema } from './catalogue-schema.js';
import { createCatalogueWriter, type CatalogueWriter } from './catalogue-writer.js';
import { MOVIE_GENRES, TV_GENRES } from './genres.js';
import { hashString, hashUnit, seededRandom, type Random } from './seeded-random.js';
import * as words from './word-lists.js';

export interface GenerateOptions {
  outPath: string;
  seed: string;
  movies: number;
  tv: number;
  people: number;
  /** Rows per transaction; memory use depends on this, never on the catalogue size. */
  batchSize?: number;
  onProgress?: (stage: string, done: number, total: number) => void;
}

export interface GenerateResult {
  durationMs: number;
  bytes: number;
}

export const DEFAULT_SIZES = { movies: 5000, tv: 2000, people: 8000 } as const;

// Dates are fixed to a reference day, not the clock, so the same seed always yields the same file.
const LATEST_YEAR = 2025;
const IMAGE_MISSING_RATE = 0.06;

type Department =
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

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Person ids are a fixed permutation of popularity ranks, so popular people are spread over the id range. */
function rankPermutation(count: number): {
  idOfRank(rank: number): number;
  rankOfId(id: number): number;
} {
  const candidates = [7919, 104729, 1299709, 15485863, 32452843];
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const multiplier =
    candidates.find((prime) => gcd(prime % count, count) === 1 && prime % count !== 0) ?? 1;
  const step = multiplier % count;
  // Modular inverse by the extended Euclidean algorithm; values stay far below 2^53.
  let [oldR, r, oldS, s] = [step, count, 1, 0];
  while (r !== 0) {
    const q = Math.floor(oldR / r);
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  const inverse = count === 1 ? 0 : ((oldS % count) + count) % count;
  return {
    idOfRank: (rank) => (((rank - 1) * step) % count) + 1,
    rankOfId: (id) => (((id - 1) * inverse) % count) + 1,
  };
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function randomDate(random: Random, year: number): string {
  return `${year}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`;
}

/** Years over a century, weighted towards recent decades. */
function releaseYear(random: Random): number {
  return LATEST_YEAR - Math.floor(100 * random.next() ** 1.9);
}

function fill(template: string, random: Random): string {
  return template
    .replace(/\{adjective\}/g, () => random.pick(words.ADJECTIVES).toLowerCase())
    .replace(/\{noun\}/g, () => random.pick(words.NOUNS).toLowerCase())
    .replace(/\{city\}/g, () => random.pick(words.CITIES))
    .replace(/\{job\}/g, () => random.pick(words.JOBS))
    .replace(/\{place\}/g, () => random.pick(words.PLACES));
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function makeTitle(random: Random): string {
  const roll = random.next();
  if (roll < 0.015) return random.pick(words.SPECIAL_TITLES);
  const title = random.pick([
    () => `The ${random.pick(words.ADJECTIVES)} ${random.pick(words.NOUNS)}`,
    () => `${random.pick(words.TIME_WORDS)} in ${random.pick(words.CITIES)}`,
    () => `${random.pick(words.PLURAL_NOUNS)} of ${random.pick(words.TIME_WORDS)}`,
    () => `${random.pick(words.ADJECTIVES)} ${random.pick(words.PLURAL_NOUNS)}`,
    () => `The ${random.pick(words.NOUNS)} of ${random.pick(words.CITIES)}`,
    () => `${random.pick(words.ADJECTIVES)} ${random.pick(words.NOUNS)}`,
    () =>
      `A ${random.pick(words.NOUNS)} for ${random.pick([...words.FIRST_NAMES_FEMALE, ...words.FIRST_NAMES_MALE])}`,
    () => `The ${random.pick(words.PLURAL_NOUNS)}`,
  ])();
  return random.chance(0.04)
    ? `${title} ${random.pick(['II', 'III', 'Returns', 'Reborn'])}`
    : title;
}

function makeOverview(random: Random): string {
  const premise = fill(random.pick(words.PREMISES), random);
  const opening = random.pick([
    `In ${random.pick(words.CITIES)}, ${premise}.`,
    `${capitalise(premise)}.`,
    `When the ${random.pick(words.NOUNS).toLowerCase()} closes for the season, ${premise}.`,
  ]);
  return `${opening} ${random.pick(words.OUTCOMES)}`;
}

function pickGenres(random: Random, list: readonly Genre[]): Genre[] {
  const count = random.int(1, 3);
  const chosen = new Map<number, Genre>();
  while (chosen.size < count) {
    const genre = random.pick(list);
    chosen.set(genre.id, genre);
  }
  return [...chosen.values()];
}

function pickLanguage(random: Random): (typeof words.LANGUAGES)[number] {
  const total = words.LANGUAGES.reduce((sum, language) => sum + language.weight, 0);
  let roll = random.next() * total;
  for (const language of words.LANGUAGES) {
    roll -= language.weight;
    if (roll < 0) return language;
  }
  return words.LANGUAGES[0];
}

/** Log-normal popularity with a recency bump: a long tail of obscure titles and a few hits. */
function titleNumbers(
  random: Random,
  year: number,
): { popularity: number; vote_count: number; vote_average: number } {
  const recency = Math.max(0, year - (LATEST_YEAR - 15)) / 15;
  const popularity =
    Math.round((Math.exp(1.2 + 1.25 * random.normal() + 1.2 * recency) + 0.6) * 1000) / 1000;
  const ageBoost = Math.min(1, (LATEST_YEAR - year + 1) / 10);
  const votes = Math.exp(Math.log(popularity) * 1.35 + 2.2 + 0.9 * random.normal()) * ageBoost;
  const vote_count = votes < 1 ? 0 : Math.round(votes);
  const spread = vote_count < 20 ? 1.8 : 0.85;
  const average = vote_count === 0 ? 0 : Math.min(9.6, Math.max(1, 6.4 + spread * random.normal()));
  return { popularity, vote_count, vote_average: Math.round(average * 1000) / 1000 };
}

function imagePath(seed: string, media: string, kind: string, id: number): string {
  return `/${media}-${kind}-${id}-${hashString(`${seed}:${media}:${kind}:${id}`).toString(36)}.svg`;
}

interface GeneratorContext {
  seed: string;
  people: number;
  permutation: ReturnType<typeof rankPermutation>;
  writer: CatalogueWriter;
}

function departmentOf(context: GeneratorContext, personId: number): Department {
  let roll = hashUnit(context.seed, 'department', personId);
  for (const [department, share] of DEPARTMENT_SHARES) {
    roll -= share;
    if (roll < 0) return department;
  }
  return 'Acting';
}

/** A long-tailed pick (rank = P·u^1.6) from the wanted department: stars get cast again and again, but not in every title. */
function samplePerson(
  context: GeneratorContext,
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

function makePerson(context: GeneratorContext, id: number): PersonDetails {
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
  const born = birthday === null ? '' : ` (born ${MONTHS[(month ?? 1) - 1]} ${day}, ${year})`;
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

function company(random: Random): {
  id: number;
  logo_path: null;
  name: string;
  origin_country: string;
} {
  const index = random.int(0, words.COMPANIES.length - 1);
  return {
    id: 1000 + index,
    logo_path: null,
    name: words.COMPANIES[index] ?? 'Northlight Pictures',
    origin_country: random.pick(['US', 'GB', 'FR', 'DE']),
  };
}

const CREW_JOBS: ReadonlyArray<[Department, string, string]> = [
  ['Directing', 'Directing', 'Director'],
  ['Writing', 'Writing', 'Screenplay'],
  ['Writing', 'Writing', 'Writer'],
  ['Production', 'Production', 'Producer'],
  ['Production', 'Production', 'Executive Producer'],
  ['Sound', 'Sound', 'Original Music Composer'],
  ['Camera', 'Camera', 'Director of Photography'],
  ['Editing', 'Editing', 'Editor'],
];

function characterName(random: Random): string {
  if (random.chance(0.05))
    return random.pick(['Himself', 'Herself', 'Narrator (voice)', 'Bartender', 'Nurse', 'Officer']);
  const first = random.pick([...words.FIRST_NAMES_FEMALE, ...words.FIRST_NAMES_MALE]);
  return random.chance(0.5) ? first : `${first} ${random.pick(words.SURNAMES)}`;
}

function writeCredits(
  context: GeneratorContext,
  random: Random,
  media: 'movie' | 'tv',
  mediaId: number,
  popularity: number,
): number[] {
  const taken = new Set<number>();
  const castSize = Math.min(
    24,
    random.int(media === 'movie' ? 5 : 4, media === 'movie' ? 12 : 9) +
      Math.floor(Math.log2(popularity + 1)),
  );
  for (let order = 0; order < castSize; order += 1) {
    const personId = samplePerson(context, random, 'Acting', taken);
    if (personId === undefined) continue;
    context.writer.putCredit({
      credit_id: random.hex(24),
      media_type: media,
      media_id: mediaId,
      person_id: personId,
      kind: 'cast',
      character: characterName(random),
      department: null,
      job: null,
      ord: order,
      cast_id: media === 'movie' ? order + 1 : null,
      episode_count: media === 'tv' ? random.int(1, 60) : null,
    });
  }
  let crewOrder = 0;
  const creators: number[] = [];
  for (const [wanted, department, job] of CREW_JOBS) {
    if (job !== 'Director' && random.chance(0.3)) continue;
    if (media === 'tv' && job === 'Director') continue;
    const personId = samplePerson(context, random, wanted, taken);
    if (personId === undefined) continue;
    if (media === 'tv' && department === 'Writing') creators.push(personId);
    context.writer.putCredit({
      credit_id: random.hex(24),
      media_type: media,
      media_id: mediaId,
      person_id: personId,
      kind: 'crew',
      character: null,
      department,
      job,
      ord: crewOrder,
      cast_id: null,
      episode_count: media === 'tv' ? random.int(1, 40) : null,
    });
    crewOrder += 1;
  }
  return creators;
}

function makeMovie(context: GeneratorContext, id: number): MovieDetails {
  const random = seededRandom(`${context.seed}:movie:${id}`);
  const title = makeTitle(random);
  const year = releaseYear(random);
  const numbers = titleNumbers(random, year);
  const language = pickLanguage(random);
  const budget = random.chance(0.6) ? random.int(1, 200) * 500000 : 0;
  return {
    adult: false,
    backdrop_path: random.chance(IMAGE_MISSING_RATE + 0.04)
      ? null
      : imagePath(context.seed, 'movie', 'backdrop', id),
    belongs_to_collection: null,
    budget,
    genres: pickGenres(random, MOVIE_GENRES),
    homepage: random.chance(0.3) ? `https://example.com/films/${id}` : '',
    id,
    imdb_id: `tt${String(2000000 + id).padStart(7, '0')}`,
    origin_country: [language.country],
    original_language: language.iso_639_1,
    original_title: title,
    overview: makeOverview(random),
    popularity: numbers.popularity,
    poster_path: random.chance(IMAGE_MISSING_RATE)
      ? null
      : imagePath(context.seed, 'movie', 'poster', id),
    production_companies: random.chance(0.9) ? [company(random)] : [],
    production_countries: [{ iso_3166_1: language.country, name: language.countryName }],
    release_date: randomDate(random, year),
    revenue: budget === 0 ? 0 : Math.round(budget * Math.exp(0.4 + random.normal())),
    runtime: random.int(78, 165),
    spoken_languages: [
      { english_name: language.english_name, iso_639_1: language.iso_639_1, name: language.name },
    ],
    status: 'Released',
    tagline: random.chance(0.85) ? fill(random.pick(words.TAGLINE_TEMPLATES), random) : '',
    title,
    video: false,
    vote_average: numbers.vote_average,
    vote_count: numbers.vote_count,
  };
}

function makeEpisode(
  random: Random,
  showId: number,
  season: number,
  episode: number,
  airDate: string,
  name: string,
): TvEpisode {
  return {
    id: showId * 1000 + season * 100 + episode,
    name,
    overview: `Episode ${episode} of season ${season}.`,
    vote_average: Math.round((6 + 2 * random.next()) * 1000) / 1000,
    vote_count: random.int(0, 200),
    air_date: airDate,
    episode_number: episode,
    production_code: '',
    runtime: random.int(22, 60),
    season_number: season,
    show_id: showId,
    still_path: null,
  };
}

function makeTv(
  context: GeneratorContext,
  id: number,
  random: Random,
  creatorIds: number[],
  creatorNames: Map<number, PersonDetails>,
): TvDetails {
  const name = makeTitle(random);
  const year = Math.min(LATEST_YEAR, Math.max(1950, releaseYear(random)));
  const numbers = titleNumbers(random, year);
  const language = pickLanguage(random);
  const seasonCount = Math.min(12, 1 + Math.floor(-Math.log(1 - random.next()) * 2.5));
  const seasons: TvSeason[] = [];
  let episodes = 0;
  for (let season = 1; season <= seasonCount; season += 1) {
    const count = random.int(6, 22);
    episodes += count;
    seasons.push({
      air_date: `${Math.min(LATEST_YEAR, year + season - 1)}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`,
      episode_count: count,
      id: id * 100 + season,
      name: `Season ${season}`,
      overview: '',
      poster_path: null,
      season_number: season,
      vote_average: Math.round((5.5 + 3 * random.next()) * 10) / 10,
    });
  }
  const lastSeason = seasons[seasons.length - 1];
  const lastAir = lastSeason?.air_date ?? `${year}-01-01`;
  const running = year + seasonCount - 1 >= LATEST_YEAR - 1 && random.chance(0.6);
  const episodeName = (): string =>
    random.pick([
      `The ${random.pick(words.NOUNS)}`,
      `${random.pick(words.TIME_WORDS)}`,
      `${random.pick(words.PLURAL_NOUNS)}`,
    ]);
  return {
    adult: false,
    backdrop_path: random.chance(IMAGE_MISSING_RATE + 0.04)
      ? null
      : imagePath(context.seed, 'tv', 'backdrop', id),
    created_by: creatorIds.map((personId) => {
      const person = creatorNames.get(personId);
      return {
        id: personId,
        credit_id: random.hex(24),
        name: person?.name ?? '',
        gender: person?.gender ?? 0,
        profile_path: person?.profile_path ?? null,
      };
    }),
    episode_run_time: [random.pick([25, 30, 45, 50, 60])],
    first_air_date: randomDate(random, year),
    genres: pickGenres(random, TV_GENRES),
    homepage: random.chance(0.3) ? `https://example.com/shows/${id}` : '',
    id,
    in_production: running,
    languages: [language.iso_639_1],
    last_air_date: lastAir,
    last_episode_to_air: makeEpisode(
      random,
      id,
      seasonCount,
      lastSeason?.episode_count ?? 1,
      lastAir,
      episodeName(),
    ),
    name,
    next_episode_to_air: running
      ? makeEpisode(
          random,
          id,
          seasonCount + 1,
          1,
          `${LATEST_YEAR + 1}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`,
          episodeName(),
        )
      : null,
    networks: [
      {
        id: 2000 + random.int(0, words.NETWORKS.length - 1),
        logo_path: null,
        name: random.pick(words.NETWORKS),
        origin_country: language.country,
      },
    ],
    number_of_episodes: episodes,
    number_of_seasons: seasonCount,
    origin_country: [language.country],
    original_language: language.iso_639_1,
    original_name: name,
    overview: makeOverview(random),
    popularity: numbers.popularity,
    poster_path: random.chance(IMAGE_MISSING_RATE)
      ? null
      : imagePath(context.seed, 'tv', 'poster', id),
    production_companies: random.chance(0.8) ? [company(random)] : [],
    production_countries: [{ iso_3166_1: language.country, name: language.countryName }],
    seasons,
    spoken_languages: [
      { english_name: language.english_name, iso_639_1: language.iso_639_1, name: language.name },
    ],
    status: running ? 'Returning Series' : random.chance(0.8) ? 'Ended' : 'Canceled',
    tagline: random.chance(0.6) ? fill(random.pick(words.TAGLINE_TEMPLATES), random) : '',
    type: random.pick(['Scripted', 'Scripted', 'Scripted', 'Miniseries', 'Documentary', 'Reality']),
    vote_average: numbers.vote_average,
    vote_count: numbers.vote_count,
  };
}

/** Runs `work(i)` for 1..count in transactions of `batchSize` rows. */
function inBatches(
  db: Database.Database,
  count: number,
  batchSize: number,
  work: (index: number) => void,
  progress: (done: number) => void,
): void {
  const batch = db.transaction((from: number, to: number) => {
    for (let index = from; index <= to; index += 1) work(index);
  });
  for (let from = 1; from <= count; from += batchSize) {
    const to = Math.min(count, from + batchSize - 1);
    batch(from, to);
    progress(to);
  }
}

/**
 * Writes a complete catalogue to a temporary file beside `outPath`, then renames it into place, so a
 * reader never sees a half-written catalogue. Rows are streamed in batches: memory stays flat at any size.
 */
export function generateCatalogue(options: GenerateOptions): GenerateResult {
  const started = performance.now();
  const batchSize = options.batchSize ?? 2000;
  const people = Math.max(1, options.people);
  mkdirSync(path.dirname(path.resolve(options.outPath)), { recursive: true });
  const tempPath = `${options.outPath}.${process.pid}.tmp`;
  rmSync(tempPath, { force: true });
  const db = new Database(tempPath);
  try {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.pragma('cache_size = -64000');
    createCatalogueSchema(db);
    const meta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
    meta.run('seed', options.seed);
    meta.run('sizes', JSON.stringify({ movies: options.movies, tv: options.tv, people }));
    const context: GeneratorContext = {
      seed: options.seed,
      people,
      permutation: rankPermutation(people),
      writer: createCatalogueWriter(db, { replace: false }),
    };
    const report = (stage: string, total: number) => (done: number) =>
      options.onProgress?.(stage, done, total);
    inBatches(
      db,
      people,
      batchSize,
      (id) => context.writer.putPerson(makePerson(context, id)),
      report('people', people),
    );
    inBatches(
      db,
      options.movies,
      batchSize,
      (id) => {
        const movie = makeMovie(context, id);
        context.writer.putMovie(movie);
        writeCredits(
          context,
          seededRandom(`${options.seed}:movie-credits:${id}`),
          'movie',
          id,
          movie.popularity,
        );
      },
      report('movies', options.movies),
    );
    inBatches(
      db,
      options.tv,
      batchSize,
      (id) => {
        const random = seededRandom(`${options.seed}:tv:${id}`);
        const creditRandom = seededRandom(`${options.seed}:tv-credits:${id}`);
        const creators = writeCredits(context, creditRandom, 'tv', id, 5);
        const creatorPeople = new Map(
          creators.map((personId) => [personId, makePerson(context, personId)]),
        );
        context.writer.putTv(makeTv(context, id, random, creators, creatorPeople));
      },
      report('tv', options.tv),
    );
    options.onProgress?.('indexes', 0, 1);
    createCatalogueIndexes(db);
    for (const table of ['movie_fts', 'tv_fts', 'person_fts'])
      db.exec(`INSERT INTO ${table} (${table}) VALUES ('optimize')`);
    db.exec('ANALYZE');
    options.onProgress?.('indexes', 1, 1);
  } catch (error) {
    db.close();
    rmSync(tempPath, { force: true });
    throw error;
  }
  db.close();
  renameSync(tempPath, options.outPath);
  return {
    durationMs: Math.round(performance.now() - started),
    bytes: statSync(options.outPath).size,
  };
}

export function catalogueExists(filePath: string): boolean {
  return existsSync(filePath);
}
