import type { MessageId } from '../i18n/load-messages';
import type { Message } from '../i18n/message';

const explanations: Readonly<Record<string, MessageId>> = {
  'auth/email-already-in-use': 'auth.error.emailAlreadyInUse',
  'auth/wrong-password': 'auth.error.incorrectCredentials',
  'auth/invalid-credential': 'auth.error.incorrectCredentials',
  'auth/invalid-login-credentials': 'auth.error.incorrectCredentials',
  'auth/user-not-found': 'auth.error.userNotFound',
  'auth/too-many-requests': 'auth.error.tooManyRequests',
  'auth/network-request-failed': 'auth.error.networkRequestFailed',
  'auth/user-disabled': 'auth.error.userDisabled',
  'auth/user-token-expired': 'auth.sessionExpired',
  'auth/password-does-not-meet-requirements': 'auth.error.passwordRequirements',
  'auth/invalid-email': 'auth.error.invalidEmail',
  'auth/weak-password': 'auth.error.weakPassword',
  'auth/missing-password': 'auth.error.missingPassword',
  'auth/missing-email': 'auth.error.missingEmail',
  'auth/operation-not-allowed': 'auth.error.operationNotAllowed',
  'marquee/signed-out': 'auth.error.signedOut',
};

/**
 * A sentence for a known Firebase Auth error code; the provider's own text otherwise, which no
 * language file can know and so is shown as the provider wrote it.
 */
export function firebaseErrorExplanation(error: unknown): Message {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && Object.hasOwn(explanations, code))
    return { id: explanations[code] as MessageId };
  if (error instanceof Error && error.message !== '')
    return {
      id: 'auth.error.provider',
      values: { message: error.message.replace(/^Firebase:\s*/, '') },
    };
  return { id: 'auth.error.unknown' };
}

const englishMessages: Record<string, string> = {
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

/**
 * The explanation in English, for the callers that still show a string (settings' account
 * deletion) while they move to firebaseErrorExplanation: remove with the last of them.
 * @deprecated Use firebaseErrorExplanation, which speaks the page's language.
 */
export function firebaseErrorMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code in englishMessages) return englishMessages[code] as string;
  if (error instanceof Error && error.message !== '')
    return error.message.replace(/^Firebase:\s*/, '');
  return 'Something went wrong. Please try again.';
}
