import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppShell } from './app-shell';
import { AuthProvider } from './auth/auth-context';
import { libraryCardAddons } from './library/title-actions/library-card-addons';
import { MediaCardAddonsContext } from './ui/media-card-addons';

/**
 * The root route's element: the shared query client and the session around the app shell. A route
 * chunk of its own, so the first paint does not wait for TanStack Query or the auth code.
 */
export function AppLayout({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {/* Every movie and TV card shows the member's library: badges and a control. */}
        <MediaCardAddonsContext value={libraryCardAddons}>
          <AppShell />
        </MediaCardAddonsContext>
      </AuthProvider>
    </QueryClientProvider>
  );
}
