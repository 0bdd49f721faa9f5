import { expect, test } from '@playwright/test';
import {
  TEST_PASSWORD,
  fillLogin,
  registerViaApi,
  registerViaUi,
  storedToken,
  uniqueEmail,
  uniqueUserName,
} from './support/accounts.js';
import { AUTH_EMULATOR_URL } from './support/test-stack.js';

const identityProvider = (url: URL) => url.origin === AUTH_EMULATOR_URL;

test('registering an email that already has an account shows the provider’s refusal', async ({
  page,
}) => {
  const email = uniqueEmail();
  await registerViaApi(email);
  await registerViaUi(page, {
    userName: uniqueUserName(),
    dateOfBirth: '1985-02-03',
    email,
    password: TEST_PASSWORD,
  });
  await expect(page.getByRole('alert')).toHaveText(/already exists/);
  await expect(page).toHaveURL(/\/register$/);
});

test('logging in with a wrong password shows an error and stores no token', async ({ page }) => {
  const email = uniqueEmail();
  await registerViaApi(email);
  await fillLogin(page, email, 'wrongpass1');
  await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page)).toBeNull();
});

test('a 5-character password passes our rules but the provider’s 6-character minimum is explained', async ({
  page,
}) => {
  await registerViaUi(page, {
    userName: uniqueUserName(),
    dateOfBirth: '1999-12-31',
    email: uniqueEmail(),
    password: 'abc12',
  });
  await expect(page.getByRole('alert')).toHaveText(/at least 6 characters/);
  await expect(page).toHaveURL(/\/register$/);
});

test('with the sign-in service unreachable, login says so and keeps the typed email', async ({
  page,
}) => {
  const email = uniqueEmail();
  await registerViaApi(email);
  await page.route(identityProvider, (route) => route.abort('connectionrefused'));
  await fillLogin(page, email, TEST_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(
    'Could not reach the sign-in service. Check your connection and try again.',
  );
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page)).toBeNull();

  await page.unroute(identityProvider);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect.poll(() => storedToken(page)).not.toBeNull();
});
