import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { MovieDetails, PersonDetails, TvDetails } from '@marquee/tmdb-types/details';
import { episodeOfId, seasonOfId } from '../catalogue/tv-part-ids.js';
import { streamingService } from '../catalogue/watch-providers.js';
import { utcDayOf } from '../catalogue/utc-days.js';
import { notFound } from '../http/tmdb-errors.js';
import { imageDimensions, type ArtworkKind } from '../images/image-sizes.js';
import { renderArtwork, type ArtworkSubject } from '../images/svg-artwork.js';
import type { RouteContext } from './route-context.js';

// Generated artwork file names: /{media}-{kind}-{id}-{hash}.svg (see the generator's imagePath).
// A show's seasons have posters (`tv-season-{season id}`) and its episodes stills (`tv-still-{episode id}`);
// a streaming service has a logo (`provider-logo-{provider id}`, watch-providers.ts), and a
// collection a poster and a backdrop (generated-collections.ts).
const FILE_PATTERN =
  /^(movie|tv|person|collection|provider)-(poster|backdrop|profile|season|still|logo)-(\d{1,15})-[0-9a-z]{1,13}\.svg$/;

/** A season's poster, drawn like the show's with the season named under the show's name. */
function seasonPosterSubject(
  context: RouteContext,
  id: number,
  path: string,
): ArtworkSubject | undefined {
  const { showId, season } = seasonOfId(id);
  const json = context.catalogue.tvDetailsJson(showId, utcDayOf(context.now()));
  if (json === undefined) return undefined;
  const show = JSON.parse(json) as TvDetails;
  const listed = show.seasons.find((entry) => entry.season_number === season);
  if (listed?.poster_path !== path) return undefined;
  return { kind: 'poster', media: 'tv', id, text: show.name, caption: listed.name };
}

/** An episode's still: a backdrop's shape, as TMDB's stills are, with the episode's name. */
function stillSubject(context: RouteContext, id: number, path: string): ArtworkSubject | undefined {
  const { showId, season, episode } = episodeOfId(id);
  const found = context.catalogue.tvEpisode(showId, season, episode, utcDayOf(context.now()));
  if (found?.still_path !== path) return undefined;
  const caption = season === 0 ? `Special ${episode}` : `Season ${season} · Episode ${episode}`;
  return { kind: 'backdrop', media: 'tv', id, text: found.name, caption };
}

/** A service's logo: its initials on its colour. The same in every catalogue, imported ones too. */
function logoSubject(id: number, path: string): ArtworkSubject | undefined {
  const service = streamingService(id);
  if (service?.logoPath !== path) return undefined;
  return { kind: 'logo', media: 'provider', id, text: service.name, caption: '' };
}

/** A collection's poster or backdrop, with its name. */
function collectionSubject(
  context: RouteContext,
  kind: ArtworkKind,
  id: number,
  path: string,
): ArtworkSubject | undefined {
  const collection = context.catalogue.collection(id, utcDayOf(context.now()));
  if (collection?.poster_path !== path && collection?.backdrop_path !== path) return undefined;
  return { kind, media: 'collection', id, text: collection.name, caption: 'Collection' };
}

function subjectFor(context: RouteContext, file: string): ArtworkSubject | undefined {
  const match = FILE_PATTERN.exec(file);
  if (match === null) return undefined;
  const media = match[1] as ArtworkSubject['media'];
  const id = Number(match[3]);
  const path = `/${file}`;
  if (media === 'provider') return match[2] === 'logo' ? logoSubject(id, path) : undefined;
  if (match[2] === 'logo') return undefined;
  if (media === 'tv' && match[2] === 'season') return seasonPosterSubject(context, id, path);
  if (media === 'tv' && match[2] === 'still') return stillSubject(context, id, path);
  const kind = match[2] as ArtworkKind;
  if (media === 'collection')
    return kind === 'poster' || kind === 'backdrop'
      ? collectionSubject(context, kind, id, path)
      : undefined;
  const json = context.catalogue.detailsJson(media, id);
  if (json === undefined) return undefined;
  if (media === 'person') {
    const person = JSON.parse(json) as PersonDetails;
    return person.profile_path === path
      ? { kind, media, id, text: person.name, caption: person.known_for_department }
      : undefined;
  }
  const title = JSON.parse(json) as MovieDetails | TvDetails;
  if (title.poster_path !== path && title.backdrop_path !== path) return undefined;
  const isMovie = media === 'movie';
  const text = isMovie ? (title as MovieDetails).title : (title as TvDetails).name;
  const year = yearOf(
    isMovie ? (title as MovieDetails).release_date : (title as TvDetails).first_air_date,
  );
  if (isMovie) return { kind, media, id, text, caption: year };
  return { kind, media, id, text, caption: year === '' ? 'Series' : `${year} · Series` };
}

/** TMDB leaves an unknown date empty; a catalogue imported before dates were checked may hold null. */
function yearOf(date: string | null): string {
  return (date ?? '').slice(0, 4);
}

export function registerImageRoutes(app: FastifyInstance, context: RouteContext): void {
  app.get<{ Params: { size: string; file: string } }>(
    '/t/p/:size/:file',
    async (request, reply) => {
      const subject = subjectFor(context, request.params.file);
      const dimensions =
        subject === undefined ? undefined : imageDimensions(request.params.size, subject.kind);
      if (subject === undefined || dimensions === undefined) throw notFound();
      const svg = renderArtwork(subject, dimensions.width, dimensions.height);
      const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 22)}"`;
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      const ifNoneMatch = request.headers['if-none-match'];
      if (
        ifNoneMatch !== undefined &&
        ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')
      ) {
        return reply.code(304).send();
      }
      return reply.type('image/svg+xml').send(svg);
    },
  );
}
