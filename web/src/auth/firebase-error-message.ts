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
