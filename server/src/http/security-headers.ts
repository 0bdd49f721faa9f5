import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface SecurityHeaderOptions {
  /** Where sign-in requests go (the Firebase Auth Emulator, or Google's identity endpoints). */
  identityOrigins: string[];
  /** Extra image origins, e.g. TMDB's image service when images are redirected there. */
  imageOrigins: string[];
}

// The trailer player, framed only after a click on "Play trailer". On every page, not the details
// pages alone: the app navigates without loading a new document, so the policy a member arrived
// with is the one the details page has.
const TRAILER_FRAME_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * The app needs nothing inline and nothing from elsewhere except sign-in and the trailer player:
 * no inline script or style (React sets styles through the DOM, which CSP allows), images from here
 * or data: URLs, frames from the privacy-enhanced YouTube host alone (not even this origin), the
 * installed app's worker and manifest from here.
 */
export function contentSecurityPolicy(
  { identityOrigins, imageOrigins }: SecurityHeaderOptions,
  /** A server-rendered page's own inline stylesheet, allowed by its hash alone ('sha256-…'). */
  styleHashes: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    ['style-src', "'self'", ...styleHashes.map((hash) => `'${hash}'`)].join(' '),
    ['img-src', "'self'", 'data:', ...imageOrigins].join(' '),
    "font-src 'self'",
    // The installed app's service worker and manifest, both at the base path.
    "worker-src 'self'",
    "manifest-src 'self'",
    ['connect-src', "'self'", ...identityOrigins].join(' '),
    `frame-src ${TRAILER_FRAME_ORIGIN}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The headers every answer carries whatever the request, HSTS aside (it depends on how the request came). */
export function securityHeaderValues(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'x-frame-options': 'DENY',
  };
}

const HSTS = 'max-age=31536000; includeSubDomains';

/** The security headers of an answer over plain HTTP, and over HTTPS (with HSTS), built once. */
export interface SecurityHeaderBlocks {
  readonly http: Readonly<Record<string, string>>;
  readonly https: Readonly<Record<string, string>>;
}

export function securityHeaderBlocks(options: SecurityHeaderOptions): SecurityHeaderBlocks {
  const http = securityHeaderValues(options);
  // Only meaningful over HTTPS (directly, or as told by a trusted proxy); over HTTP browsers ignore it anyway.
  const https = { ...http, 'strict-transport-security': HSTS };
  return { http: Object.freeze(http), https: Object.freeze(https) };
}

/**
 * Puts a block onto an answer's own headers the way the onSend hook puts it onto a reply: a route
 * that set a stricter CSP (images) keeps its own; every other header is the block's.
 */
export function addSecurityHeaders(
  headers: Record<string, string>,
  block: Readonly<Record<string, string>>,
): void {
  for (const [name, value] of Object.entries(block)) {
    if (name !== 'content-security-policy' || headers[name] === undefined) headers[name] = value;
  }
}

/** Sets the headers on one reply; `blocks` are the same headers, for answers written without the hook. */
export interface SecurityHeaders {
  (request: FastifyRequest, reply: FastifyReply): void;
  readonly blocks: SecurityHeaderBlocks;
}

/** Sets the headers on one reply; a route that set a stricter CSP (images) keeps its own. */
export function securityHeaders(options: SecurityHeaderOptions): SecurityHeaders {
  const blocks = securityHeaderBlocks(options);
  const { 'content-security-policy': policy, ...others } = blocks.http;
  const apply = (request: FastifyRequest, reply: FastifyReply): void => {
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', policy);
    reply.headers(others);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  };
  return Object.assign(apply, { blocks });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What registerSecurityHeaders puts on every answer; see registeredSecurityHeaders. */
    securityHeaderBlocks: SecurityHeaderBlocks | undefined;
  }
}

/**
 * One onSend hook puts the headers on every answer that goes through the router. A callback hook:
 * it runs on every request, and an async one costs a promise each. The app also keeps the blocks,
 * so an answer written straight to the socket (a cached one) carries the very same headers.
 */
export function registerSecurityHeaders(app: FastifyInstance, apply: SecurityHeaders): void {
  app.decorate('securityHeaderBlocks', apply.blocks);
  app.addHook('onSend', (request, reply, payload, done) => {
    apply(request, reply);
    done(null, payload);
  });
}

/** The headers registerSecurityHeaders put on this app's answers (or its parent's); undefined if none. */
export function registeredSecurityHeaders(app: FastifyInstance): SecurityHeaderBlocks | undefined {
  return app.hasDecorator('securityHeaderBlocks') ? app.securityHeaderBlocks : undefined;
}
