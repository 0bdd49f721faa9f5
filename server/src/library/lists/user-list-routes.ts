import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

const newListBodySchema = {
  type: 'object',
  properties: { name: textProperty, description: textProperty, language: textProperty },
  required: ['name'],
} as const;

const listChangesBodySchema = {
  type: 'object',
  properties: { name: textProperty, description: textProperty },
} as const;

const moveItemBodySchema = {
  type: 'object',
  properties: {
    media_id: mediaIdProperty,
    media_type: mediaTypeProperty,
    position: { type: 'integer' },
  },
  required: ['media_id', 'media_type', 'position'],
} as const;

type ListRequest<Extra = object> = FastifyRequest<{ Params: ListParams } & Extra>;

function titleOfBody(body: Required<ListItemBody>): TitleRef {
  return { mediaType: body.media_type, mediaId: body.media_id };
}

/** One handler per list path, named for what it answers; registerUserListRoutes routes to them. */
function listHandlers(context: LibraryRouteContext<ListStore & TitleMemory>) {
  const { store } = context;
  return {
    async memberLists(request: FastifyRequest<{ Querystring: LibraryReadQuery }>) {
      const page = pageOf(request.query);
      const slice = await store.listLists(memberUid(request), sliceOf(page));
      return libraryPage(page, slice, accountList);
    },

    async createList(request: FastifyRequest<{ Body: NewListBody }>, reply: FastifyReply) {
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

    async listWithItems(request: ListRequest<{ Querystring: LibraryReadQuery }>) {
      const uid = memberUid(request);
      const listId = listIdOf(request.params);
      const { page, read } = titleReadOf(request.query, ITEM_SORTS, 'original_order.asc');
      const list = await store.getList(uid, listId);
      if (list === undefined) throw notFound();
      const items = await store.listListItems(uid, listId, read);
      return listDetails(list, libraryPage(page, items, libraryTitle));
    },

    async changeList(request: ListRequest<{ Body: ListChangesBody }>) {
      const { name, description } = request.body;
      await store.updateList(memberUid(request), listIdOf(request.params), {
        ...(name === undefined ? {} : { name }),
        ...(description === undefined ? {} : { description }),
      });
      return UPDATED;
    },

    async deleteList(request: ListRequest) {
      if (!(await store.deleteList(memberUid(request), listIdOf(request.params)))) throw notFound();
      return DELETED;
    },

    async addItem(request: ListRequest<{ Body: Required<ListItemBody> }>) {
      const title = titleOfBody(request.body);
      await rememberAddedTitle(context, title);
      await store.addListItem(memberUid(request), listIdOf(request.params), title);
      return UPDATED;
    },

    async removeItem(request: ListRequest<{ Body: Required<ListItemBody> }>) {
      const title = titleOfBody(request.body);
      await store.removeListItem(memberUid(request), listIdOf(request.params), title);
      return DELETED;
    },

    async moveItem(request: ListRequest<{ Body: MoveListItemBody }>) {
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

    async itemStatus(
      request: ListRequest<{ Querystring: ItemStatusQuery }>,
    ): Promise<ListItemStatus> {
      const title = itemOf(request.query);
      const present = await store.listItemStatus(
        memberUid(request),
        listIdOf(request.params),
        title,
      );
      return { id: title.mediaId, item_present: present };
    },
  };
}

/** The member's lists: TMDB's v3 list paths, and Marquee's rename and reorder. */
export function registerUserListRoutes(
  scope: FastifyInstance,
  context: LibraryRouteContext<ListStore & TitleMemory>,
): void {
  const handle = listHandlers(context);
  const params = listParamsSchema;
  scope.get<{ Params: AccountParams; Querystring: LibraryReadQuery }>(
    '/account/:account_id/lists',
    { schema: { params: accountParamsSchema, querystring: readQuerySchema('page') } },
    handle.memberLists,
  );
  scope.post<{ Body: NewListBody }>(
    '/list',
    { schema: { body: newListBodySchema } },
    handle.createList,
  );
  scope.get<{ Params: ListParams; Querystring: LibraryReadQuery }>(
    '/list/:list_id',
    { schema: { params, querystring: readQuerySchema(...TITLE_READ_QUERY_NAMES) } },
    handle.listWithItems,
  );
  scope.put<{ Params: ListParams; Body: ListChangesBody }>(
    '/list/:list_id',
    { schema: { params, body: listChangesBodySchema } },
    handle.changeList,
  );
  scope.delete<{ Params: ListParams }>('/list/:list_id', { schema: { params } }, handle.deleteList);
  scope.post<{ Params: ListParams; Body: Required<ListItemBody> }>(
    '/list/:list_id/add_item',
    { schema: { params, body: listItemBodySchema } },
    handle.addItem,
  );
  scope.post<{ Params: ListParams; Body: Required<ListItemBody> }>(
    '/list/:list_id/remove_item',
    { schema: { params, body: listItemBodySchema } },
    handle.removeItem,
  );
  scope.post<{ Params: ListParams; Body: MoveListItemBody }>(
    '/list/:list_id/move_item',
    { schema: { params, body: moveItemBodySchema } },
    handle.moveItem,
  );
  scope.get<{ Params: ListParams; Querystring: ItemStatusQuery }>(
    '/list/:list_id/item_status',
    { schema: { params, querystring: readQuerySchema('movie_id', 'media_type', 'media_id') } },
    handle.itemStatus,
  );
}
