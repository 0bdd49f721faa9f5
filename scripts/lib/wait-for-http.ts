import { setTimeout as sleep } from 'node:timers/promises';

export interface WaitForHttpOptions {
  timeoutMs: number;
  intervalMs?: number;
  /** Stops waiting early, e.g. when the process that should answer has died. */
  signal?: AbortSignal;
}

/** Polls `url` until it answers 200; rejects after `timeoutMs` or when `signal` aborts. */
export async function waitForHttp(url: string, options: WaitForHttpOptions): Promise<void> {
  const { timeoutMs, intervalMs = 250, signal } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    signal?.throwIfAborted();
    if (await answersOk(url)) return;
    if (Date.now() >= deadline) {
      throw new Error(`${url} did not answer 200 within ${Math.round(timeoutMs / 1000)} s`);
    }
    await sleep(intervalMs, undefined, signal ? { signal } : undefined);
  }
}

async function answersOk(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}
