import type { TitleMediaType } from '@marquee/tmdb-types/media';
import type { CreditRow } from './catalogue-writer.js';
import { samplePerson, type CastingPool, type Department } from './generated-people.js';
import type { GeneratorContext } from './generator-context.js';
import type { Random } from './seeded-random.js';
import * as words from './word-lists.js';

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

/** A character's name, or a role with none; episodes' guest stars are named the same way. */
export function characterName(random: Random): string {
  if (random.chance(0.05))
    return random.pick(['Himself', 'Herself', 'Narrator (voice)', 'Bartender', 'Nurse', 'Officer']);
  const first = random.pick([...words.FIRST_NAMES_FEMALE, ...words.FIRST_NAMES_MALE]);
  return random.chance(0.5) ? first : `${first} ${random.pick(words.SURNAMES)}`;
}

/** Writes a title's cast and crew; returns the writers of a TV show, who become its creators. */
export function writeCredits(
  context: GeneratorContext,
  random: Random,
  media: TitleMediaType,
  mediaId: number,
  popularity: number,
): number[] {
  const { rows, creators } = titleCredits(context, random, media, mediaId, popularity);
  for (const row of rows) context.writer.putCredit(row);
  return creators;
}

/**
 * A title's cast and crew, and the writers of a TV show, who become its creators. Written by
 * writeCredits; a franchise's later parts read their first part's leads from it (franchise-cast.ts).
 */
export function titleCredits(
  context: CastingPool,
  random: Random,
  media: TitleMediaType,
  mediaId: number,
  popularity: number,
): { rows: CreditRow[]; creators: number[] } {
  const rows: CreditRow[] = [];
  const taken = new Set<number>();
  const castSize = Math.min(
    24,
    random.int(media === 'movie' ? 5 : 4, media === 'movie' ? 12 : 9) +
      Math.floor(Math.log2(popularity + 1)),
  );
  for (let order = 0; order < castSize; order += 1) {
    const personId = samplePerson(context, random, 'Acting', taken);
    if (personId === undefined) continue;
    rows.push({
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
    rows.push({
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
  return { rows, creators };
}
