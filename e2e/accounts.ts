import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

export const PASSWORD = 'Sendero-Trail-2026!';

/**
 * A username and e-mail no account has yet. The username starts with mia_lopez_, so the header's
 * account button shows "ML"; `tag` marks the e-mail.
 */
export function freshIdentity(tag: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return { username: `mia_lopez_${stamp}`, email: `${tag}-${stamp}@example.com` };
}

/** A new account (see freshIdentity), registered through the API with the terms accepted now. */
export async function newAccount(request: APIRequestContext, tag: string) {
  const account = freshIdentity(tag);
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

/**
 * A new account, also signed in through the API (a session of its own), with the headers that
 * authorise its API calls, so a test can give it saves before the browser signs in.
 */
export async function newSignedInAccount(request: APIRequestContext, tag: string) {
  const account = await newAccount(request, tag);
  const response = await request.post('/api/login', {
    data: { email: account.email, password: PASSWORD },
  });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { ...account, headers: { authorization: `Bearer ${token}` } };
}

/** Fills the sign-in form in the page's main region and sends it. */
export async function sendSignIn(page: Page, email: string, password = PASSWORD) {
  const main = page.getByRole('main');
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in from /login and waits for the profile the app opens after. */
export async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await sendSignIn(page, email);
  await expect(page).toHaveURL(/\/profile$/);
}

/**
 * Registers a new account (see freshIdentity) through the /login page's form, as a traveller does;
 * the app signs it in and opens /profile.
 */
export async function registerThroughForm(page: Page, tag: string) {
  const account = freshIdentity(tag);
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'Create account' }).click();
  await main.getByLabel('Username').fill(account.username);
  await main.getByLabel('Email', { exact: true }).fill(account.email);
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await main.getByLabel('I accept the terms and conditions').check();
  await main.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  return account;
}
