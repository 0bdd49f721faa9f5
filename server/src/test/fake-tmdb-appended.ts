import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { VideoList } from '@marquee/tmdb-types/videos';

// TMDB's video samples are of one title each (movie 550, show 1399); every other title has none,
// so a test finds a trailer on one title's page and the section absent on another's.
const VIDEO_SAMPLES = { movie: 'movie-videos.json', tv: 'tv-videos.json' } as const;
const DETAILS_SAMPLES = { movie: 'movie-details.json', tv: 'tv-details.json' } as const;
const TITLE_PATH = /^\/3\/(movie|tv)\/(\d+)(\/videos)?$/;

type TitleMedia = keyof typeof VIDEO_SAMPLES;

function sampleVideos(media: TitleMedia, examplesDir: string): { raw: Buffer; list: VideoList } {
  const raw = readFileSync(path.join(examplesDir, VIDEO_SAMPLES[media]));
  return { raw, list: JSON.parse(raw.toString('utf8')) as VideoList };
}

/**
 * A title's `/videos`, or its details with `append_to_response=videos`, as TMDB would send them;
 * undefined for any other request, which the fake answers from its table of samples.
 */
export function fakeVideosAnswer(url: URL, examplesDir: string): Buffer | string | undefined {
  const match = TITLE_PATH.exec(url.pathname);
  if (match === null) return undefined;
  const media = match[1] as TitleMedia;
  const id = Number(match[2]);
  const { raw, list } = sampleVideos(media, examplesDir);
  const results = list.id === id ? list.results : [];
  if (match[3] !== undefined) return list.id === id ? raw : JSON.stringify({ id, results });
  const appended = (url.searchParams.get('append_to_response') ?? '').split(',');
  if (!appended.map((name) => name.trim()).includes('videos')) return undefined;
  const details = JSON.parse(
    readFileSync(path.join(examplesDir, DETAILS_SAMPLES[media]), 'utf8'),
  ) as object;
  return JSON.stringify({ ...details, videos: { results } });
}
