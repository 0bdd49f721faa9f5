// Titles, overviews and taglines put together from the word lists.
import type { Random } from './seeded-random.js';
import * as words from './word-lists.js';

export function fill(template: string, random: Random): string {
  return template
    .replace(/\{adjective\}/g, () => random.pick(words.ADJECTIVES).toLowerCase())
    .replace(/\{noun\}/g, () => random.pick(words.NOUNS).toLowerCase())
    .replace(/\{city\}/g, () => random.pick(words.CITIES))
    .replace(/\{job\}/g, () => random.pick(words.JOBS))
    .replace(/\{place\}/g, () => random.pick(words.PLACES));
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function makeTitle(random: Random): string {
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

export function makeOverview(random: Random): string {
  const premise = fill(random.pick(words.PREMISES), random);
  const opening = random.pick([
    `In ${random.pick(words.CITIES)}, ${premise}.`,
    `${capitalise(premise)}.`,
    `When the ${random.pick(words.NOUNS).toLowerCase()} closes for the season, ${premise}.`,
  ]);
  return `${opening} ${random.pick(words.OUTCOMES)}`;
}
