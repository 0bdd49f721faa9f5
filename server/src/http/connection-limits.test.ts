import { get } from 'node:http';
import { EventEmitter } from 'node:events';
import { connect, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { rawRequest } from '../test/raw-http.js';
import { listenOnFreePort, testApp } from '../test/test-app.js';
import { createConnectionLimiter } from './connection-limits.js';

// Linux routes all of 127.0.0.0/8 to this machine: the attacker and the monitor get addresses of their own.
const ATTACKER = '127.0.0.2';

const clients: Socket[] = [];
afterEach(() => {
  for (const socket of clients.splice(0)) socket.destroy();
});

/** Opens sockets in batches (so the listen backlog never overflows), each starting a request it never ends. */
async function openSlowSockets(port: number, count: number, localAddress: string): Promise<void> {
  for (let opened = 0; opened < count;) {
    const batch = Math.min(500, count - opened);
    await Promise.all(
      Array.from(
        { length: batch },
        () =>
          new Promise<void>((resolve) => {
            const socket = connect({ port, host: '127.0.0.1', localAddress }, () => {
              socket.write('GET /healthz HTTP/1.1\r\nHost: marquee.test\r\nX-Slow: 1\r\n');
              resolve();
            });
            // Refused sockets are reset or closed by the server; that is the point.
            socket.on('error', () => resolve());
            socket.on('close', () => resolve());
            clients.push(socket);
          }),
      ),
    );
    opened += batch;
  }
}

/** Resolves once the server has taken (or dropped) `count` connections. */
function connectionsSeen(server: Server, count: number): Promise<void> {
  return new Promise((resolve) => {
    let seen = 0;
    const onOne = () => {
      seen += 1;
      if (seen === count) resolve();
    };
    server.on('connection', onOne);
    server.on('drop', onOne);
  });
}

function openConnections(server: Server): Promise<number> {
  return new Promise((resolve, reject) =>
    server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}

function timedHealthCheck(port: number): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    get({ port, host: '127.0.0.1', path: '/healthz', agent: false }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
      );
    }).on('error', reject);
  });
}

describe('connection limits', () => {
  it('count the addresses of one IPv6 /64 as one client, the key the rate limit uses too', () => {
    const limiter = createConnectionLimiter({
      maxConnections: 100,
      maxConnectionsPerAddress: 2,
      exempt: [],
    });
    const server = new EventEmitter() as unknown as Server;
    limiter.watch(server);
    const open = (remoteAddress: string) => {
      const socket = Object.assign(new EventEmitter(), { remoteAddress, destroyed: false });
      const destroy = () => {
        socket.destroyed = true;
      };
      server.emit('connection', Object.assign(socket, { destroy }));
      return socket;
    };
    const sameSlash64 = ['2001:db8:1:2::a', '2001:db8:1:2::b', '2001:db8:1:2:ffff::c'].map(open);
    expect(sameSlash64.map((socket) => socket.destroyed)).toEqual([false, false, true]);
    expect(limiter.openFrom('2001:db8:1:2::ffff')).toBe(2);
    expect(open('2001:db8:1:3::a').destroyed).toBe(false);
    expect(
      [open('::ffff:192.0.2.1'), open('192.0.2.1'), open('192.0.2.1')].map((s) => s.destroyed),
    ).toEqual([false, false, true]);
  });

  // Needs about 2,200 file descriptors in this process (the client ends, and the server's at most 128);
  // Node raises its soft limit to the hard one (`ulimit -Hn`) at start, which is far more on any usual system.
  it('keep /healthz answering within 100 ms while one address holds 2,000 slow sockets', async () => {
    const app = await testApp();
    const port = await listenOnFreePort(app);
    const allSeen = connectionsSeen(app.server, 2000);
    await openSlowSockets(port, 2000, ATTACKER);
    await allSeen;
    // The server holds no more than MAX_CONNECTIONS_PER_ADDRESS (default 128) of them.
    expect(await openConnections(app.server)).toBeLessThanOrEqual(128);
    const checks = [];
    for (let i = 0; i < 5; i += 1) checks.push(await timedHealthCheck(port));
    expect(checks.map((check) => check.status)).toEqual([200, 200, 200, 200, 200]);
    const median = checks.map((check) => check.ms).sort((a, b) => a - b)[2] ?? Infinity;
    expect(median).toBeLessThan(100);
  });

  it('refuse connections beyond MAX_CONNECTIONS in all, and beyond MAX_CONNECTIONS_PER_ADDRESS from one address', async () => {
    const app = await testApp({
      env: { MAX_CONNECTIONS: '30', MAX_CONNECTIONS_PER_ADDRESS: '10' },
    });
    const port = await listenOnFreePort(app);
    const allSeen = connectionsSeen(app.server, 50);
    await openSlowSockets(port, 20, '127.0.0.2');
    await openSlowSockets(port, 10, '127.0.0.3');
    await openSlowSockets(port, 10, '127.0.0.4');
    await openSlowSockets(port, 10, '127.0.0.5');
    await allSeen;
    // 10 from .2, 10 from .3, 10 from .4; .5 finds the server full.
    expect(await openConnections(app.server)).toBe(30);
    expect((await rawRequest(port, 'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n')).status).toBe(0);
  });

  it('let a proxy named in TRUST_PROXY past the per-address cap, as it carries every client', async () => {
    const app = await testApp({
      env: { TRUST_PROXY: '127.0.0.3', MAX_CONNECTIONS_PER_ADDRESS: '5' },
    });
    const port = await listenOnFreePort(app);
    const allSeen = connectionsSeen(app.server, 20);
    await openSlowSockets(port, 10, '127.0.0.2');
    await openSlowSockets(port, 10, '127.0.0.3');
    await allSeen;
    expect(await openConnections(app.server)).toBe(15);
  });
});
