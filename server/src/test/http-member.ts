import type { Answer, MemberClient } from './library-test-kit.js';

/**
 * Requests as one member over real HTTP, to a server listening on 127.0.0.1:port: the same
 * client as asMember's, for servers that run in another process or must be reached by a socket.
 */
export function httpMember(port: number, uid: string): MemberClient {
  const authorization = `Bearer member:${uid}`;
  async function request<T>(method: string, url: string, body?: unknown): Promise<Answer<T>> {
    const response = await fetch(`http://127.0.0.1:${port}${url}`, {
      method,
      headers: {
        authorization,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text === '' ? undefined : JSON.parse(text)) as T,
      headers: Object.fromEntries(response.headers),
    };
  }
  return {
    uid,
    get: (url) => request('GET', url),
    send: (method, url, body) => request(method, url, body),
  };
}
