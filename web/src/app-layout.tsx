import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppShell } from './app-shell';
import { AuthProvider } from './auth/auth-context';

/**
 * The root route's element: the shared query client and the session around the app shell. A route
 * chunk of its own, so the first paint does not wait for TanStack Query or the auth code.
 */
export function AppLayout({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AppShell />
      </AuthProvider>
    </QueryClientProvider>
  );
}
