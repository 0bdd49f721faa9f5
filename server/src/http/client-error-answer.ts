import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { invalidParameters } from './tmdb-errors.js';

// What Node's parser or its time-outs report, and the status that says it; anything else is a 400.
const STATUS_BY_ERROR_CODE: Readonly<Record<string, number>> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
};

export function clientErrorStatus(code: string | undefined): number {
  return (code !== undefined && STATUS_BY_ERROR_CODE[code]) || 400;
}

/** The raw answer Node would have written itself, in TMDB's shape and with the security headers. */
export function clientErrorResponse(status: number, headers: Record<string, string>): string {
  const body = JSON.stringify(invalidParameters(status).toBody());
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

type ClientErrorHandler = (
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
) => void;

/**
 * Fastify's clientErrorHandler, for what Node answers before any route or hook runs: a request line
 * it cannot parse (400), headers too large (431) or too slow (408), a request past its time-out (408).
 * HSTS is left out: whether the request came over HTTPS is not known here.
 */
export function answerClientErrors(headers: Record<string, string>): ClientErrorHandler {
  return function answerClientError(error, socket) {
    // A reset connection has no one to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = clientErrorStatus(error.code);
    this.log.debug({ err: error, status }, 'client error');
    // Like Node: never write into an answer that has already begun.
    const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (socket.writable && inFlight?.headersSent !== true)
      socket.write(clientErrorResponse(status, headers));
    socket.destroy();
  };
}
