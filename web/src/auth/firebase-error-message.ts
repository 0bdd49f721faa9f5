const messages: Record<string, string> = {
  'auth/email-already-in-use':
    'An account with this email already exists. Log in instead, or use another email.',
  'auth/wrong-password': 'The email or password is incorrect.',
  'auth/invalid-credential': 'The email or password is incorrect.',
  'auth/invalid-login-credentials': 'The email or password is incorrect.',
  'auth/user-not-found': 'No account uses this email. Check it, or register first.',
  'auth/too-many-requests': 'Too many attempts. Wait a moment, then try again.',
  'auth/network-request-failed':
    'Could not reach the sign-in service. Check your connection and try again.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/user-token-expired': 'Your session has expired. Please log in again.',
  'auth/password-does-not-meet-requirements':
    'The sign-in service refused this password: it does not meet its password requirements.',
  'auth/invalid-email': 'This email address is not valid.',
  'auth/weak-password':
    'The sign-in service refused this password as too weak: it needs at least 6 characters.',
  'auth/missing-password': 'Enter your password.',
  'auth/missing-email': 'Enter your email address.',
  'auth/operation-not-allowed': 'Signing in with email and password is not enabled for this app.',
};

/** A sentence for a known Firebase Auth error code; the provider's own text otherwise. */
export function firebaseErrorMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code in messages) return messages[code] as string;
  if (error instanceof Error && error.message !== '')
    return error.message.replace(/^Firebase:\s*/, '');
  return 'Something went wrong. Please try again.';
}
