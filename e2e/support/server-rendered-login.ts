import type { Page } from '@playwright/test';
import { waitForHydration } from './server-rendered-hydration.js';

/**
 * Logs in through the login page the server rendered, once the scripts have taken it over: a
 * form sent before that would be the browser's own, not the app's.
 */
export async function loginThroughRenderedForm(
  page: Page,
  email: string,
  password: string,
  path = 'login',
): Promise<void> {
  await page.goto(path);
  const submit = page.getByRole('button', { name: 'Login' });
  await waitForHydration(submit);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await submit.click();
}
