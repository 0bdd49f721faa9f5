import type { CastMember, CrewMember } from '@marquee/tmdb-types/credits';
import type { TvEpisode, TvSeasonEpisode } from '@marquee/tmdb-types/details';
import { characterName } from './generated-credits.js';
import { samplePerson, type CastingPool, type Department } from './generated-people.js';
import { makeOverview } from './generated-prose.js';
import { IMAGE_MISSING_RATE, imagePath, pad } from './generator-context.js';
import { episodeDay, type EpisodeRef } from './show-calendar.js';
import { seasonEpisodeCount, type ShowPlan } from './show-plan.js';
import { seededRandom, type Random } from './seeded-random.js';
import { episodeId } from './tv-part-ids.js';
import { isoDateOfDay, type UtcDay } from './utc-days.js';
import * as words from './word-lists.js';

/** TV details' episode with its type, as every episode the calendar makes has one. */
export type CalendarEpisode = TvEpisode & { episode_type: string };

/** A person's fields in a credit, as the catalogue's person rows give them. */
export type CreditPerson = Omit<CastMember, 'cast_id' | 'character' | 'credit_id' | 'order'>;

/** Who made and guest-starred in an episode, by person id; names come from the person rows. */
export interface EpisodeCasting {
  crew: Array<{ id: number; credit_id: string; department: Department; job: string }>;
  guests: Array<{ id: number; credit_id: string; character: string; order: number }>;
}

// Every episode has a director; the rest of its crew only sometimes, as on TMDB.
const EPISODE_CREW: ReadonlyArray<[Department, string, number]> = [
  ['Directing', 'Director', 1],
  ['Writing', 'Writer', 0.85],
  ['Editing', 'Editor', 0.4],
  ['Camera', 'Director of Photography', 0.3],
];
const MAX_GUESTS = 5;

function episodeName(random: Random, ref: EpisodeRef): string {
  if (ref.season === 1 && ref.episode === 1 && random.chance(0.3)) return 'Pilot';
  return random.pick([
    () => `The ${random.pick(words.NOUNS)}`,
    () => random.pick(words.TIME_WORDS),
    () => random.pick(words.PLURAL_NOUNS),
    () => `${random.pick(words.ADJECTIVES)} ${random.pick(words.NOUNS)}`,
  ])();
}

/**
 * Episode `ref` of the show as it stands on `day`, from its own stream: its date and text never
 * change; its votes are 0 until it has aired. `runtime` is the show's usual episode length.
 */
export function makeEpisode(
  plan: ShowPlan,
  runtime: number,
  ref: EpisodeRef,
  day: UtcDay,
): CalendarEpisode {
  const random = seededRandom(`${plan.seed}:tv-episode:${plan.id}:${ref.season}:${ref.episode}`);
  const id = episodeId(plan.id, ref.season, ref.episode);
  const name = episodeName(random, ref);
  const overview = random.chance(0.9) ? makeOverview(random) : '';
  const production_code = random.chance(0.6) ? `${ref.season}${pad(ref.episode)}` : '';
  const length = Math.max(5, Math.round(runtime * (0.85 + 0.3 * random.next())));
  const still_path = random.chance(IMAGE_MISSING_RATE + 0.04)
    ? null
    : imagePath(plan.seed, 'tv', 'still', id);
  const average = Math.round((5.5 + 3.5 * random.next()) * 1000) / 1000;
  const count = random.int(1, 400);
  const airs = episodeDay(plan, ref);
  const aired = airs <= day;
  const finale = ref.season > 0 && ref.episode === seasonEpisodeCount(plan, ref.season);
  return {
    id,
    name,
    overview,
    vote_average: aired ? average : 0,
    vote_count: aired ? count : 0,
    air_date: isoDateOfDay(airs),
    episode_number: ref.episode,
    episode_type: finale ? 'finale' : 'standard',
    production_code,
    runtime: length,
    season_number: ref.season,
    show_id: plan.id,
    still_path,
  };
}

/**
 * Casts episode `ref` from the catalogue's people as the generator casts a title (samplePerson),
 * from a stream of its own; `regulars` (the show's cast) are never its guests.
 */
export function castEpisode(
  pool: CastingPool,
  plan: ShowPlan,
  ref: EpisodeRef,
  regulars: ReadonlySet<number>,
): EpisodeCasting {
  const random = seededRandom(
    `${plan.seed}:tv-episode-people:${plan.id}:${ref.season}:${ref.episode}`,
  );
  const taken = new Set(regulars);
  const crew: EpisodeCasting['crew'] = [];
  for (const [department, job, rate] of EPISODE_CREW) {
    if (!random.chance(rate)) continue;
    const id = samplePerson(pool, random, department, taken);
    if (id !== undefined) crew.push({ id, credit_id: random.hex(24), department, job });
  }
  const guests: EpisodeCasting['guests'] = [];
  const wanted = random.int(0, MAX_GUESTS);
  for (let order = 0; order < wanted; order += 1) {
    const id = samplePerson(pool, random, 'Acting', taken);
    if (id !== undefined)
      guests.push({ id, credit_id: random.hex(24), character: characterName(random), order });
  }
  return { crew, guests };
}

/** Every person id a casting names, to read their rows at once. */
export function castingIds(casting: EpisodeCasting): number[] {
  return [...casting.crew, ...casting.guests].map((credit) => credit.id);
}

/** An episode of a season's answer: its fields and its people, named from their rows. */
export function withPeople(
  episode: CalendarEpisode,
  casting: EpisodeCasting,
  people: ReadonlyMap<number, CreditPerson>,
): TvSeasonEpisode {
  const crew: CrewMember[] = [];
  for (const { id, credit_id, department, job } of casting.crew) {
    const person = people.get(id);
    if (person !== undefined) crew.push({ department, job, credit_id, ...person });
  }
  const guest_stars: CastMember[] = [];
  for (const { id, credit_id, character, order } of casting.guests) {
    const person = people.get(id);
    if (person !== undefined) guest_stars.push({ character, credit_id, order, ...person });
  }
  return { ...episode, crew, guest_stars };
}
