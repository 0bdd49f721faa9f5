import type { ServerConfig } from '../config.js';
import { isLoopbackHost } from '../loopback-host.js';

/**
 * What to tell the operator when TRUST_PROXY=true and other machines can reach the server without
 * going through the proxy; undefined when there is nothing to say. A list of proxy addresses is safe.
 */
export function trustProxyWarning({
  host,
  security,
}: Pick<ServerConfig, 'host' | 'security'>): string | undefined {
  if (security.trustProxy !== true || isLoopbackHost(host)) return undefined;
  return (
    `TRUST_PROXY=true believes X-Forwarded-* from anyone, and HOST=${host} lets other machines in: ` +
    'a client that reaches this server directly can rotate X-Forwarded-For to escape the per-address rate limit ' +
    'and choose the scheme of the URLs it is given. Set TRUST_PROXY to the proxy’s addresses (e.g. TRUST_PROXY=10.0.0.5), ' +
    'or listen on 127.0.0.1 behind a proxy on this machine'
  );
}
