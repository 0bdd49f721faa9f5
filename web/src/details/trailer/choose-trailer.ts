import type { Video } from '@marquee/tmdb-types/videos';

// A trailer before a teaser; other kinds (clips, featurettes) are not what "Play trailer" promises.
const TYPE_RANK = new Map([
  ['Trailer', 0],
  ['Teaser', 1],
]);
// A YouTube video id; anything else would not play, and must not shape the player's URL.
const YOUTUBE_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The video "Play trailer" plays: a YouTube trailer or teaser, in the page's language, else
 * English, else any; then a trailer before a teaser, an official one before a fan's. Following it
 * comes first, so a trailer the reader understands beats an official one they do not. Between
 * equals TMDB's own order decides (the sort is stable). Undefined when the title has none.
 */
export function chooseTrailer(videos: readonly Video[], language: string): Video | undefined {
  const rank = (video: Video): number[] => [
    video.iso_639_1 === language ? 0 : video.iso_639_1 === 'en' ? 1 : 2,
    TYPE_RANK.get(video.type) ?? 0,
    video.official ? 0 : 1,
  ];
  return videos
    .filter(
      (video) =>
        video.site === 'YouTube' && TYPE_RANK.has(video.type) && YOUTUBE_KEY.test(video.key),
    )
    .sort((a, b) => compareRanks(rank(a), rank(b)))[0];
}

function compareRanks(a: readonly number[], b: readonly number[]): number {
  for (const [index, value] of a.entries()) {
    const difference = value - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
