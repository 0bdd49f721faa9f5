import { createServer, connect, type Socket } from 'node:net';

/**
 * A TCP relay to a port on this machine that can go silent like a broken network: after `silence`,
 * nothing passes on the connections open then, ever again, and nothing closes them either (as a
 * NAT or load balancer that forgot them), while new connections relay normally.
 */
export interface SilentNetwork {
  port: number;
  silence(): void;
  close(): Promise<void>;
}

export async function startSilentNetwork(targetPort: number): Promise<SilentNetwork> {
  const open = new Set<Socket>();
  const silenced = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return {
    port: address.port,
    silence() {
      for (const socket of open) {
        socket.unpipe();
        socket.removeAllListeners('data');
        // Read and drop: the peer's writes go nowhere, and no close reaches it.
        socket.on('data', () => {});
        silenced.add(socket);
      }
      open.clear();
    },
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of [...open, ...silenced]) socket.destroy();
      });
    },
  };
}
