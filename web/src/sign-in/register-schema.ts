import { z } from '../lib/zod';

const lettersAndDigits = /^[A-Za-z0-9]+$/;
// Two or more domain labels, the last of them com or net: a@b.com, a@b.co.net; not a@com or a@b.org.
const emailPattern =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+(?:com|net)$/i;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export const latestBirthDateExclusive = '2010-01-01';

export const registerMessages = {
  userNameRequired: 'username is required',
  userNameFormat: 'username must be 3 to 30 letters or digits',
  dateOfBirthRequired: 'date of birth is required',
  dateOfBirthInvalid: 'date of birth must be a valid date',
  dateOfBirthTooLate: 'year must be less than 2010',
  emailRequired: 'email is required',
  emailFormat: 'email must be a valid address ending in .com or .net',
  passwordRequired: 'password is required',
  passwordFormat: 'password must be more than 5 characters and less than 20 characters',
  rePasswordRequired: 'confirmation password is required',
  rePasswordMismatch: "password doesn't match",
} as const;

function isRealDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
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
