import { Workbox } from 'workbox-window';
import { updateWaits } from './update-waiting';

/*
 * The service worker (web/src/sw.ts) in the page, registered once the page is in use so it never
 * competes with the first paint. A new version it has fetched waits until the person chooses to
 * reload into it (ui/update-available.tsx).
 */

/** Registers sw.js at the app's base path, whose pages it serves. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const script = new URL('sw.js', document.baseURI);
  const workbox = new Workbox(script.href, { scope: new URL('.', document.baseURI).pathname });
  workbox.addEventListener('waiting', () =>
    updateWaits(() => {
      workbox.addEventListener('controlling', () => location.reload());
      workbox.messageSkipWaiting();
    }),
  );
  // A browser that refuses (a private window, a policy) runs the app as it always did.
  workbox.register().catch(() => undefined);
}
