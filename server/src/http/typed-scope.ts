import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';

/**
 * A scope whose routes take their request (and answer) types from their TypeBox schemas: each
 * schema is written once, Fastify validates with it, and the handler's types are what it says.
 */
export type TypedScope = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** The same scope, typed by its routes' schemas (no change at run time). */
export function typedScope(scope: FastifyInstance): TypedScope {
  return scope.withTypeProvider<TypeBoxTypeProvider>();
}
