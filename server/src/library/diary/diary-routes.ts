import type { FastifyInstance } from 'fastify';
import type { DiaryEntryCreated, NewDiaryEntryBody } from '@marquee/tmdb-types/account';
import { rememberAddedTitle, type LibraryRouteContext } from '../http/library-route-context.js';
import {
  readQuerySchema,
  sortNames,
  titleReadOf,
  titleRefOf,
  TITLE_READ_QUERY_NAMES,
  type LibraryReadQuery,
} from '../http/library-query.js';
import {
  accountParamsSchema,
  diaryEntryParamsSchema,
  textProperty,
  titleBodySchema,
  type AccountParams,
  type DiaryEntryParams,
} from '../http/library-schemas.js';
import { CREATED_MESSAGE, DELETED, diaryEntryWire, libraryPage } from '../http/library-wire.js';
import { memberUid } from '../http/member-uid.js';
import type { DiaryStore, TitleMemory } from '../store/library-store.js';
import { notFound } from '../../http/tmdb-errors.js';

// The diary is about days watched: that is its date order, in place of the date added.
const SORTS = sortNames({ watched_on: 'watched' } as const);

/** Marquee's watch diary: every watch an entry, a rewatch another. */
export function registerDiaryRoutes(
  scope: FastifyInstance,
  context: LibraryRouteContext<DiaryStore & TitleMemory>,
): void {
  const { store } = context;
  scope.get<{ Params: AccountParams; Querystring: LibraryReadQuery & { media?: string } }>(
    '/account/:account_id/diary',
    {
      schema: {
        params: accountParamsSchema,
        querystring: readQuerySchema(...TITLE_READ_QUERY_NAMES, 'media'),
      },
    },
    async (request) => {
      const { query } = request;
      const { page, read } = titleReadOf(query, SORTS, 'watched_on.desc');
      const slice = await store.listDiary(memberUid(request), {
        ...read,
        ...(query.media === undefined ? {} : { title: titleRefOf(query.media) }),
      });
      return libraryPage(page, slice, diaryEntryWire);
    },
  );

  scope.post<{ Params: AccountParams; Body: NewDiaryEntryBody }>(
    '/account/:account_id/diary',
    {
      schema: {
        params: accountParamsSchema,
        body: titleBodySchema(
          {
            watched_on: { type: 'string' },
            note: { anyOf: [textProperty, { type: 'null' }] },
            rating: { type: ['number', 'null'] },
          },
          ['watched_on'],
        ),
      },
    },
    async (request, reply) => {
      const uid = memberUid(request);
      const { media_type, media_id, watched_on, note, rating } = request.body;
      const title = { mediaType: media_type, mediaId: media_id };
      await rememberAddedTitle(context, title);
      const entry = await store.addDiaryEntry(uid, {
        ...title,
        watchedOn: watched_on,
        note: note ?? null,
        rating: rating ?? null,
      });
      const created: DiaryEntryCreated = {
        status_code: 1,
        status_message: CREATED_MESSAGE,
        success: true,
        entry: diaryEntryWire(entry),
      };
      return reply.code(201).send(created);
    },
  );

  scope.delete<{ Params: DiaryEntryParams }>(
    '/account/:account_id/diary/:entry_id',
    { schema: { params: diaryEntryParamsSchema } },
    async (request) => {
      const deleted = await store.deleteDiaryEntry(
        memberUid(request),
        Number(request.params.entry_id),
      );
      if (!deleted) throw notFound();
      return DELETED;
    },
  );
}
