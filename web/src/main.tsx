import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { loadChunk } from './lib/load-chunk';
import { createAppRouter } from './router';
import './styles/tokens.css';
import './styles/global.css';

/** TanStack Query and the member-token plumbing, loaded after the first paint; every route shares the client. */
async function loadQueryClient(): Promise<QueryClient> {
  const [{ createQueryClient }, { setTokenProvider }, { memberTokenProvider }] = await Promise.all([
    loadChunk('query-client', () => import('./lib/query-client')),
    loadChunk('catalogue-client', () => import('./lib/catalogue-client')),
    loadChunk('member-token-provider', () => import('./auth/member-token-provider')),
  ]);
  // Before the first request: the first loaders already fetch members-only lists.
  setTokenProvider(memberTokenProvider);
  return createQueryClient();
}

const router = createAppRouter(loadQueryClient());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// index.html's app shell stays on screen until the first page's chunks are in: one render, no flash
// of a loading fallback in between. Not a top-level await: the route chunks import from this one.
// As a transition React renders in slices, so the first page does not block input as one long task.
whenInitialized(router, () =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  ),
);

function whenInitialized(appRouter: typeof router, then: () => void): void {
  if (appRouter.state.initialized) return then();
  const unsubscribe = appRouter.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    then();
  });
}
