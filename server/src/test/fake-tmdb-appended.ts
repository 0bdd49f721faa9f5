import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { VideoList } from '@marquee/tmdb-types/videos';

// TMDB's video samples are of one title each (movie 550, show 1399); every other title has none,
// so a test finds a trailer on one title's page and the section absent on another's.
const VIDEO_SAMPLES = { movie: 'movie-videos.json', tv: 'tv-videos.json' } as const;
const DETAILS_SAMPLES = { movie: 'movie-details.json', tv: 'tv-details.json' } as const;
const TITLE_PATH = /^\/3\/(movie|tv)\/(\d+)(\/videos)?$/;

type TitleMedia = keyof typeof VIDEO_SAMPLES;

/** The sample file a title's sub-path replays (e.g. `/3/movie/550/credits`), if any. */
export type PartFile = (apiPath: string) => string | undefined;

function readJson(examplesDir: string, file: string): unknown {
  return JSON.parse(readFileSync(path.join(examplesDir, file), 'utf8'));
}

function videosOf(media: TitleMedia, id: number, examplesDir: string): VideoList {
  const list = readJson(examplesDir, VIDEO_SAMPLES[media]) as VideoList;
  return list.id === id ? list : { id, results: [] };
}

/**
 * A title's `/videos`, or its details with `append_to_response`, as TMDB would send them: every
 * part named that has a sample rides along under its own name (as `watch/providers` does on
 * TMDB), videos by the rule above. Undefined for any other request, which the fake answers from
 * its table of samples.
 */
export function fakeTitleAnswer(
  url: URL,
  examplesDir: string,
  partFile: PartFile,
): Buffer | string | undefined {
  const match = TITLE_PATH.exec(url.pathname);
  if (match === null) return undefined;
  const media = match[1] as TitleMedia;
  const id = Number(match[2]);
  if (match[3] !== undefined) {
    // The sample's own bytes for its title, so a test can compare what came through byte for byte.
    const sample = readFileSync(path.join(examplesDir, VIDEO_SAMPLES[media]));
    return videosOf(media, id, examplesDir).results.length > 0
      ? sample
      : JSON.stringify({ id, results: [] });
  }
  const appended = (url.searchParams.get('append_to_response') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (appended.length === 0) return undefined;
  const details = readJson(examplesDir, DETAILS_SAMPLES[media]) as Record<string, unknown>;
  for (const name of appended) {
    if (name === 'videos') {
      details.videos = { results: videosOf(media, id, examplesDir).results };
      continue;
    }
    // TMDB leaves out a part it does not know; so does the fake for one it has no sample of.
    const file = partFile(`/3/${media}/${id}/${name}`);
    if (file === undefined) continue;
    // An appended part comes without its own `id`: the details carry it.
    const part = readJson(examplesDir, file) as Record<string, unknown>;
    delete part.id;
    details[name] = part;
  }
  return JSON.stringify(details);
}
