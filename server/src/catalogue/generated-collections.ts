import type { CollectionDetails, CollectionSummary } from '@marquee/tmdb-types/collection';
import type { MovieDetails } from '@marquee/tmdb-types/details';
import { imagePath } from './generator-context.js';
import { fill } from './generated-prose.js';
import { makeMovie } from './generated-titles.js';
import { seededRandom, type Random } from './seeded-random.js';
import * as words from './word-lists.js';

// Movie ids are cut into blocks of BLOCK_SIZE; each block may hold one franchise of 2 to 8 of its
// own movies (five on average: about one movie in ten). A movie's franchise is then known from its
// block alone, so the 1,000,000-title mode, which streams movies in id order, holds one block at a
// time. The franchise's id is its block's number plus one.
const BLOCK_SIZE = 50;
const MIN_PARTS = 2;
const MAX_PARTS = 8;
// A block's most popular film heads a franchise this often, so trending and popular lists (whose
// films are the blocks' most popular) show some collections, as TMDB's do.
const POPULAR_SHARE = 0.3;
// A franchise's films are at most this many years apart, counted from the first one chosen.
const SPAN_YEARS = 40;

/** A movie's place in its franchise; the parts are in release order. */
export interface FranchisePart {
  collection: Omit<CollectionDetails, 'parts'>;
  partIds: number[];
  index: number;
}

export interface GeneratedMovie {
  details: MovieDetails;
  part?: FranchisePart;
}

/** Makes movies in id order, each with its name and collection if it is part of a franchise. */
export interface FranchiseMovieMaker {
  movie(id: number): GeneratedMovie;
}

// A title makeTitle drew with a sequel's ending already: its franchise is named without it.
const DRAWN_SEQUEL_ENDING = / (II|III|Returns|Reborn)$/;

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'];

type SequelStyle = 'numbered' | 'subtitled' | 'part';

function subtitle(random: Random): string {
  return random.pick([
    () => `The ${random.pick(words.ADJECTIVES)} ${random.pick(words.NOUNS)}`,
    () => `${random.pick(words.TIME_WORDS)} in ${random.pick(words.CITIES)}`,
    () => `${random.pick(words.PLURAL_NOUNS)} of ${random.pick(words.TIME_WORDS)}`,
    () => `Return to ${random.pick(words.CITIES)}`,
    () => `The Last ${random.pick(words.NOUNS)}`,
  ])();
}

/** Part `index` (0 the first film) of a franchise named `base`: "Name 2", "Name: Subtitle"… */
function partTitle(random: Random, style: SequelStyle, base: string, index: number): string {
  if (index === 0) return base;
  if (index === 1 && random.chance(0.25))
    return random.chance(0.5) ? `${base} Returns` : `${base} Rising`;
  if (style === 'numbered') return `${base} ${index + 1}`;
  if (style === 'part') return `${base}: Part ${ROMAN[index] ?? index + 1}`;
  return `${base}: ${subtitle(random)}`;
}

/**
 * The block's franchise, if it has one: its parts drawn from the block's own stream among its
 * movies, each of a different year and all within SPAN_YEARS. A current film (movie-calendar.ts) is one of LATEST_YEAR, so a
 * franchise has at most one and it is the last part: moving it by whole cycles (only ever later,
 * from the day it first opens on) never puts it before the others.
 */
function franchiseOfBlock(
  seed: string,
  block: number,
  drawn: readonly MovieDetails[],
): Map<number, { details: MovieDetails; part: FranchisePart }> {
  const random = seededRandom(`${seed}:movie-collection:${block}`);
  const wanted = random.int(MIN_PARTS, MAX_PARTS);
  const candidates = drawn.map((_, index) => index);
  for (let index = candidates.length - 1; index > 0; index -= 1) {
    const other = random.int(0, index);
    [candidates[index], candidates[other]] = [candidates[other]!, candidates[index]!];
  }
  if (random.chance(POPULAR_SHARE) && drawn.length > 0) {
    const popular = drawn.reduce(
      (best, movie, index) => (movie.popularity > drawn[best]!.popularity ? index : best),
      0,
    );
    candidates.splice(candidates.indexOf(popular), 1);
    candidates.unshift(popular);
  }
  const years = new Set<number>();
  const chosen: MovieDetails[] = [];
  for (const index of candidates) {
    if (chosen.length === wanted) break;
    const movie = drawn[index]!;
    const year = Number(movie.release_date.slice(0, 4));
    const firstYear = chosen[0] === undefined ? year : Number(chosen[0].release_date.slice(0, 4));
    if (!(year > 0) || years.has(year) || Math.abs(year - firstYear) > SPAN_YEARS) continue;
    years.add(year);
    chosen.push(movie);
  }
  const parts = new Map<number, { details: MovieDetails; part: FranchisePart }>();
  if (chosen.length < MIN_PARTS) return parts;
  chosen.sort((a, b) => a.release_date.localeCompare(b.release_date));
  const first = chosen[0]!;
  const base = first.title.replace(DRAWN_SEQUEL_ENDING, '');
  const id = block + 1;
  const summary: CollectionSummary = {
    id,
    name: `${base} Collection`,
    poster_path: imagePath(seed, 'collection', 'poster', id),
    backdrop_path: imagePath(seed, 'collection', 'backdrop', id),
  };
  const collection = {
    ...summary,
    original_language: first.original_language,
    original_name: summary.name,
    overview: `The ${base.replace(/^The /, '')} films, in which ${fill(random.pick(words.PREMISES), random)}.`,
  };
  const style = random.pick<SequelStyle>(['numbered', 'numbered', 'subtitled', 'part']);
  const partIds = chosen.map((movie) => movie.id);
  chosen.forEach((movie, index) => {
    const title = partTitle(random, style, base, index);
    parts.set(movie.id, {
      details: {
        ...movie,
        belongs_to_collection: summary,
        original_title: title,
        title,
      },
      part: { collection, partIds, index },
    });
  });
  return parts;
}

/**
 * Movies 1..movies as the generator writes them, in id order: a block's movies are drawn once, its
 * franchise planned from them, and the block dropped when the next begins.
 */
export function createFranchiseMovieMaker(seed: string, movies: number): FranchiseMovieMaker {
  let block = -1;
  let drawn: MovieDetails[] = [];
  let parts = new Map<number, { details: MovieDetails; part: FranchisePart }>();
  return {
    movie(id) {
      const wanted = Math.floor((id - 1) / BLOCK_SIZE);
      if (wanted !== block) {
        block = wanted;
        const first = block * BLOCK_SIZE + 1;
        const last = Math.min(movies, first + BLOCK_SIZE - 1);
        drawn = [];
        for (let movieId = first; movieId <= last; movieId += 1)
          drawn.push(makeMovie(seed, movieId));
        parts = franchiseOfBlock(seed, block, drawn);
      }
      const inFranchise = parts.get(id);
      if (inFranchise !== undefined) return inFranchise;
      const details = drawn[id - 1 - block * BLOCK_SIZE];
      return { details: details ?? makeMovie(seed, id) };
    },
  };
}
