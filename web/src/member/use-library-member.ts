import { useAuth } from '../auth/auth-context';
import { isOwnServer } from '../lib/catalogue-client';

/**
 * The logged-in member's uid when the app talks to our own server, which keeps libraries; null
 * otherwise (nobody logged in, or a static deployment pointed at TMDB), and then nothing of the
 * library is fetched or shown.
 */
export function useLibraryMember(): string | null {
  const { user } = useAuth();
  return user !== null && isOwnServer() ? user.uid : null;
}
