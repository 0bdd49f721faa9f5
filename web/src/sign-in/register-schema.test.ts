import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { englishMessages } from '../test/english-intl';
import { registerMessages, registerSchema, type RegisterValues } from './register-schema';

const intl = createIntl({ locale: 'en', messages: englishMessages });

/** What the form shows in English when the rule is broken. */
function english(rule: keyof typeof registerMessages): string {
  return intl.formatMessage({ id: registerMessages[rule] });
}

const valid: RegisterValues = {
  userName: 'ada1815',
  dateOfBirth: '1990-05-17',
  email: 'ada@example.com',
  password: 'secret123',
  rePassword: 'secret123',
};

/** Each field's first broken rule, as the message id the form shows. */
function messagesFor(values: Partial<RegisterValues>): Record<string, string | undefined> {
  const result = registerSchema.safeParse({ ...valid, ...values });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
  );
}

describe('the registration rules', () => {
  it('say in English what the spec words, character for character', () => {
    // SPEC.md, "Validation rules": the date, password pattern and confirmation messages.
    expect(english('dateOfBirthTooLate')).toBe('year must be less than 2010');
    expect(english('passwordFormat')).toBe(
      'password must be more than 5 characters and less than 20 characters',
    );
    expect(english('rePasswordMismatch')).toBe("password doesn't match");
    expect(english('rePasswordRequired')).toBe('confirmation password is required');
  });

  it('say in English what the app has always said for the others', () => {
    expect(english('userNameRequired')).toBe('username is required');
    expect(english('userNameFormat')).toBe('username must be 3 to 30 letters or digits');
    expect(english('dateOfBirthRequired')).toBe('date of birth is required');
    expect(english('dateOfBirthInvalid')).toBe('date of birth must be a valid date');
    expect(english('emailRequired')).toBe('email is required');
    expect(english('emailFormat')).toBe('email must be a valid address ending in .com or .net');
    expect(english('passwordRequired')).toBe('password is required');
  });

  it('report each broken rule by its message id, for the form to say in the page’s language', () => {
    expect(
      messagesFor({
        userName: 'ab',
        dateOfBirth: '2010-01-01',
        email: 'a@com',
        password: 'abcd',
        rePassword: 'x',
      }),
    ).toEqual({
      userName: 'signIn.register.error.userNameFormat',
      dateOfBirth: 'signIn.register.error.dateOfBirthTooLate',
      email: 'signIn.register.error.emailFormat',
      password: 'signIn.register.error.passwordFormat',
      rePassword: 'signIn.register.error.rePasswordMismatch',
    });
    expect(messagesFor({ rePassword: '' })).toEqual({
      rePassword: 'signIn.register.error.rePasswordRequired',
    });
  });
});
