import { useEffect, useSyncExternalStore } from 'react';

// Whether the app's first render (hydration, or the browser's own) has committed in this page.
let hydrated = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * False while a page rendered on the server is being taken over (and on the server), true from the
 * render after; a page rendered once the app runs is hydrated from its first render. The switch
 * comes from an effect, so its render is a task of its own, not a synchronous one inside
 * hydration's commit (which made one long task on a slow phone).
 */
export function useHydrated(): boolean {
  const value = useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
  useEffect(() => {
    if (hydrated) return;
    hydrated = true;
    for (const listener of listeners) listener();
  }, []);
  return value;
}
