import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface SecurityHeaderOptions {
  /** Where sign-in requests go (the Firebase Auth Emulator, or Google's identity endpoints). */
  identityOrigins: string[];
  /** Extra image origins, e.g. TMDB's image service when images are redirected there. */
  imageOrigins: string[];
}

/**
 * The app needs nothing inline and nothing from elsewhere except sign-in: no inline script or style
 * (React sets styles through the DOM, which CSP allows), images from here or data: URLs.
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
    ['connect-src', "'self'", ...identityOrigins].join(' '),
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

export type SecurityHeaders = (request: FastifyRequest, reply: FastifyReply) => void;

/** Sets the headers on one reply; a route that set a stricter CSP (images) keeps its own. */
export function securityHeaders(options: SecurityHeaderOptions): SecurityHeaders {
  const { 'content-security-policy': policy, ...others } = securityHeaderValues(options);
  return (request, reply) => {
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', policy);
    reply.headers(others);
    // Only meaningful over HTTPS (directly, or as told by a trusted proxy); over HTTP browsers ignore it anyway.
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  };
}

/** One onSend hook puts the headers on every answer that goes through the router. */
export function registerSecurityHeaders(app: FastifyInstance, apply: SecurityHeaders): void {
  app.addHook('onSend', async (request, reply, payload) => {
    apply(request, reply);
    return payload;
  });
}
