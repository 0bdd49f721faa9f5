import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_SIZES, generateCatalogue } from './generate-catalogue.js';

// Usage: generate-cli.ts --out FILE [--movies N --tv N --people N | --titles N] [--seed S]
function count(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text)) throw new Error(`--${name} must be a whole number, got "${text}"`);
  return Number(text);
}

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: '.data/catalogue.sqlite' },
    seed: { type: 'string', default: 'marquee' },
    movies: { type: 'string' },
    tv: { type: 'string' },
    people: { type: 'string' },
    titles: { type: 'string' },
  },
});

const titles = values.titles === undefined ? undefined : count('titles', values.titles, 0);
const movies = count(
  'movies',
  values.movies,
  titles === undefined ? DEFAULT_SIZES.movies : Math.round(titles * 0.7),
);
const tv = count(
  'tv',
  values.tv,
  titles === undefined ? DEFAULT_SIZES.tv : titles - Math.round(titles * 0.7),
);
const people = count('people', values.people, titles ?? DEFAULT_SIZES.people);
const outPath = path.resolve(values.out);

let lastLine = 0;
const result = generateCatalogue({
  outPath,
  seed: values.seed,
  movies,
  tv,
  people,
  onProgress(stage, done, total) {
    const now = Date.now();
    if (now - lastLine > 2000 || done === total) {
      lastLine = now;
      process.stdout.write(`${stage}: ${done}/${total}\n`);
    }
  },
});
process.stdout.write(
  `Wrote ${outPath}: ${movies} movies, ${tv} tv, ${people} people in ${(result.durationMs / 1000).toFixed(1)} s, ${(result.bytes / 1048576).toFixed(1)} MiB\n`,
);
