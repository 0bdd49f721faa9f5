import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';

const REDACTED = '[redacted]';

function decodedName(part: string): string {
  const name = part.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/**
 * The URL as it may be logged: every api_key value (CATALOGUE_API_KEY, or a TMDB key a client sent)
 * replaced. Names are compared decoded and in any case, since `api%5Fkey` reaches the same check.
 */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question === -1) return url;
  const query = url
    .slice(question + 1)
    .split('&')
    .map((part) =>
      decodedName(part).toLowerCase() === 'api_key'
        ? `${part.split('=', 1)[0] ?? ''}=${REDACTED}`
        : part,
    )
    .join('&');
  return `${url.slice(0, question + 1)}${query}`;
}

// Pino's own levels: only these two let a debug line through.
function logsDebug(log: FastifyBaseLogger): boolean {
  return log.level === 'debug' || log.level === 'trace';
}

/**
 * Fastify logs each request at info, which fills the terminal; here they are debug lines. Failures
 * keep their level: the error handler logs 5xx causes at error. Above debug (every server but a
 * developer's), a request that went well costs no line: not even its fields are gathered.
 */
export class DebugRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.logsDebug(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error)
      reply.log.error(
        { res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    else if (logsDebug(reply.log))
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }

  override routeNotFound(request: FastifyRequest): void {
    if (this.logsDebug(request)) request.log.debug({ req: request }, 'route not found');
  }

  private logsDebug(request: FastifyRequest): boolean {
    return !this.isLogDisabled(request) && logsDebug(request.log);
  }
}

export interface LogDestination {
  write(line: string): void;
}

/** Pino's settings for the app: no credential in a URL or a header ever reaches a log line. */
export function loggerOptions(
  level: string,
  stream?: LogDestination,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    ...(stream === undefined ? {} : { stream }),
    serializers: {
      // Fastify's own, less the forwarded host, with the URL redacted.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    // Headers are not logged today; should anyone log them, these stay out.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
      ],
      censor: REDACTED,
    },
  };
}
