import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { registerAccount, signIn, signOutOfFirebase, watchIdToken } from './firebase-auth';
import {
  decodeSessionToken,
  onStoredTokenChange,
  readStoredToken,
  storeToken,
  tokenStorageKey,
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

export function AuthProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | null>(readStoredToken);
  const registering = useRef(false);

  const saveToken = useCallback((next: string | null) => {
    storeToken(next);
    setToken(next);
  }, []);

  useEffect(() => {
    // The SDK refreshes the ID token before it expires and drops a disabled user; follow it so the
    // stored token never goes stale. It does not log anyone in by itself: only login stores a token.
    return watchIdToken((sdkToken) => {
      if (registering.current) return;
      if (sdkToken === null) saveToken(null);
      else if (readStoredToken() !== null) saveToken(sdkToken);
    });
  }, [saveToken]);

  useEffect(
    // The catalogue client stores a token it had to renew.
    () => onStoredTokenChange(() => setToken(readStoredToken())),
    [],
  );

  useEffect(() => {
    // Another tab logged in or out.
    function onStorage(event: StorageEvent) {
      if (event.key === tokenStorageKey || event.key === null) setToken(readStoredToken());
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

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
