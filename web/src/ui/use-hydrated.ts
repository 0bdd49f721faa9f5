import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * False while a page rendered on the server is being taken over (and on the server), true from the
 * render after: React renders once more with the browser's answer. A page the browser rendered
 * itself is hydrated from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
