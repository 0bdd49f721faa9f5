import type { MessageId } from '../i18n/load-messages';
import { z } from '../lib/zod';

const lettersAndDigits = /^[A-Za-z0-9]+$/;
// Two or more domain labels, the last of them com or net: a@b.com, a@b.co.net; not a@com or a@b.org.
const emailPattern =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+(?:com|net)$/i;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export const latestBirthDateExclusive = '2010-01-01';

/**
 * What each rule says when broken, as the form shows it (zod carries the id as the issue's
 * message). The spec words the English of the date, password and confirmation rules.
 */
export const registerMessages = {
  userNameRequired: 'signIn.register.error.userNameRequired',
  userNameFormat: 'signIn.register.error.userNameFormat',
  dateOfBirthRequired: 'signIn.register.error.dateOfBirthRequired',
  dateOfBirthInvalid: 'signIn.register.error.dateOfBirthInvalid',
  dateOfBirthTooLate: 'signIn.register.error.dateOfBirthTooLate',
  emailRequired: 'signIn.register.error.emailRequired',
  emailFormat: 'signIn.register.error.emailFormat',
  passwordRequired: 'signIn.register.error.passwordRequired',
  passwordFormat: 'signIn.register.error.passwordFormat',
  rePasswordRequired: 'signIn.register.error.rePasswordRequired',
  rePasswordMismatch: 'signIn.register.error.rePasswordMismatch',
} as const satisfies Record<string, MessageId>;

function isRealDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const ruleMessages: ReadonlySet<string> = new Set(Object.values(registerMessages));

/** The message of a broken rule, from the issue zod reports for it. */
export function registerMessageOf(issueMessage: string | undefined): MessageId | undefined {
  return issueMessage !== undefined && ruleMessages.has(issueMessage)
    ? (issueMessage as MessageId)
    : undefined;
}

const m = registerMessages;

export const registerSchema = z
  .object({
    userName: z
      .string()
      .min(1, m.userNameRequired)
      .min(3, m.userNameFormat)
      .max(30, m.userNameFormat)
      .regex(lettersAndDigits, m.userNameFormat),
    dateOfBirth: z
      .string()
      .min(1, m.dateOfBirthRequired)
      .refine(isRealDate, m.dateOfBirthInvalid)
      // ISO dates compare correctly as strings.
      .refine(
        (value) => !isRealDate(value) || value < latestBirthDateExclusive,
        m.dateOfBirthTooLate,
      ),
    email: z.string().trim().min(1, m.emailRequired).regex(emailPattern, m.emailFormat),
    password: z
      .string()
      .min(1, m.passwordRequired)
      .min(5, m.passwordFormat)
      .max(20, m.passwordFormat)
      .regex(lettersAndDigits, m.passwordFormat),
    rePassword: z.string().min(1, m.rePasswordRequired),
  })
  .superRefine((values, ctx) => {
    if (values.rePassword !== '' && values.rePassword !== values.password) {
      ctx.addIssue({ code: 'custom', path: ['rePassword'], message: m.rePasswordMismatch });
    }
  });

export type RegisterValues = z.input<typeof registerSchema>;
