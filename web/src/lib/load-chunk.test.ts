import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/utils';
import { ChunkLoadError, chunkTimeoutMs, failingUrlFrom, loadChunk } from './load-chunk';

const chunkMap = { 'home-page': 'static/js/home-page-abc123.js' };

function stubNetwork(headStatus: number | 'offline') {
  return vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('static/chunk-map.json')) return jsonResponse(chunkMap);
      if (init?.method === 'HEAD') {
        if (headStatus === 'offline') throw new TypeError('Failed to fetch');
        return new Response(null, { status: headStatus });
      }
      return new Response(null, { status: 500 });
    }),
  );
}

async function rejection(promise: Promise<unknown>): Promise<ChunkLoadError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ChunkLoadError);
    return error as ChunkLoadError;
  }
  throw new Error('expected the chunk to fail');
}

describe('loadChunk', () => {
  beforeEach(() => stubNetwork(404));
  afterEach(() => vi.useRealTimers());

  it('answers the module when the import succeeds in time', async () => {
    await expect(loadChunk('home-page', async () => ({ HomePage: 'ok' }))).resolves.toEqual({
      HomePage: 'ok',
    });
  });

  it('gives up after 120 seconds with a timeout error naming the chunk file', async () => {
    vi.useFakeTimers();
    const pending = rejection(loadChunk('home-page', () => new Promise(() => undefined)));
    await vi.advanceTimersByTimeAsync(chunkTimeoutMs - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.name).toBe('ChunkLoadError');
    expect(error.message).toBe(
      'Loading chunk home-page failed.\n(timeout: http://localhost:3000/static/js/home-page-abc123.js)',
    );
    expect(error.type).toBe('timeout');
  });

  it('falls back to the chunk id for a timed-out chunk the map does not know', async () => {
    vi.useFakeTimers();
    const pending = rejection(loadChunk('details-page', () => new Promise(() => undefined)));
    await vi.advanceTimersByTimeAsync(chunkTimeoutMs);
    expect((await pending).message).toBe(
      'Loading chunk details-page failed.\n(timeout: details-page)',
    );
  });

  it('reports a chunk whose URL answers 404 as missing', async () => {
    const url = 'http://localhost:3000/static/js/home-page-gone.js';
    const error = await rejection(
      loadChunk('home-page', () =>
        Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`)),
      ),
    );
    expect(error.message).toBe(`Loading chunk home-page failed.\n(missing: ${url})`);
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('reports any other failure as error', async () => {
    stubNetwork(200);
    const url = 'http://localhost:3000/static/js/home-page-broken.js';
    const error = await rejection(
      loadChunk('home-page', () =>
        Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`)),
      ),
    );
    expect(error.message).toBe(`Loading chunk home-page failed.\n(error: ${url})`);
  });

  it('reports error when the server cannot be reached, using the chunk map for the URL', async () => {
    stubNetwork('offline');
    const error = await rejection(
      loadChunk('home-page', () =>
        Promise.reject(new TypeError('Importing a module script failed.')),
      ),
    );
    expect(error.message).toBe(
      'Loading chunk home-page failed.\n(error: http://localhost:3000/static/js/home-page-abc123.js)',
    );
  });

  it('does not resolve late after it has timed out', async () => {
    vi.useFakeTimers();
    let finish: (value: string) => void = () => undefined;
    const pending = rejection(
      loadChunk('home-page', () => new Promise<string>((resolve) => (finish = resolve))),
    );
    await vi.advanceTimersByTimeAsync(chunkTimeoutMs);
    finish('late');
    expect((await pending).type).toBe('timeout');
  });
});

describe('failingUrlFrom', () => {
  it.each([
    [
      'Failed to fetch dynamically imported module: http://x.test/static/js/a-1.js',
      'http://x.test/static/js/a-1.js',
    ],
    [
      'error loading dynamically imported module: https://x.test/b/static/js/b-2.js',
      'https://x.test/b/static/js/b-2.js',
    ],
    ['Importing a module script failed.', undefined],
  ])('reads the URL from %j', (message, expected) => {
    expect(failingUrlFrom(new TypeError(message))).toBe(expected);
  });
});
