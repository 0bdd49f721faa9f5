import { connect } from 'node:net';
import { parseAnswer, type RawAnswer } from './raw-http.js';

export type KeptAnswer = Pick<RawAnswer, 'status' | 'headers' | 'body'>;

export interface KeptConnection {
  /** Sends a GET on this connection; status 0 when the server closes it without a whole answer. */
  get(path: string): Promise<KeptAnswer>;
  /** Settles when the server closes the connection. */
  closed: Promise<void>;
}

// The answer is whole once its headers and content-length bytes of body are in.
function wholeAnswer(bytes: Buffer): { answer: KeptAnswer; length: number } | undefined {
  const end = bytes.indexOf('\r\n\r\n');
  if (end === -1) return undefined;
  const head = parseAnswer(`${bytes.subarray(0, end).toString('utf8')}\r\n\r\n`);
  const length = end + 4 + Number(head.headers['content-length'] ?? 0);
  if (bytes.length < length) return undefined;
  const body = bytes.subarray(end + 4, length).toString('utf8');
  return { answer: { ...head, body }, length };
}

/**
 * One HTTP/1.1 connection to 127.0.0.1:port, kept open between requests as a browser or a balancer
 * keeps one, for tests about what happens to connections (a drain, keep-alive).
 */
export async function openKeptConnection(port: number): Promise<KeptConnection> {
  const socket = connect({ port, host: '127.0.0.1' });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = Buffer.alloc(0);
  let waiting: ((answer: KeptAnswer) => void) | undefined;
  let isClosed = false;
  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    const whole = wholeAnswer(received);
    if (whole === undefined || waiting === undefined) return;
    received = received.subarray(whole.length);
    waiting(whole.answer);
    waiting = undefined;
  });
  // A cut connection is what some tests are about, not an error.
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => {
    socket.once('close', () => {
      isClosed = true;
      waiting?.({ status: 0, headers: {}, body: '' });
      waiting = undefined;
      resolve();
    });
  });
  return {
    get(path) {
      if (isClosed) return Promise.resolve({ status: 0, headers: {}, body: '' });
      const answer = new Promise<KeptAnswer>((resolve) => {
        waiting = resolve;
      });
      socket.write(`GET ${path} HTTP/1.1\r\nHost: marquee.test\r\n\r\n`);
      return answer;
    },
    closed,
  };
}
