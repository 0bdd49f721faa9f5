import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppIntlProvider } from './i18n/app-intl-provider';
import type { Language } from './i18n/languages';
import { loadMessages } from './i18n/load-messages';
import { showPageLanguage, startingLanguage } from './i18n/page-language';
import { loadChunk } from './lib/load-chunk';
import { RenderedForMemberContext } from './auth/rendered-session';
import { readStoredToken, syncSessionCookie } from './auth/session-token';
import { readServerRendered } from './lib/server-state';
import { createAppRouter } from './router';

/**
 * TanStack Query and the member-token plumbing, loaded after the first paint; every route shares
 * the client. The browser's catalogue client goes with it: every request asks with the document's
 * base, fetch and the member's stored token, and nothing else holds them. A page the server
 * rendered hands over its answers, so the first render matches it.
 */
async function loadQueryClient(
  serverState: DehydratedState | null,
  language: Language,
): Promise<QueryClient> {
  const [
    { createQueryClient, hydrateServerState },
    { createCatalogueClient },
    { memberTokenProvider },
  ] = await Promise.all([
    loadChunk('query-client', () => import('./lib/query-client')),
    loadChunk('catalogue-client', () => import('./lib/catalogue-client')),
    loadChunk('member-token-provider', () => import('./auth/member-token-provider')),
  ]);
  const catalogue = createCatalogueClient({
    baseUrl: () => document.baseURI,
    tokens: () => memberTokenProvider,
    transport: (url, init) => fetch(url, init),
    language,
  });
  const client = createQueryClient(catalogue);
  if (serverState !== null) hydrateServerState(client, serverState);
  return client;
}

/** The app, from the page in the document (rendered by the server or index.html's shell). */
function startApp(): void {
  const rendered = readServerRendered();
  // Drawn for a member whose session is gone from this browser (storage cleared, the session cookie
  // stale): no hydration can match that page, so the browser draws its own.
  const staleMemberPage = rendered?.forMember === true && readStoredToken() === null;
  // The next page the server renders is for the session stored now (and an old hint cookie goes).
  syncSessionCookie();
  const serverRendered = staleMemberPage ? null : rendered;
  const language = startingLanguage(serverRendered !== null);
  showPageLanguage(language);
  // Preloaded with the route's scripts when the server rendered the page (its chunk is the language's).
  const messages = loadChunk(language, () => loadMessages(language));
  const router = createAppRouter({
    queryClient: loadQueryClient(serverRendered?.state ?? null, language),
    render: 'browser',
  });

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');

  // The document on screen stays until the first page's chunks and the language's messages are
  // in: a page the server rendered is taken over as it is (hydrated), index.html's shell is
  // replaced in one render. As a transition React renders (and hydrates) in slices, so the first
  // page does not block input as one long task.
  whenInitialized(
    router,
    () =>
      void messages.then((loaded) => {
        const app = (
          <StrictMode>
            <AppIntlProvider language={language} messages={loaded}>
              <RenderedForMemberContext value={serverRendered?.forMember ?? false}>
                <RouterProvider router={router} />
              </RenderedForMemberContext>
            </AppIntlProvider>
          </StrictMode>
        );
        startTransition(() => {
          if (serverRendered !== null) hydrateRoot(root, app);
          else createRoot(root).render(app);
        });
        if (import.meta.env.PROD) whenIdle(registerServiceWorker);
      }),
  );
}

// In a task of its own, after the one that evaluated the app's modules: on a slow phone the two
// were one long task, which blocks input. Not a top-level await: the route chunks import from this
// module, and would wait for it.
setTimeout(startApp, 0);

/** The service worker, once the page is in use: it never competes with the first page's work. */
function registerServiceWorker(): void {
  loadChunk('service-worker', () => import('./lib/service-worker'))
    .then((worker) => worker.registerServiceWorker())
    // Without it the app runs as it always did; the next page asks again.
    .catch(() => undefined);
}

function whenIdle(then: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(then, { timeout: 5_000 });
  else setTimeout(then, 1_000);
}

function whenInitialized(appRouter: ReturnType<typeof createAppRouter>, then: () => void): void {
  if (appRouter.state.initialized) return then();
  const unsubscribe = appRouter.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    then();
  });
}
