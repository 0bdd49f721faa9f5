import { describe, expect, it } from 'vitest';
import { isLoopbackHost } from './loopback-host.js';

describe('isLoopbackHost', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    'localhost',
    '::1',
    '[::1]',
    '::ffff:127.0.0.1',
    ' 127.0.0.1 ',
  ])('takes %s for this machine only', (host) => expect(isLoopbackHost(host)).toBe(true));

  it.each(['0.0.0.0', '::', '192.168.1.4', '10.0.0.1', 'example.com', 'localhost.example.com', ''])(
    'takes %s for reachable from other machines',
    (host) => expect(isLoopbackHost(host)).toBe(false),
  );
});
