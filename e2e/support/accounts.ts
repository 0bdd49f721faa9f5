import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { AUTH_EMULATOR_URL, FIREBASE_API_KEY } from './test-stack.js';

export const TEST_PASSWORD = 'secret123';

let sequence = 0;

/** An address no other test (or earlier run against the same emulator) has used. */
export function uniqueEmail(): string {
  sequence += 1;
  return `e2e-${Date.now()}-${process.pid}-${sequence}@example.com`;
}

/** Letters and digits only, as the register form requires. */
export function uniqueUserName(): string {
  sequence += 1;
  return `tester${Date.now().toString(36)}${sequence}`;
}

/** Creates an account straight in the emulator, for tests that only need a user to exist; answers its ID token. */
export async function registerViaApi(email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await fetch(
    `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${FIREBASE_API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`signUp for ${email} failed: ${await response.text()}`);
  const { idToken } = (await response.json()) as { idToken: string };
  return idToken;
}

let memberToken: Promise<string> | undefined;

/** An ID token of an account made for this test worker, for calls to the members-only API. */
export function memberIdToken(): Promise<string> {
  memberToken ??= registerViaApi(uniqueEmail());
  return memberToken;
}

/** The Authorization header our server wants on members-only calls. */
export async function memberHeaders(): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await memberIdToken()}` };
}

export interface Registration {
  userName: string;
  dateOfBirth: string;
  email: string;
  password: string;
  rePassword?: string;
}

/** Fills the register form (relative to the page's base) and submits it. */
export async function registerViaUi(page: Page, values: Registration, path = 'register') {
  await page.goto(path);
  await page.getByLabel('Username').fill(values.userName);
  await page.getByLabel('Date of birth').fill(values.dateOfBirth);
  await page.getByLabel('Email').fill(values.email);
  await page.getByLabel('Password', { exact: true }).fill(values.password);
  await page.getByLabel('Confirm password').fill(values.rePassword ?? values.password);
  await page.getByRole('button', { name: 'Submit' }).click();
}

/** Registers a new member with the form, as a visitor would; the app then shows the login page. */
export async function registerNewMemberViaUi(page: Page): Promise<string> {
  const email = uniqueEmail();
  await registerViaUi(page, {
    userName: uniqueUserName(),
    dateOfBirth: '1990-05-17',
    email,
    password: TEST_PASSWORD,
  });
  await expect(page).toHaveURL(/\/login$/);
  return email;
}

/** Logs in through the form and waits until the app has stored the token. */
export async function loginViaUi(
  page: Page,
  email: string,
  password = TEST_PASSWORD,
  path = 'login',
) {
  await fillLogin(page, email, password, path);
  await expect
    .poll(() => storedToken(page), { message: 'token stored after login' })
    .not.toBeNull();
}

export async function fillLogin(page: Page, email: string, password: string, path = 'login') {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token'));
}
