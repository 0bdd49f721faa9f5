import { Type, type Static } from 'typebox';
import { notFound } from '../../http/tmdb-errors.js';
import type { ListStore, TitleMemory, TitleRef } from '../store/library-store.js';
import { rememberAddedTitle, type LibraryRouteContext } from '../http/library-route-context.js';
import {
  invalidQuery,
  mediaTypeOf,
  pageOf,
  sliceOf,
  sortNames,
  titleReadOf,
  TitleReadQuerySchema,
} from '../http/library-query.js';
import type { LibraryScope, SchemaReply, SchemaRequest } from '../http/library-route-scope.js';
import {
  AccountParamsSchema,
  ListParamsSchema,
  MediaIdSchema,
  MediaTypeSchema,
  mediaTypeSchema,
  readQuerySchema,
  TextSchema,
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
import {
  AccountListSchema,
  ListCreatedSchema,
  ListDetailsSchema,
  ListItemStatusSchema,
  pageSchema,
  StatusAnswerSchema,
} from '../http/wire-schemas.js';

// A list's own order first; "date added" is when the title joined the list.
const ITEM_SORTS = sortNames({ original_order: 'position', created_at: 'added' } as const);

// TMDB's lists hold movies, so an item without a media_type is a movie.
export const ListItemBodySchema = Type.Object({
  media_id: MediaIdSchema,
  media_type: Type.Optional(mediaTypeSchema({ default: 'movie' })),
});

const ItemStatusQuerySchema = readQuerySchema('movie_id', 'media_type', 'media_id');

/** TMDB's movie_id, or Marquee's media_type (movie by default) and media_id. */
function itemOf(query: Static<typeof ItemStatusQuerySchema>): TitleRef {
  const mediaType = mediaTypeOf(query.media_type) ?? 'movie';
  const id = query.media_id ?? (mediaType === 'movie' ? query.movie_id : undefined);
  if (id === undefined || !/^[1-9]\d{0,14}$/.test(id))
    throw invalidQuery('item_status needs movie_id, or media_type and media_id.');
  return { mediaType, mediaId: Number(id) };
}

function listIdOf(params: ListParams): number {
  return Number(params.list_id);
}

/** POST /list: a new list of the member's. `language` is TMDB's, taken and not kept. */
export const NewListBodySchema = Type.Object({
  name: TextSchema,
  description: Type.Optional(TextSchema),
  language: Type.Optional(TextSchema),
});

/** PUT /list/{list_id}: a new name or description, or both. */
export const ListChangesBodySchema = Type.Object({
  name: Type.Optional(TextSchema),
  description: Type.Optional(TextSchema),
});

/** POST /list/{list_id}/move_item: the item's new place, 0 first. */
export const MoveListItemBodySchema = Type.Object({
  media_id: MediaIdSchema,
  media_type: MediaTypeSchema,
  position: Type.Integer(),
});

const STATUS = { 200: StatusAnswerSchema };

// Each route's schema, named for its handler below.
const ROUTES = {
  memberLists: {
    params: AccountParamsSchema,
    querystring: readQuerySchema('page'),
    response: { 200: pageSchema(AccountListSchema) },
  },
  createList: { body: NewListBodySchema, response: { 201: ListCreatedSchema } },
  listWithItems: {
    params: ListParamsSchema,
    querystring: TitleReadQuerySchema,
    response: { 200: ListDetailsSchema },
  },
  changeList: { params: ListParamsSchema, body: ListChangesBodySchema, response: STATUS },
  deleteList: { params: ListParamsSchema, response: STATUS },
  addItem: { params: ListParamsSchema, body: ListItemBodySchema, response: STATUS },
  removeItem: { params: ListParamsSchema, body: ListItemBodySchema, response: STATUS },
  moveItem: { params: ListParamsSchema, body: MoveListItemBodySchema, response: STATUS },
  itemStatus: {
    params: ListParamsSchema,
    querystring: ItemStatusQuerySchema,
    response: { 200: ListItemStatusSchema },
  },
} as const;

type RouteName = keyof typeof ROUTES;
type Request<Name extends RouteName> = SchemaRequest<(typeof ROUTES)[Name]>;

// The schema's default makes media_type always present.
function titleOfBody(body: Static<typeof ListItemBodySchema>): TitleRef {
  return { mediaType: body.media_type ?? 'movie', mediaId: body.media_id };
}

/** One handler per list path, named for what it answers; registerUserListRoutes routes to them. */
function listHandlers(context: LibraryRouteContext<ListStore & TitleMemory>) {
  const { store } = context;
  return {
    async memberLists(request: Request<'memberLists'>) {
      const page = pageOf(request.query);
      const slice = await store.listLists(memberUid(request), sliceOf(page));
      return libraryPage(page, slice, accountList);
    },

    async createList(request: Request<'createList'>, reply: SchemaReply<typeof ROUTES.createList>) {
      const { name, description } = request.body;
      const list = await store.createList(memberUid(request), { name, description });
      return reply.code(201).send({
        status_code: 1,
        status_message: CREATED_MESSAGE,
        success: true,
        list_id: list.id,
      });
    },

    async listWithItems(request: Request<'listWithItems'>) {
      const uid = memberUid(request);
      const listId = listIdOf(request.params);
      const { page, read } = titleReadOf(request.query, ITEM_SORTS, 'original_order.asc');
      const list = await store.getList(uid, listId);
      if (list === undefined) throw notFound();
      const items = await store.listListItems(uid, listId, read);
      return listDetails(list, libraryPage(page, items, libraryTitle));
    },

    async changeList(request: Request<'changeList'>) {
      const { name, description } = request.body;
      await store.updateList(memberUid(request), listIdOf(request.params), {
        ...(name === undefined ? {} : { name }),
        ...(description === undefined ? {} : { description }),
      });
      return UPDATED;
    },

    async deleteList(request: Request<'deleteList'>) {
      if (!(await store.deleteList(memberUid(request), listIdOf(request.params)))) throw notFound();
      return DELETED;
    },

    async addItem(request: Request<'addItem'>) {
      const title = titleOfBody(request.body);
      await rememberAddedTitle(context, title);
      await store.addListItem(memberUid(request), listIdOf(request.params), title);
      return UPDATED;
    },

    async removeItem(request: Request<'removeItem'>) {
      const title = titleOfBody(request.body);
      await store.removeListItem(memberUid(request), listIdOf(request.params), title);
      return DELETED;
    },

    async moveItem(request: Request<'moveItem'>) {
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

    async itemStatus(request: Request<'itemStatus'>) {
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
  scope: LibraryScope,
  context: LibraryRouteContext<ListStore & TitleMemory>,
): void {
  const handle = listHandlers(context);
  const route = <Name extends RouteName>(name: Name) => ({ schema: ROUTES[name] });
  scope.get('/account/:account_id/lists', route('memberLists'), handle.memberLists);
  scope.post('/list', route('createList'), handle.createList);
  scope.get('/list/:list_id', route('listWithItems'), handle.listWithItems);
  scope.put('/list/:list_id', route('changeList'), handle.changeList);
  scope.delete('/list/:list_id', route('deleteList'), handle.deleteList);
  scope.post('/list/:list_id/add_item', route('addItem'), handle.addItem);
  scope.post('/list/:list_id/remove_item', route('removeItem'), handle.removeItem);
  scope.post('/list/:list_id/move_item', route('moveItem'), handle.moveItem);
  scope.get('/list/:list_id/item_status', route('itemStatus'), handle.itemStatus);
}
