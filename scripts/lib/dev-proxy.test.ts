import { describe, expect, it } from 'vitest';
import { devProxy } from './dev-proxy.js';

function forwarded(env: NodeJS.ProcessEnv, path: string): string {
  const rule = devProxy(env)[path.startsWith('/3/') ? '/3/' : '/t/p/'];
  if (rule === undefined) throw new Error(`no rule for ${path}`);
  return `${rule.target}${rule.rewrite(path)}`;
}

describe('devProxy', () => {
  it('sends /3/ and /t/p/ to the server the same settings start', () => {
    expect(forwarded({}, '/3/movie/1')).toBe('http://127.0.0.1:8080/3/movie/1');
    expect(forwarded({ PORT: ' 9000 ' }, '/t/p/w500/a.svg')).toBe(
      'http://127.0.0.1:9000/t/p/w500/a.svg',
    );
  });

  it('adds the server’s BASE_PATH, as the dev app lives at /', () => {
    expect(forwarded({ BASE_PATH: 'marquee' }, '/3/movie/1?page=2')).toBe(
      'http://127.0.0.1:8080/marquee/3/movie/1?page=2',
    );
  });

  it('reaches a server listening on every interface through loopback', () => {
    expect(forwarded({ HOST: '0.0.0.0' }, '/3/x')).toBe('http://127.0.0.1:8080/3/x');
    expect(forwarded({ HOST: '::' }, '/3/x')).toBe('http://[::1]:8080/3/x');
  });

  it('cannot follow PORT=0, and says so', () => {
    expect(() => devProxy({ PORT: '0' })).toThrow(/PORT=0/);
  });

  it('names a bad setting', () => {
    expect(() => devProxy({ PORT: 'x' })).toThrow('Invalid environment variable PORT');
  });
});
