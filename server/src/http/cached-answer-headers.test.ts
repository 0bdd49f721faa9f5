import { describe, expect, it } from 'vitest';
import { cachedAnswerHeaders } from './cached-answer-headers.js';

describe('cachedAnswerHeaders', () => {
  it("lists the answer's own headers, the ETag, Vary, the encoding, security, then the length", () => {
    const security = { 'content-security-policy': "default-src 'self'", 'x-frame-options': 'DENY' };
    const own = { 'content-type': 'application/json; charset=utf-8' };
    const large = cachedAnswerHeaders({
      own,
      etag: '"e"',
      plainLength: 2000,
      encoding: 'br',
      sentLength: 500,
      security,
    });
    expect(Object.entries(large)).toEqual([
      ['content-type', 'application/json; charset=utf-8'],
      ['etag', '"e"'],
      ['vary', 'accept-encoding'],
      ['content-encoding', 'br'],
      ['content-security-policy', "default-src 'self'"],
      ['x-frame-options', 'DENY'],
      ['content-length', '500'],
    ]);
    const image = cachedAnswerHeaders({
      own: { 'content-type': 'image/svg+xml', 'content-security-policy': "default-src 'none'" },
      etag: '"i"',
      plainLength: 900,
      sentLength: 900,
      security,
    });
    expect(image).toEqual({
      'content-type': 'image/svg+xml',
      'content-security-policy': "default-src 'none'",
      etag: '"i"',
      'x-frame-options': 'DENY',
      'content-length': '900',
    });
    expect(cachedAnswerHeaders({ own, etag: '"e"', plainLength: 10, sentLength: 10 })).toEqual({
      ...own,
      etag: '"e"',
      'content-length': '10',
    });
  });
});
