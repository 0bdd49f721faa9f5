/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';

/*
 * Marquee's service worker (built by vite-plugin-pwa from this file, web/vite.config.ts). It keeps
 * the app's scripts, stylesheet and icons, listed by the build with their hashes, so the app
 * starts without the network and a new version is fetched whole before it is used. It never
 * answers a page or the API from its caches: what a page shows comes from the server.
 */

declare let self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
// A new version's precache replaces the old one's files once it is in charge.
cleanupOutdatedCaches();

// A new version waits until the person says to use it ("Update available", web/src/lib/service-worker.ts),
// so a page is never run half by one version and half by the next.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
