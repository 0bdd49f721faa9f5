import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppShell } from './app-shell';
import { AuthProvider } from './auth/auth-context';
import { discoverParams, parseBrowseFilters } from './browse/browse-query';
import { useServerStateHydrated } from './lib/use-server-state-hydrated';
import { libraryCardAddons } from './member/title-actions/library-card-addons';
import { ImportProvider } from './settings/import/import-provider';
import { ImportStatus } from './settings/import/import-status';
import {
  SavedFilterBrowseContext,
  type SavedFilterBrowse,
} from './saved-filters/saved-filter-browse';
import { MediaCardAddonsContext } from './ui/media-card-addons';
import { UpdateAvailable } from './ui/update-available';

// A saved filter is browse's address query: browse reads it, wherever its titles are shown.
const savedFilterBrowse: SavedFilterBrowse = {
  discoverParams: (mediaType, query, services) =>
    discoverParams(mediaType, parseBrowseFilters(new URLSearchParams(query)), services),
};

/**
 * The root route's element: the shared query client and the session around the app shell. A route
 * chunk of its own, so the first paint does not wait for TanStack Query or the auth code.
 */
export function AppLayout({ queryClient }: { queryClient: QueryClient }) {
  useServerStateHydrated(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {/* Every movie and TV card shows the member's library: badges and a control. */}
        <MediaCardAddonsContext value={libraryCardAddons}>
          <SavedFilterBrowseContext value={savedFilterBrowse}>
            {/* An import goes on while the member moves about the app; its status shows on the way. */}
            <ImportProvider>
              <AppShell />
              <ImportStatus />
              <UpdateAvailable />
            </ImportProvider>
          </SavedFilterBrowseContext>
        </MediaCardAddonsContext>
      </AuthProvider>
    </QueryClientProvider>
  );
}
