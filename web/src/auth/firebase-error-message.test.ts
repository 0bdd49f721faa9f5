import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { englishMessages } from '../test/english-intl';
import { firebaseErrorExplanation } from './firebase-error-message';

const intl = createIntl({ locale: 'en', messages: englishMessages });

/** The explanation as an English page shows it. */
function explain(error: unknown): string {
  const message = firebaseErrorExplanation(error);
  return intl.formatMessage({ id: message.id }, message.values);
}

function firebaseError(code: string, message = `Firebase: Error (${code}).`) {
  return Object.assign(new Error(message), { code });
}

describe('firebaseErrorExplanation', () => {
  it.each([
    ['auth/email-already-in-use', 'An account with this email already exists'],
    ['auth/wrong-password', 'The email or password is incorrect.'],
    ['auth/invalid-credential', 'The email or password is incorrect.'],
    ['auth/user-not-found', 'No account uses this email'],
    ['auth/too-many-requests', 'Too many attempts'],
    ['auth/network-request-failed', 'Could not reach the sign-in service'],
    ['auth/user-disabled', 'This account has been disabled.'],
    ['auth/user-token-expired', 'Your session has expired'],
    ['auth/password-does-not-meet-requirements', 'does not meet its password requirements'],
    ['auth/invalid-email', 'This email address is not valid.'],
    ['auth/weak-password', 'too weak'],
    ['auth/missing-password', 'Enter your password.'],
    ['auth/missing-email', 'Enter your email address.'],
    ['auth/operation-not-allowed', 'not enabled'],
    ['marquee/signed-out', 'Log out, log in again, then try once more.'],
  ])('explains %s in a sentence', (code, expected) => {
    expect(explain(firebaseError(code))).toContain(expected);
  });

  it("passes on the provider's own text for an unknown code", () => {
    const error = firebaseError(
      'auth/quota-exceeded',
      'Firebase: Exceeded quota (auth/quota-exceeded).',
    );
    expect(firebaseErrorExplanation(error)).toEqual({
      id: 'auth.error.provider',
      values: { message: 'Exceeded quota (auth/quota-exceeded).' },
    });
    expect(explain(error)).toBe('Exceeded quota (auth/quota-exceeded).');
  });

  it('explains a code by its own id, not by what an object inherits', () => {
    expect(firebaseErrorExplanation({ code: 'toString' })).toEqual({ id: 'auth.error.unknown' });
  });

  it('has a fallback when there is nothing to show', () => {
    expect(explain(undefined)).toBe('Something went wrong. Please try again.');
  });
});
