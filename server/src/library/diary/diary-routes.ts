import { Type } from 'typebox';
import { rememberAddedTitle, type LibraryRouteContext } from '../http/library-route-context.js';
import { sortNames, titleReadOf, titleRefOf, TitleReadQuerySchema } from '../http/library-query.js';
import type { LibraryScope } from '../http/library-route-scope.js';
import {
  AccountParamsSchema,
  DiaryEntryParamsSchema,
  NullableNumberSchema,
  NullableTextSchema,
  titleBodySchema,
} from '../http/library-schemas.js';
import { CREATED_MESSAGE, DELETED, diaryEntryWire, libraryPage } from '../http/library-wire.js';
import { memberUid } from '../http/member-uid.js';
import {
  DiaryEntryCreatedSchema,
  DiaryEntrySchema,
  pageSchema,
  StatusAnswerSchema,
} from '../http/wire-schemas.js';
import type { DiaryStore, TitleMemory } from '../store/library-store.js';
import { notFound } from '../../http/tmdb-errors.js';

// The diary is about days watched: that is its date order, in place of the date added.
const SORTS = sortNames({ watched_on: 'watched' } as const);

/** The diary's read: a read of titles, and `media` (movie:550) for one title's watches. */
const DiaryQuerySchema = Type.Object({
  ...TitleReadQuerySchema.properties,
  media: Type.Optional(Type.String()),
});

/** POST /account/{account_id}/diary: one watch, on a day (YYYY-MM-DD), with a note and rating. */
export const NewDiaryEntryBodySchema = titleBodySchema({
  watched_on: Type.String(),
  note: Type.Optional(NullableTextSchema),
  rating: Type.Optional(NullableNumberSchema),
});

/** Marquee's watch diary: every watch an entry, a rewatch another. */
export function registerDiaryRoutes(
  scope: LibraryScope,
  context: LibraryRouteContext<DiaryStore & TitleMemory>,
): void {
  const { store } = context;
  scope.get(
    '/account/:account_id/diary',
    {
      schema: {
        params: AccountParamsSchema,
        querystring: DiaryQuerySchema,
        response: { 200: pageSchema(DiaryEntrySchema) },
      },
    },
    async (request) => {
      const { query } = request;
      const { page, read } = titleReadOf(query, SORTS, 'watched_on.desc');
      const slice = await store.listDiary(memberUid(request), {
        ...read,
        ...(query.media === undefined ? {} : { title: titleRefOf(query.media, 'media') }),
      });
      return libraryPage(page, slice, diaryEntryWire);
    },
  );

  scope.post(
    '/account/:account_id/diary',
    {
      schema: {
        params: AccountParamsSchema,
        body: NewDiaryEntryBodySchema,
        response: { 201: DiaryEntryCreatedSchema },
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
      return reply.code(201).send({
        status_code: 1,
        status_message: CREATED_MESSAGE,
        success: true,
        entry: diaryEntryWire(entry),
      });
    },
  );

  scope.delete(
    '/account/:account_id/diary/:entry_id',
    { schema: { params: DiaryEntryParamsSchema, response: { 200: StatusAnswerSchema } } },
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
