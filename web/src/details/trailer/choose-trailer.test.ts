import type { Video, VideoList } from '@marquee/tmdb-types/videos';
import { describe, expect, it } from 'vitest';
import { tmdbExample } from '../../test/utils';
import { chooseTrailer } from './choose-trailer';

function video(overrides: Partial<Video>): Video {
  return {
    iso_639_1: 'en',
    iso_3166_1: 'US',
    name: 'Trailer',
    key: 'abcDEF12_-3',
    site: 'YouTube',
    size: 1080,
    type: 'Trailer',
    official: true,
    published_at: '2020-01-01T00:00:00.000Z',
    id: 'v',
    ...overrides,
  };
}

describe('chooseTrailer', () => {
  it('picks the official trailer of TMDB’s sample over the fan-made one listed first', () => {
    const { results } = tmdbExample<VideoList>('movie-videos');
    expect(chooseTrailer(results, 'en')).toMatchObject({ key: 'BdJKm16Co6M', official: true });
  });

  it('prefers a trailer to a teaser, and an official one to a fan’s', () => {
    const teaser = video({ id: 'teaser', type: 'Teaser' });
    const fans = video({ id: 'fans', official: false });
    const official = video({ id: 'official' });
    expect(chooseTrailer([teaser, fans, official], 'en')?.id).toBe('official');
    expect(chooseTrailer([teaser, fans], 'en')?.id).toBe('fans');
    expect(chooseTrailer([teaser], 'en')?.id).toBe('teaser');
  });

  it('prefers the page’s language, then English, then any', () => {
    const english = video({ id: 'en' });
    const french = video({ id: 'fr', iso_639_1: 'fr', official: false, type: 'Teaser' });
    const german = video({ id: 'de', iso_639_1: 'de' });
    expect(chooseTrailer([german, english, french], 'fr')?.id).toBe('fr');
    expect(chooseTrailer([german, english, french], 'es')?.id).toBe('en');
    expect(chooseTrailer([german], 'es')?.id).toBe('de');
  });

  it('keeps TMDB’s order between equals', () => {
    expect(chooseTrailer([video({ id: 'first' }), video({ id: 'second' })], 'en')?.id).toBe(
      'first',
    );
  });

  it('plays only YouTube trailers and teasers with a well-formed id, and finds none in their absence', () => {
    expect(
      chooseTrailer(
        [
          video({ site: 'Vimeo' }),
          video({ type: 'Clip' }),
          video({ type: 'Featurette' }),
          video({ type: 'toString' }),
          video({ key: 'x"><script>' }),
          video({ key: '../../watch' }),
        ],
        'en',
      ),
    ).toBeUndefined();
    expect(chooseTrailer([], 'en')).toBeUndefined();
  });
});
