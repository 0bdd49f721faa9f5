import type { FastifyRequest } from 'fastify';

// A host name, IPv4 or [IPv6] literal, with an optional port: nothing that could end the origin early.
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin this server answers at, for the absolute URLs it hands out (/3/configuration's image
 * base) and for anything keyed on them. It is built from the Host header and never X-Forwarded-Host:
 * with TRUST_PROXY=true any client that reaches the server directly could set that one. A proxy that
 * should keep the public name passes it in Host (nginx: `proxy_set_header Host $host`; Caddy does by
 * default). Only the scheme may come from a trusted proxy (X-Forwarded-Proto), and only http or https.
 */
export function publicOrigin(request: FastifyRequest): string {
  const scheme = request.protocol === 'https' ? 'https' : 'http';
  const host = request.headers.host;
  if (host !== undefined && HOST.test(host)) return `${scheme}://${host}`;
  // HTTP/1.0 without Host, or a Host no browser would send: the address the client reached.
  const { localAddress = '127.0.0.1', localPort } = request.socket;
  const address = localAddress.includes(':') ? `[${localAddress}]` : localAddress;
  return `${scheme}://${address}${localPort === undefined ? '' : `:${localPort}`}`;
}
