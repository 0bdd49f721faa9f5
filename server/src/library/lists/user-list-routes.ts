import type { FastifyInstance } from 'fastify';
import type {
  ListChangesBody,
  ListCreated,
  ListItemBody,
  ListItemStatus,
  MoveListItemBody,
  NewListBody,
} from '@marquee/tmdb-types/account';
import { notFound } from '../../http/tmdb-errors.js';
import type { ListStore, TitleMemory, TitleRef } from '../store/library-store.js';
import { rememberAddedTitle, type LibraryRouteContext } from '../http/library-route-context.js';
import {
  invalidQuery,
  mediaTypeOf,
  pageOf,
  readQuerySchema,
  sliceOf,
  sortNames,
  titleReadOf,
  TITLE_READ_QUERY_NAMES,
  type LibraryReadQuery,
} from '../http/library-query.js';
import {
  accountParamsSchema,
  listParamsSchema,
  mediaIdProperty,
  mediaTypeProperty,
  textProperty,
  type AccountParams,
  type ListParams,
} from '../http/library-schemas.js';
import {
  CREATED_MESSAGE,
  DELETED,
  UPDATED,
  accountList,
  libraryPage,
  libraryTitle,
  listDetails,
} from '../http/library-wire.js';
import { memberUid } from '../http/member-uid.js';

// A list's own order first; "date added" is when the title joined the list.
const ITEM_SORTS = sortNames({ original_order: 'position', created_at: 'added' } as const);

// TMDB's lists hold movies, so an item without a media_type is a movie.
const listItemBodySchema = {
  type: 'object',
  properties: { media_id: mediaIdProperty, media_type: { ...mediaTypeProperty, default: 'movie' } },
  required: ['media_id'],
} as const;

interface ItemStatusQuery {
  movie_id?: string;
  media_type?: string;
  media_id?: string;
}

/** TMDB's movie_id, or Marquee's media_type (movie by default) and media_id. */
function itemOf(query: ItemStatusQuery): TitleRef {
  const mediaType = mediaTypeOf(query.media_type) ?? 'movie';
  const id = query.media_id ?? (mediaType === 'movie' ? query.movie_id : undefined);
  if (id === undefined || !/^[1-9]\d{0,14}$/.test(id))
    throw invalidQuery('item_status needs movie_id, or media_type and media_id.');
  return { mediaType, mediaId: Number(id) };
}

function listIdOf(params: ListParams): number {
  return Number(params.list_id);
}

/** The member's lists: TMDB's v3 list paths, and Marquee's rename and reorder. */
export function registerUserListRoutes(
  scope: FastifyInstance,
  context: LibraryRouteContext<ListStore & TitleMemory>,
): void {
  const { store } = context;
  scope.get<{ Params: AccountParams; Querystring: LibraryReadQuery }>(
    '/account/:account_id/lists',
    { schema: { params: accountParamsSchema, querystring: readQuerySchema('page') } },
    async (request) => {
      const page = pageOf(request.query);
      const slice = await store.listLists(memberUid(request), sliceOf(page));
      return libraryPage(page, slice, accountList);
    },
  );

  scope.post<{ Body: NewListBody }>(
    '/list',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            name: textProperty,
            description: textProperty,
            language: textProperty,
          },
          required: ['name'],
        },
      },
    },
    async (request, reply) => {
      const { name, description } = request.body;
      const list = await store.createList(memberUid(request), { name, description });
      const created: ListCreated = {
        status_code: 1,
        status_message: CREATED_MESSAGE,
        success: true,
        list_id: list.id,
      };
      return reply.code(201).send(created);
    },
  );

  scope.get<{ Params: ListParams; Querystring: LibraryReadQuery }>(
    '/list/:list_id',
    {
      schema: {
        params: listParamsSchema,
        querystring: readQuerySchema(...TITLE_READ_QUERY_NAMES),
      },
    },
    async (request) => {
      const uid = memberUid(request);
      const listId = listIdOf(request.params);
      const { query } = request;
      const { page, read } = titleReadOf(query, ITEM_SORTS, 'original_order.asc');
      const list = await store.getList(uid, listId);
      if (list === undefined) throw notFound();
      const items = await store.listListItems(uid, listId, read);
      return listDetails(list, libraryPage(page, items, libraryTitle));
    },
  );

  scope.put<{ Params: ListParams; Body: ListChangesBody }>(
    '/list/:list_id',
    {
      schema: {
        params: listParamsSchema,
        body: {
          type: 'object',
          properties: { name: textProperty, description: textProperty },
        },
      },
    },
    async (request) => {
      const { name, description } = request.body;
      await store.updateList(memberUid(request), listIdOf(request.params), {
        ...(name === undefined ? {} : { name }),
        ...(description === undefined ? {} : { description }),
      });
      return UPDATED;
    },
  );

  scope.delete<{ Params: ListParams }>(
    '/list/:list_id',
    { schema: { params: listParamsSchema } },
    async (request) => {
      if (!(await store.deleteList(memberUid(request), listIdOf(request.params)))) throw notFound();
      return DELETED;
    },
  );

  scope.post<{ Params: ListParams; Body: Required<ListItemBody> }>(
    '/list/:list_id/add_item',
    { schema: { params: listParamsSchema, body: listItemBodySchema } },
    async (request) => {
      const title = { mediaType: request.body.media_type, mediaId: request.body.media_id };
      await rememberAddedTitle(context, title);
      await store.addListItem(memberUid(request), listIdOf(request.params), title);
      return UPDATED;
    },
  );

  scope.post<{ Params: ListParams; Body: Required<ListItemBody> }>(
    '/list/:list_id/remove_item',
    { schema: { params: listParamsSchema, body: listItemBodySchema } },
    async (request) => {
      const title = { mediaType: request.body.media_type, mediaId: request.body.media_id };
      await store.removeListItem(memberUid(request), listIdOf(request.params), title);
      return DELETED;
    },
  );

  scope.post<{ Params: ListParams; Body: MoveListItemBody }>(
    '/list/:list_id/move_item',
    {
      schema: {
        params: listParamsSchema,
        body: {
          type: 'object',
          properties: {
            media_id: mediaIdProperty,
            media_type: mediaTypeProperty,
            position: { type: 'integer' },
          },
          required: ['media_id', 'media_type', 'position'],
        },
      },
    },
    async (request) => {
      const { media_type, media_id, position } = request.body;
      const moved = await store.moveListItem(
        memberUid(request),
        listIdOf(request.params),
        { mediaType: media_type, mediaId: media_id },
        position,
      );
      if (!moved) throw notFound();
      return UPDATED;
    },
  );

  scope.get<{ Params: ListParams; Querystring: ItemStatusQuery }>(
    '/list/:list_id/item_status',
    {
      schema: {
        params: listParamsSchema,
        querystring: readQuerySchema('movie_id', 'media_type', 'media_id'),
      },
    },
    async (request): Promise<ListItemStatus> => {
      const title = itemOf(request.query);
      const present = await store.listItemStatus(
        memberUid(request),
        listIdOf(request.params),
        title,
      );
      return { id: title.mediaId, item_present: present };
    },
  );
}
