import type { TitleMediaType } from '@marquee/tmdb-types/media';

// TMDB's external_ids answers, field for field; the catalogue knows the IMDb id and a generated
// show's TheTVDB id, so the rest are null.
const OTHER_IDS: Record<TitleMediaType, readonly string[]> = {
  movie: ['wikidata_id', 'facebook_id', 'instagram_id', 'twitter_id'],
  tv: [
    'freebase_mid',
    'freebase_id',
    'tvdb_id',
    'tvrage_id',
    'wikidata_id',
    'facebook_id',
    'instagram_id',
    'twitter_id',
  ],
};

/** A title's external ids as TMDB lists them, without the title's own id (as when appended). */
export function externalIdsAnswer(
  media: TitleMediaType,
  known: { imdb_id: string | null; tvdb_id: number | null },
): Record<string, string | number | null> {
  const answer: Record<string, string | number | null> = {
    imdb_id: known.imdb_id,
    ...Object.fromEntries(OTHER_IDS[media].map((name) => [name, null])),
  };
  // Only a show's answer has the field: TMDB's movie ids carry no TheTVDB id.
  if (media === 'tv') answer.tvdb_id = known.tvdb_id;
  return answer;
}

// A season's and an episode's external ids, field for field; of them the catalogue knows only a
// generated episode's TheTVDB id.
const SEASON_IDS = ['freebase_mid', 'freebase_id', 'tvdb_id', 'tvrage_id', 'wikidata_id'];

/** A season's external ids as TMDB lists them: the catalogue knows none of them. */
export function seasonExternalIdsAnswer(): Record<string, null> {
  return Object.fromEntries(SEASON_IDS.map((name) => [name, null]));
}

/** An episode's external ids as TMDB lists them (an episode has an IMDb id, a season not). */
export function episodeExternalIdsAnswer(tvdbId: number | null): Record<string, number | null> {
  return { imdb_id: null, ...seasonExternalIdsAnswer(), tvdb_id: tvdbId };
}
