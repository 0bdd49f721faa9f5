import { expect, test } from '@playwright/test';
import { registerViaUi } from './support/accounts.js';
import { saveScreenshot } from './support/screenshots.js';

test('submitting the empty form shows every required message at once', async ({ page }) => {
  await page.goto('register');
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();

  const alerts = page.getByRole('alert');
  await expect(alerts).toHaveCount(5);
  await expect(alerts).toHaveText([
    'username is required',
    'date of birth is required',
    'email is required',
    'password is required',
    'confirmation password is required',
  ]);
  for (const label of ['Username', 'Date of birth', 'Email', 'Confirm password']) {
    await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(page).toHaveURL(/\/register$/);
});

test('a bad set of values shows each rule’s own message, together', async ({ page }) => {
  await registerViaUi(page, {
    userName: 'ab',
    dateOfBirth: '2010-01-01',
    email: 'a@b.org',
    password: 'abcd',
    rePassword: 'abce',
  });

  await expect(page.getByRole('alert')).toHaveText([
    'username must be 3 to 30 letters or digits',
    'year must be less than 2010',
    'email must be a valid address ending in .com or .net',
    'password must be more than 5 characters and less than 20 characters',
    "password doesn't match",
  ]);
  // Nothing typed is lost.
  await expect(page.getByLabel('Username')).toHaveValue('ab');
  await expect(page.getByLabel('Email')).toHaveValue('a@b.org');
  await expect(page).toHaveURL(/\/register$/);
  await saveScreenshot(page, 'register-errors');
});
