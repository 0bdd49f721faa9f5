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
