import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '../test/console';
import { deferred, memberUid } from '../test/library-stubs';
import { libraryKeys } from './library-keys';
import { optimisticWrite } from './library-writes';

const queryKey = [...libraryKeys.all(memberUid), 'list', 7];

function clientWith(value: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKey, value);
  return queryClient;
}

/** The write under test: the cached read becomes 'after' while `write` runs. */
function writeAfter(queryClient: QueryClient, write: () => Promise<void>) {
  return optimisticWrite<string>(queryClient, {
    uid: memberUid,
    queryKey,
    change: () => 'after',
    write,
  });
}

describe('optimisticWrite', () => {
  it('changes the cached read before any promise settles', async () => {
    const queryClient = clientWith('before');
    const written = deferred<void>();
    const writing = writeAfter(queryClient, () => written.promise);
    expect(queryClient.getQueryData(queryKey)).toBe('after');
    written.resolve();
    await writing;
    expect(queryClient.getQueryData(queryKey)).toBe('after');
  });

  it('lets no read asked before the write put the old value back when it answers', async () => {
    const queryClient = clientWith('before');
    const read = deferred<string>();
    void queryClient.fetchQuery({ queryKey, queryFn: () => read.promise, staleTime: 0 });
    const written = deferred<void>();
    const writing = writeAfter(queryClient, () => written.promise);
    read.resolve('before');
    await Promise.resolve();
    expect(queryClient.getQueryData(queryKey)).toBe('after');
    written.resolve();
    await writing;
    expect(queryClient.getQueryData(queryKey)).toBe('after');
  });

  it('puts the read back as it was when the write fails', async () => {
    expectConsoleError(/Library write failed: TypeError: Failed to fetch/);
    const queryClient = clientWith('before');
    const failure = new TypeError('Failed to fetch');
    const writing = writeAfter(queryClient, () => Promise.reject(failure));
    expect(queryClient.getQueryData(queryKey)).toBe('after');
    await expect(writing).rejects.toBe(failure);
    expect(queryClient.getQueryData(queryKey)).toBe('before');
  });
});
