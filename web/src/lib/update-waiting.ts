/*
 * Whether a new version of the app waits to be used, for the page to offer it: set by the service
 * worker's registration (lib/service-worker.ts, loaded after the first paint), read by the prompt
 * (ui/update-available.tsx), which so stays free of Workbox.
 */

type Apply = () => void;

let apply: Apply | undefined;
const listeners = new Set<() => void>();

/** The way to use the waiting version, once there is one. */
export function waitingUpdate(): Apply | undefined {
  return apply;
}

/** Calls `listener` when a version starts waiting; gives the unsubscribe. */
export function onUpdateWaiting(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A new version waits; `use` makes it take charge and reloads the page under it. */
export function updateWaits(use: Apply): void {
  apply = use;
  for (const listener of listeners) listener();
}
