import { connect, type Socket } from 'node:net';

export interface RawAnswer {
  /** 0 when the server closed the connection without answering. */
  status: number;
  headers: Record<string, string>;
  body: string;
  /** From the moment the connection opened to the moment the server closed it. */
  closedAfterMs: number;
  closedByServer: boolean;
}

export interface RawRequestOptions {
  /** Send this line again and again, as a slow client does, until the server closes the connection. */
  trickle?: { line: string; everyMs: number };
  localAddress?: string;
  /** Close from this side after this long, if the server has not (the answer then has closedByServer false). */
  giveUpAfterMs?: number;
}

export function parseAnswer(text: string): Pick<RawAnswer, 'status' | 'headers' | 'body'> {
  const end = text.indexOf('\r\n\r\n');
  if (end === -1) return { status: 0, headers: {}, body: text };
  const [statusLine = '', ...headerLines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
    headers,
    body: text.slice(end + 4),
  };
}

/**
 * Writes raw bytes to 127.0.0.1:port, bypassing every HTTP client's own checks, and reads until the
 * server closes the connection: for what Node itself answers (bad request lines, slow headers).
 */
export function rawRequest(
  port: number,
  text: string,
  { trickle, localAddress, giveUpAfterMs = 10_000 }: RawRequestOptions = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let openedAt = 0;
    let timer: NodeJS.Timeout | undefined;
    let gaveUp = false;
    const deadline = setTimeout(() => {
      gaveUp = true;
      socket.destroy();
    }, giveUpAfterMs);
    const socket: Socket = connect({ port, host: '127.0.0.1', localAddress }, () => {
      openedAt = performance.now();
      socket.write(text);
      if (trickle !== undefined)
        timer = setInterval(() => {
          if (socket.writable) socket.write(trickle.line);
        }, trickle.everyMs);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may reset the connection right after answering; the answer is what counts.
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(deadline);
      resolve({
        ...parseAnswer(Buffer.concat(chunks).toString('utf8')),
        closedAfterMs: performance.now() - openedAt,
        closedByServer: !gaveUp,
      });
    });
  });
}
