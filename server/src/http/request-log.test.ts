import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test/test-app.js';
import { DebugRequestLog, redactUrl } from './request-log.js';

const KEY = 'sekrit-catalogue-key-123';
const TOKEN = 'tok-abc-456';

async function logOf(level: string): Promise<string[]> {
  const lines: string[] = [];
  const app = await testApp({
    env: { LOG_LEVEL: level, CATALOGUE_API_KEY: KEY },
    logStream: { write: (line) => lines.push(line) },
  });
  for (const url of [
    `/3/movie/1?api_key=${KEY}&language=en-US`,
    `/3/movie/1?API_KEY=${KEY}`,
    `/3/movie/1?api%5Fkey=${KEY}`,
    `/3/movie/1?api_key=wrong-${KEY}`,
    `/3/nope?api_key=${KEY}`,
  ])
    await app.inject({ url, headers: { authorization: `Bearer ${TOKEN}` } });
  await app.inject({ url: '/3/movie/1', headers: { authorization: `Bearer ${KEY}` } });
  return lines;
}

describe('request log', () => {
  it('redacts every api_key value, however its name is spelled', () => {
    expect(redactUrl('/3/movie/1?api_key=abc&language=en-US')).toBe(
      '/3/movie/1?api_key=[redacted]&language=en-US',
    );
    expect(redactUrl('/3/search/movie?query=a&API_Key=abc&api%5fkey=def')).toBe(
      '/3/search/movie?query=a&API_Key=[redacted]&api%5fkey=[redacted]',
    );
    expect(redactUrl('/3/movie/1?api_keyx=abc&%zz=1')).toBe('/3/movie/1?api_keyx=abc&%zz=1');
    expect(redactUrl('/3/movie/1')).toBe('/3/movie/1');
  });

  it('at debug, has a line per request and no key or token in any of them', async () => {
    const lines = await logOf('debug');
    const text = lines.join('');
    expect(text).not.toContain(KEY);
    expect(text).not.toContain(TOKEN);
    const requests = lines
      .map((line) => JSON.parse(line) as { level: number; msg: string; req?: { url: string } })
      .filter((entry) => entry.msg === 'incoming request');
    expect(requests).toHaveLength(6);
    expect(requests.every((entry) => entry.level === 20)).toBe(true);
    expect(requests[0]?.req?.url).toBe('/3/movie/1?api_key=[redacted]&language=en-US');
  });

  it('at info, has no line for a request that went well or was refused', async () => {
    expect(await logOf('info')).toEqual([]);
  });

  it('above debug, builds no line for a request that went well: nothing is timed or described', () => {
    let reads = 0;
    const log = {
      level: 'info',
      debug: () => {
        throw new Error('a debug line was written');
      },
    };
    const request = {
      log,
      get url() {
        reads += 1;
        return '/3/movie/1';
      },
    } as unknown as FastifyRequest;
    const reply = {
      log,
      get elapsedTime() {
        reads += 1;
        return 1;
      },
    } as unknown as FastifyReply;
    const controller = new DebugRequestLog();
    controller.incomingRequest(request);
    controller.requestCompleted(null, request, reply);
    controller.routeNotFound(request);
    expect(reads).toBe(0);
  });
});
