import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

export const PASSWORD = 'Sendero-Trail-2026!';

/**
 * A new account, registered through the API with the terms accepted now. Its username starts with
 * mia_lopez_, so the header's account button shows "ML"; `tag` marks its e-mail.
 */
export async function newAccount(request: APIRequestContext, tag: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const account = { username: `mia_lopez_${stamp}`, email: `${tag}-${stamp}@example.com` };
  const response = await request.post('/api/users', {
    data: {
      ...account,
      password: PASSWORD,
      acceptedTerms: true,
      acceptedTermsAt: new Date().toISOString(),
    },
  });
  expect(response.status()).toBe(201);
  return account;
}

/** Fills the sign-in form in the page's main region and sends it. */
export async function sendSignIn(page: Page, email: string) {
  const main = page.getByRole('main');
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
}
