import type { FastifyReply } from 'fastify';

/** Sends JSON that is already a string (a stored details object) without parsing it again. */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
