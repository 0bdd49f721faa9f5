import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { registerAccount, signIn, signOutOfFirebase, watchIdToken } from './firebase-auth';
import {
  RenderedForMemberContext,
  RenderedSessionContext,
  renderedMemberToken,
} from './rendered-session';
import {
  decodeSessionToken,
  onStoredTokenChange,
  readStoredToken,
  storeToken,
  type SessionUser,
} from './session-token';

export interface RegisterInput {
  userName: string;
  email: string;
  password: string;
}

export interface AuthContextValue {
  /** The stored token as it is; the guard decides whether it is still usable. */
  token: string | null;
  /** Decoded from the stored token; null when there is none or it cannot be decoded. */
  user: SessionUser | null;
  login(email: string, password: string): Promise<void>;
  logout(): Promise<void>;
  register(input: RegisterInput): Promise<void>;
  /** Forgets a token that is expired or unreadable. */
  discardToken(): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The session a server render draws, and hydration starts from: a member's or nobody's. On the
 * server (its render's session given), the member's own token when the server verified it, so the
 * page holds exactly what the browser hydrates with; a stand-in otherwise. In the browser, the
 * stored token. React renders again at once with the stored token if they differ.
 */
function renderedToken(
  forMember: boolean,
  rendered: { token: string | null } | null,
): string | null {
  if (!forMember) return null;
  return rendered === null ? readStoredToken() : (rendered.token ?? renderedMemberToken);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const forMember = use(RenderedForMemberContext);
  const rendered = use(RenderedSessionContext);
  // Stored by login and logout here, by the catalogue client when it renews the token, or by another tab.
  const token = useSyncExternalStore(onStoredTokenChange, readStoredToken, () =>
    renderedToken(forMember, rendered),
  );
  const registering = useRef(false);
  const saveToken = useCallback((next: string | null) => storeToken(next), []);

  const hasToken = token !== null;
  useEffect(() => {
    // Nobody to follow: a visitor who is not logged in never waits for the SDK.
    if (!hasToken) return;
    // The SDK refreshes the ID token before it expires and drops a disabled user; follow it so the
    // stored token never goes stale. It does not log anyone in by itself: only login stores a token.
    return watchIdToken((sdkToken) => {
      if (registering.current) return;
      if (sdkToken === null) saveToken(null);
      else if (readStoredToken() !== null) saveToken(sdkToken);
    });
  }, [hasToken, saveToken]);

  const login = useCallback(
    async (email: string, password: string) => {
      saveToken(await signIn(email, password));
    },
    [saveToken],
  );

  const logout = useCallback(async () => {
    saveToken(null);
    try {
      await signOutOfFirebase();
    } catch (error) {
      // The local session is gone either way; the SDK retries nothing here.
      console.error('Firebase sign-out failed:', error);
    }
  }, [saveToken]);

  const register = useCallback(async ({ userName, email, password }: RegisterInput) => {
    registering.current = true;
    try {
      await registerAccount(email, password, userName);
    } finally {
      registering.current = false;
    }
  }, []);

  const discardToken = useCallback(() => saveToken(null), [saveToken]);

  const value = useMemo<AuthContextValue>(
    () => ({
      token,
      user: token ? decodeSessionToken(token) : null,
      login,
      logout,
      register,
      discardToken,
    }),
    [token, login, logout, register, discardToken],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
