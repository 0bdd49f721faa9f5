import { BlockList, isIP, type Server, type Socket } from 'node:net';
import { clientKey } from './client-key.js';

export interface ConnectionLimits {
  /** Open connections in all; Node closes any beyond it as soon as it is accepted. */
  maxConnections: number;
  maxConnectionsPerAddress: number;
  /** Addresses and CIDRs exempt from the per-address cap: the trusted proxies (TRUST_PROXY as a list). */
  exempt: readonly string[];
}

export interface ConnectionLimiter {
  /** Applies the limits to a server; one limiter can watch several (Fastify listens twice for "localhost"). */
  watch(server: Server): void;
  /** Open connections counted against one client key, for tests and diagnostics. */
  openFrom(address: string): number;
}

function exemptList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [network = '', prefix] = entry.split('/');
    const family = isIP(network) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(network, family);
    else list.addSubnet(network, Number(prefix), family);
  }
  return list;
}

function isExempt(list: BlockList, address: string): boolean {
  const bare = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return list.check(bare, isIP(bare) === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Caps connections overall and per client, so one client cannot hold every file descriptor.
 *
 * The address is the socket's remote address: the only one known when a connection opens, and the
 * only one a client cannot forge. Behind a reverse proxy that address is the proxy's, shared by every
 * client, so the proxies named in TRUST_PROXY count only toward the overall cap; limiting each client
 * is then the proxy's job. (TRUST_PROXY=true names no address, so there every peer is capped.)
 */
export function createConnectionLimiter({
  maxConnections,
  maxConnectionsPerAddress,
  exempt,
}: ConnectionLimits): ConnectionLimiter {
  const open = new Map<string, number>();
  const exemptAddresses = exemptList(exempt);

  function admit(socket: Socket): void {
    const address = socket.remoteAddress;
    if (address === undefined || isExempt(exemptAddresses, address)) return;
    const key = clientKey(address);
    const count = open.get(key) ?? 0;
    if (count >= maxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left === 0) open.delete(key);
      else open.set(key, left);
    });
  }

  return {
    watch(server) {
      server.maxConnections = maxConnections;
      server.on('connection', admit);
    },
    openFrom: (address) => open.get(clientKey(address)) ?? 0,
  };
}
