import type { Auth } from 'firebase/auth';
import { config } from '../config';

/*
 * The one module that talks to the Firebase SDK. The SDK is imported on first use so the first
 * paint of any page never waits for it; tests replace this module as a whole.
 */

let authPromise: Promise<Auth> | undefined;

function getFirebaseAuth(): Promise<Auth> {
  authPromise ??= (async () => {
    const [
      { initializeApp },
      { initializeAuth, indexedDBLocalPersistence, browserLocalPersistence, connectAuthEmulator },
    ] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
    const { apiKey, authDomain, projectId, authEmulatorUrl } = config.firebase;
    // Not getAuth: it adds the popup/redirect resolver, which loads a script from apis.google.com
    // that email and password sign-in never needs (and the CSP rightly refuses).
    const auth = initializeAuth(initializeApp({ apiKey, authDomain, projectId }), {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence],
    });
    if (authEmulatorUrl !== '')
      connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
    return auth;
  })();
  return authPromise;
}

/** Creates the account, names it, and signs out again: registering does not log the user in. */
export async function registerAccount(
  email: string,
  password: string,
  displayName: string,
): Promise<void> {
  const auth = await getFirebaseAuth();
  const { createUserWithEmailAndPassword, updateProfile, signOut } = await import('firebase/auth');
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  try {
    await updateProfile(user, { displayName });
  } finally {
    await signOut(auth);
  }
}

/** Signs in and answers the user's ID token. */
export async function signIn(email: string, password: string): Promise<string> {
  const auth = await getFirebaseAuth();
  const { signInWithEmailAndPassword } = await import('firebase/auth');
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  return user.getIdToken();
}

export async function signOutOfFirebase(): Promise<void> {
  const auth = await getFirebaseAuth();
  const { signOut } = await import('firebase/auth');
  await signOut(auth);
}

/**
 * The SDK has no signed-in user where the app still has a session: an error with a code, as
 * Firebase's own have, that firebaseErrorExplanation says in the page's language.
 */
function signedOutError(): Error {
  return Object.assign(new Error('Log out, log in again, then try once more.'), {
    code: 'marquee/signed-out',
  });
}

/**
 * Proves the signed-in user knows their password now: Firebase deletes an account only after a
 * recent sign-in.
 */
export async function reauthenticate(password: string): Promise<void> {
  const auth = await getFirebaseAuth();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user?.email) throw signedOutError();
  const { EmailAuthProvider, reauthenticateWithCredential } = await import('firebase/auth');
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
}

/** Deletes the signed-in user's account for good (after `reauthenticate`). */
export async function deleteSignedInUser(): Promise<void> {
  const auth = await getFirebaseAuth();
  const user = auth.currentUser;
  if (!user) throw signedOutError();
  const { deleteUser } = await import('firebase/auth');
  await deleteUser(user);
}

// The user behind the refresh token is gone, disabled or signed out elsewhere: no new token will come.
const sessionOverCodes = new Set([
  'auth/user-token-expired',
  'auth/user-not-found',
  'auth/user-disabled',
  'auth/invalid-user-token',
  // What the Auth Emulator answers for a deleted account.
  'auth/invalid-refresh-token',
]);

/**
 * Asks the provider for a new ID token even if the current one looks valid; null when there is no
 * signed-in user or the provider says the session is over. A network failure still throws.
 */
export async function refreshIdToken(): Promise<string | null> {
  const auth = await getFirebaseAuth();
  // After a page load the SDK restores the user from IndexedDB; currentUser is null until then.
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) return null;
  try {
    return await user.getIdToken(true);
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && sessionOverCodes.has(code)) return null;
    throw error;
  }
}

/**
 * Calls back with each new ID token the SDK holds (after sign-in and every refresh), and with null
 * once it has initialised without a user or signed the user out.
 */
export function watchIdToken(onToken: (token: string | null) => void): () => void {
  let unsubscribe: (() => void) | undefined;
  let stopped = false;
  void (async () => {
    const auth = await getFirebaseAuth();
    const { onIdTokenChanged } = await import('firebase/auth');
    if (stopped) return;
    unsubscribe = onIdTokenChanged(auth, (user) => {
      if (!user) {
        onToken(null);
        return;
      }
      user
        .getIdToken()
        .then(onToken, (error: unknown) => console.error('Could not read the ID token:', error));
    });
  })().catch((error: unknown) => console.error('Firebase Auth could not start:', error));
  return () => {
    stopped = true;
    unsubscribe?.();
  };
}
