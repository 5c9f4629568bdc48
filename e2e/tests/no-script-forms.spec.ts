/**
 * Every form works, or says why it cannot, with the app's code held back (issue 28): the browser
 * sends it as a POST to its own page, never as a GET with its fields (a password among them) in the
 * address, and the page that comes back shows the spec's message.
 */
import { expect, test, type Page } from '@playwright/test';
import { AUTH_TEXT, CONTACT_TEXT, SCRIPT_REQUIRED_TEXT } from '@sendero/contract';

test.use({ javaScriptEnabled: false });

const PASSWORD = 'sunny-oaxaca-2024';
const FIELD_NAMES = ['name', 'email', 'message', 'password', 'confirm', 'username', 'accepted'];

/** Sends the form by clicking `button` and checks the browser POSTed it and kept the address clean. */
async function send(page: Page, button: string, expectedStatus = 200) {
  const [request] = await Promise.all([
    page.waitForRequest((sent) => sent.isNavigationRequest()),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  expect(request.method()).toBe('POST');
  const response = await request.response();
  expect(response?.status()).toBe(expectedStatus);
  await page.waitForLoadState('domcontentloaded');
  const address = new URL(page.url());
  for (const name of FIELD_NAMES) expect(address.searchParams.has(name)).toBe(false);
  expect(page.url()).not.toContain(PASSWORD);
}

test.describe('forms without the app', () => {
  test('the contact form sends its message', async ({ page }) => {
    await page.goto('/company-info#contact-us');
    // The section is a <details>: it opens with a tap, no app needed.
    await page.getByRole('main').locator('#contact-us summary').click();
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByLabel('Name').fill('Ana');
    await form.getByLabel('Email').fill('ana@example.com');
    await form.getByLabel('Message').fill('Hola! Is the Guelaguetza in July?');
    await send(page, 'Send message');
    await expect(page.getByText(CONTACT_TEXT.success)).toBeVisible();
  });

  test('a community submission is received', async ({ page }) => {
    await page.goto('/submit');
    const form = page.getByRole('form', { name: 'Share a spot' });
    await form.getByLabel('Name').fill('Ana');
    await form.getByLabel('Email').fill('ana@example.com');
    await form.getByLabel('Your favourite spot or experience').fill('Mercado 20 de Noviembre');
    await form.getByRole('checkbox').check();
    await send(page, 'Submit');
    await expect(page.getByText('Thank you! Your submission is in.')).toBeVisible();
  });

  test('the forgot-password form requests a link', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('nobody@example.com');
    await send(page, 'Send reset link');
    await expect(page.getByText(AUTH_TEXT.forgotSuccess)).toBeVisible();
  });

  test('sign-in says it needs JavaScript, and a missing field is named', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('ana@example.com');
    await send(page, 'Sign in', 400);
    await expect(page.getByText(AUTH_TEXT.passwordRequired)).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('ana@example.com');

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await send(page, 'Sign in');
    await expect(page.getByText(SCRIPT_REQUIRED_TEXT.signIn)).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  });

  test('registration says it needs JavaScript', async ({ page }) => {
    await page.goto('/login?tab=create');
    await page.getByLabel('Username').fill('ana');
    await page.getByLabel('Email').fill('ana@example.com');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('I accept the terms and conditions').check();
    await send(page, 'Create account');
    await expect(page.getByText(SCRIPT_REQUIRED_TEXT.register)).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue('ana');
  });
});
