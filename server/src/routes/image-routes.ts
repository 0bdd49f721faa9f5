import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { MovieDetails, PersonDetails, TvDetails } from '@marquee/tmdb-types/details';
import { notFound } from '../http/tmdb-errors.js';
import { imageDimensions, type ArtworkKind } from '../images/image-sizes.js';
import { renderArtwork, type ArtworkSubject } from '../images/svg-artwork.js';
import type { RouteContext } from './route-context.js';

// Generated artwork file names: /{media}-{kind}-{id}-{hash}.svg (see the generator's imagePath).
const FILE_PATTERN = /^(movie|tv|person)-(poster|backdrop|profile)-(\d{1,15})-[0-9a-z]{1,13}\.svg$/;

function subjectFor(context: RouteContext, file: string): ArtworkSubject | undefined {
  const match = FILE_PATTERN.exec(file);
  if (match === null) return undefined;
  const media = match[1] as ArtworkSubject['media'];
  const kind = match[2] as ArtworkKind;
  const id = Number(match[3]);
  const json = context.catalogue.detailsJson(media, id);
  if (json === undefined) return undefined;
  const path = `/${file}`;
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
