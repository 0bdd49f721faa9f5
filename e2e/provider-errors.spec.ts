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
