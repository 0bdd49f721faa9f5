import { resolveAppUrl } from './base-url';

export const chunkTimeoutMs = 120_000;

export type ChunkFailure = 'timeout' | 'missing' | 'error';

/** A route's script chunk could not be loaded; the message names the chunk, the cause and the URL. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly chunkId: string;
  readonly type: ChunkFailure;
  readonly url: string;

  constructor(chunkId: string, type: ChunkFailure, url: string, options?: { cause?: unknown }) {
    super(`Loading chunk ${chunkId} failed.\n(${type}: ${url})`, options);
    this.chunkId = chunkId;
    this.type = type;
    this.url = url;
  }
}

/** Chromium: "Failed to fetch dynamically imported module: URL"; Firefox and Safari word it differently. */
export function failingUrlFrom(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/[^\s'"]+|\/[^\s'"]+\.m?js)/.exec(message)?.[1];
}

/** The file a chunk was built into, from the build's chunk map; the chunk id when it is unknown. */
export async function chunkUrlFor(chunkId: string): Promise<string> {
  try {
    const response = await fetch(resolveAppUrl('static/chunk-map.json'));
    if (response.ok) {
      const map = (await response.json()) as Record<string, string>;
      const file = map[chunkId];
      if (file) return resolveAppUrl(file).href;
    }
  } catch {
    // The map is a best effort: the id still names the chunk.
  }
  return chunkId;
}

async function failureType(url: string): Promise<ChunkFailure> {
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404 ? 'missing' : 'error';
  } catch {
    return 'error';
  }
}

/** Wraps a route's `import()` with a time-out and turns every failure into a ChunkLoadError. */
export function loadChunk<T>(
  chunkId: string,
  importer: () => Promise<T>,
  timeoutMs = chunkTimeoutMs,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      void chunkUrlFor(chunkId).then((url) => reject(new ChunkLoadError(chunkId, 'timeout', url)));
    }, timeoutMs);

    importer().then(
      (module) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(module);
      },
      async (cause: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        const url = failingUrlFrom(cause) ?? (await chunkUrlFor(chunkId));
        const type = url === chunkId ? 'error' : await failureType(url);
        reject(new ChunkLoadError(chunkId, type, url, { cause }));
      },
    );
  });
}
