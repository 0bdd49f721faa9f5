import type { Genre } from '@marquee/tmdb-types/genre';
import type { MovieDetails, PersonDetails, TvDetails } from '@marquee/tmdb-types/details';
import {
  IMAGE_MISSING_RATE,
  LATEST_YEAR,
  imagePath,
  randomDate,
  releaseYear,
  type GeneratorContext,
} from './generator-context.js';
import { FIRST_COMPANY_ID, FIRST_NETWORK_ID } from './generated-companies.js';
import { generatedImdbId } from './generated-imdb-id.js';
import { planOfShow, showOnDay } from './generated-seasons.js';
import { fill, makeOverview, makeTitle } from './generated-prose.js';
import { MOVIE_GENRES, TV_GENRES } from './genres.js';
import { seededRandom, type Random } from './seeded-random.js';
import { ENDED_SHOWS_DONE_BY } from './show-plan.js';
import * as words from './word-lists.js';

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

function company(random: Random): {
  id: number;
  logo_path: null;
  name: string;
  origin_country: string;
} {
  const index = random.int(0, words.COMPANIES.length - 1);
  return {
    id: FIRST_COMPANY_ID + index,
    logo_path: null,
    name: words.COMPANIES[index] ?? 'Northlight Pictures',
    origin_country: random.pick(['US', 'GB', 'FR', 'DE']),
  };
}

/**
 * Movie `id` as drawn from its own seeded stream, so it does not depend on any other row; a part of
 * a franchise is then renamed (generated-collections.ts).
 */
export function makeMovie(seed: string, id: number): MovieDetails {
  const random = seededRandom(`${seed}:movie:${id}`);
  const title = makeTitle(random);
  const year = releaseYear(random);
  const numbers = titleNumbers(random, year);
  const language = pickLanguage(random);
  const budget = random.chance(0.6) ? random.int(1, 200) * 500000 : 0;
  return {
    adult: false,
    backdrop_path: random.chance(IMAGE_MISSING_RATE + 0.04)
      ? null
      : imagePath(seed, 'movie', 'backdrop', id),
    belongs_to_collection: null,
    budget,
    genres: pickGenres(random, MOVIE_GENRES),
    homepage: random.chance(0.3) ? `https://example.com/films/${id}` : '',
    id,
    imdb_id: generatedImdbId('movie', id),
    origin_country: [language.country],
    original_language: language.iso_639_1,
    original_title: title,
    overview: makeOverview(random),
    popularity: numbers.popularity,
    poster_path: random.chance(IMAGE_MISSING_RATE) ? null : imagePath(seed, 'movie', 'poster', id),
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

/** Takes `count` draws whose values are no longer used. */
function skipDraws(random: Random, count: number): void {
  for (let draw = 0; draw < count; draw += 1) random.next();
}

// makeTv's stream once drew each season (its episodes, month, day and votes: four draws) and the
// last and next episodes (seven draws each, and two for the next one's date) where they are skipped
// now. A show's seasons and episodes come from its plan (show-plan.ts, a stream of its own), but the
// draws are still taken, so every field drawn after them keeps its value for the same seed: members'
// remembered titles and anything written about a generated catalogue stay true.
const FORMER_SEASON_DRAWS = 4;
const FORMER_EPISODE_DRAWS = 7;
const FORMER_NEXT_DATE_DRAWS = 2;

/** The season count makeTv once drew; it still decides (with the year) whether a show is running. */
function formerSeasonCount(random: Random): number {
  const count = Math.min(12, 1 + Math.floor(-Math.log(1 - random.next()) * 2.5));
  skipDraws(random, FORMER_SEASON_DRAWS * count);
  return count;
}

// The generated file is written as of this fixed day, never the clock, so a seed always gives the
// same bytes; the server puts in the seasons and episodes of the day it answers on (season-queries).
export const STORED_AS_OF = ENDED_SHOWS_DONE_BY;

/** TV show `id`; its creators are the writers its credits chose (see writeCredits). */
export function makeTv(
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
  const running = year + formerSeasonCount(random) - 1 >= LATEST_YEAR - 1 && random.chance(0.6);
  const backdrop_path = random.chance(IMAGE_MISSING_RATE + 0.04)
    ? null
    : imagePath(context.seed, 'tv', 'backdrop', id);
  const created_by = creatorIds.map((personId) => {
    const person = creatorNames.get(personId);
    return {
      id: personId,
      credit_id: random.hex(24),
      name: person?.name ?? '',
      gender: person?.gender ?? 0,
      profile_path: person?.profile_path ?? null,
    };
  });
  const episode_run_time = [random.pick([25, 30, 45, 50, 60])];
  const first_air_date = randomDate(random, year);
  const genres = pickGenres(random, TV_GENRES);
  const homepage = random.chance(0.3) ? `https://example.com/shows/${id}` : '';
  skipDraws(
    random,
    running ? 2 * FORMER_EPISODE_DRAWS + FORMER_NEXT_DATE_DRAWS : FORMER_EPISODE_DRAWS,
  );
  // The id names the network (its page, /3/network/{id}, says so). The name was once drawn apart
  // from it, so one network had several names; that draw is still taken, as the skipped ones above.
  const networkIndex = random.int(0, words.NETWORKS.length - 1);
  skipDraws(random, 1);
  const networks = [
    {
      id: FIRST_NETWORK_ID + networkIndex,
      logo_path: null,
      name: words.NETWORKS[networkIndex] ?? words.NETWORKS[0],
      origin_country: language.country,
    },
  ];
  const overview = makeOverview(random);
  const poster_path = random.chance(IMAGE_MISSING_RATE)
    ? null
    : imagePath(context.seed, 'tv', 'poster', id);
  const production_companies = random.chance(0.8) ? [company(random)] : [];
  const status = running ? 'Returning Series' : random.chance(0.8) ? 'Ended' : 'Canceled';
  const tagline = random.chance(0.6) ? fill(random.pick(words.TAGLINE_TEMPLATES), random) : '';
  const type = random.pick([
    'Scripted',
    'Scripted',
    'Scripted',
    'Miniseries',
    'Documentary',
    'Reality',
  ]);
  // The calendar's fields are put in from the plan below; the stored details only frame them.
  const show: TvDetails = {
    adult: false,
    backdrop_path,
    created_by,
    episode_run_time,
    first_air_date,
    genres,
    homepage,
    id,
    in_production: running,
    languages: [language.iso_639_1],
    last_air_date: null,
    last_episode_to_air: null,
    name,
    next_episode_to_air: null,
    networks,
    number_of_episodes: 0,
    number_of_seasons: 0,
    origin_country: [language.country],
    original_language: language.iso_639_1,
    original_name: name,
    overview,
    popularity: numbers.popularity,
    poster_path,
    production_companies,
    production_countries: [{ iso_3166_1: language.country, name: language.countryName }],
    seasons: [],
    spoken_languages: [
      { english_name: language.english_name, iso_639_1: language.iso_639_1, name: language.name },
    ],
    status,
    tagline,
    type,
    vote_average: numbers.vote_average,
    vote_count: numbers.vote_count,
  };
  const plan = planOfShow(context.seed, show);
  return plan === undefined ? show : showOnDay(plan, show, STORED_AS_OF);
}
