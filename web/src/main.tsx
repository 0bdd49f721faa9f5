import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { loadChunk } from './lib/load-chunk';
import { RenderedForMemberContext, writeMemberHint } from './auth/rendered-session';
import { readStoredToken } from './auth/session-token';
import { readServerRendered } from './lib/server-state';
import { createAppRouter } from './router';
import './styles/tokens.css';
import './styles/global.css';

/**
 * TanStack Query and the member-token plumbing, loaded after the first paint; every route shares
 * the client. A page the server rendered hands over its answers, so the first render matches it.
 */
async function loadQueryClient(serverState: DehydratedState | null): Promise<QueryClient> {
  const [{ createQueryClient, hydrateServerState }, { setTokenProvider }, { memberTokenProvider }] =
    await Promise.all([
      loadChunk('query-client', () => import('./lib/query-client')),
      loadChunk('catalogue-client', () => import('./lib/catalogue-client')),
      loadChunk('member-token-provider', () => import('./auth/member-token-provider')),
    ]);
  // Before the first request: the first loaders already fetch members-only lists.
  setTokenProvider(memberTokenProvider);
  const client = createQueryClient();
  if (serverState !== null) hydrateServerState(client, serverState);
  return client;
}

const rendered = readServerRendered();
// Drawn for a member whose session is gone from this browser (storage cleared, the hint cookie
// stale): no hydration can match that page, so the browser draws its own and the hint goes.
const staleMemberPage = rendered?.forMember === true && readStoredToken() === null;
if (staleMemberPage) writeMemberHint(false);
const serverRendered = staleMemberPage ? null : rendered;
const router = createAppRouter(loadQueryClient(serverRendered?.state ?? null));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <RenderedForMemberContext value={serverRendered?.forMember ?? false}>
      <RouterProvider router={router} />
    </RenderedForMemberContext>
  </StrictMode>
);

// The document on screen stays until the first page's chunks are in: a page the server rendered
// is taken over as it is (hydrated), index.html's shell is replaced in one render. Not a top-level
// await: the route chunks import from this one. As a transition React renders (and hydrates) in
// slices, so the first page does not block input as one long task.
whenInitialized(router, () =>
  startTransition(() => {
    if (serverRendered !== null) hydrateRoot(root, app);
    else createRoot(root).render(app);
  }),
);

function whenInitialized(appRouter: typeof router, then: () => void): void {
  if (appRouter.state.initialized) return then();
  const unsubscribe = appRouter.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    then();
  });
}
