import type { TitleMediaType } from '@marquee/tmdb-types/media';

// TMDB's external_ids answers, field for field; the catalogue knows the IMDb id alone, so the rest are null.
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
  known: { imdb_id: string | null },
): Record<string, string | number | null> {
  return {
    imdb_id: known.imdb_id,
    ...Object.fromEntries(OTHER_IDS[media].map((name) => [name, null])),
  };
}

// A season's and an episode's external ids, field for field; the catalogue knows none of them.
const SEASON_IDS = ['freebase_mid', 'freebase_id', 'tvdb_id', 'tvrage_id', 'wikidata_id'];

/** A season's or an episode's external ids as TMDB lists them (episodes have an IMDb id, seasons not). */
export function partExternalIdsAnswer(part: 'season' | 'episode'): Record<string, null> {
  const names = part === 'episode' ? ['imdb_id', ...SEASON_IDS] : SEASON_IDS;
  return Object.fromEntries(names.map((name) => [name, null]));
}
