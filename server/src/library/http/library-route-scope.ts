import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
// The swagger plugin's schema fields (tags, security), for the OpenAPI document.
import type {} from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MEMBER_TOKEN_SCHEME } from '../../http/openapi-document.js';
import { typedScope, type TypedScope } from '../../http/typed-scope.js';
import { TmdbErrorSchema } from './wire-schemas.js';

/** A scope of the library's routes: typed by their schemas, and described (describedScope). */
export type LibraryScope = TypedScope;

/** The request of a route with `Schema`, for a handler written apart from its route. */
export type SchemaRequest<Schema extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  Schema,
  TypeBoxTypeProvider
>;

/** The reply of a route with `Schema`, for a handler written apart from its route. */
export type SchemaReply<Schema extends FastifySchema> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  unknown,
  Schema,
  TypeBoxTypeProvider
>;

/** How the OpenAPI document groups a scope's routes, and whether they need a member's token. */
export interface RouteDescription {
  tag: string;
  /** The routes take the member's Firebase ID token (docs/library-api.md). */
  member: boolean;
}

/**
 * Makes `scope` a described scope: every route registered in it afterwards is tagged for the
 * OpenAPI document (untagged routes, the catalogue's, are left out of it), says it answers errors
 * in TMDB's shape, and, for members' routes, that it needs the member's token. Answers are written
 * with JSON.stringify as before the schemas: a schema-driven serializer would drop or coerce the
 * fields TMDB sent that a schema does not list (a remembered title's), so the schemas describe
 * and type the answers and the OpenAPI test holds real answers to them.
 */
export function describedScope(
  scope: FastifyInstance,
  description: RouteDescription,
): LibraryScope {
  scope.setSerializerCompiler(() => (data) => JSON.stringify(data));
  scope.addHook('onRoute', (route) => {
    const schema = route.schema ?? {};
    route.schema = {
      ...schema,
      tags: [description.tag],
      ...(description.member && { security: [{ [MEMBER_TOKEN_SCHEME]: [] }] }),
      response: { ...(schema.response as object), '4xx': TmdbErrorSchema, '5xx': TmdbErrorSchema },
    };
  });
  return typedScope(scope);
}
