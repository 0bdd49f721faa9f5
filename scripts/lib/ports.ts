import { createServer } from 'node:net';

/** True when nothing listens on host:port (we could bind it ourselves). */
export function isPortFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolvePromise, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolvePromise(false);
      else reject(error);
    });
    probe.listen({ port, host, exclusive: true }, () => {
      probe.close(() => resolvePromise(true));
    });
  });
}
