import type { FastifyInstance } from 'fastify';

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
export function contentSecurityPolicy({ identityOrigins, imageOrigins }: SecurityHeaderOptions): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    ['img-src', "'self'", 'data:', ...imageOrigins].join(' '),
    "font-src 'self'",
    ['connect-src', "'self'", ...identityOrigins].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** One onSend hook puts the headers on every answer; a route that set a stricter CSP (images) keeps its own. */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const policy = contentSecurityPolicy(options);
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', policy);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    // Only meaningful over HTTPS (directly, or as told by a trusted proxy); over HTTP browsers ignore it anyway.
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}
