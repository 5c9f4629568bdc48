import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../fixtures.ts';
import type { Page } from '@playwright/test';
import { PASSWORD, freshIdentity, newAccount, sendSignIn, signIn } from '../accounts.ts';
import { E2E_OUTBOX_DIR } from '../env.ts';

const NEW_PASSWORD = 'Copper-Canyon-88?';

function form(page: Page) {
  return page.getByRole('main');
}

/** The reset link of the newest e-mail to `email` in the outbox (quoted-printable or base64 bodies). */
function resetLinkFor(email: string): string | null {
  if (!existsSync(E2E_OUTBOX_DIR)) return null;
  const files = readdirSync(E2E_OUTBOX_DIR)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => join(E2E_OUTBOX_DIR, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const file of files) {
    const raw = readFileSync(file, 'utf8');
    if (!raw.toLowerCase().includes(email.toLowerCase())) continue;
    const decoded = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
    const texts = [decoded];
    for (const block of raw.split(/\r?\n\r?\n/)) {
      const compact = block.replace(/\s+/g, '');
      if (/^[A-Za-z0-9+/=]{40,}$/.test(compact)) {
        texts.push(Buffer.from(compact, 'base64').toString('utf8'));
      }
    }
    for (const text of texts) {
      const match = /https?:\/\/[^\s"'<>]+\/reset-password\?token=[^\s"'<>&]+/.exec(text);
      if (match) return match[0];
    }
  }
  return null;
}

test.describe('accounts', () => {
  test('register → signed in → a reload keeps the session → log out; a wrong password is refused', async ({
    page,
  }) => {
    // Not registered yet: this test creates the account through the form.
    const account = freshIdentity('register');
    await page.goto('/login');
    const main = form(page);
    await expect(main.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await main.getByRole('tab', { name: 'Create account' }).click();
    await main.getByRole('button', { name: 'Create account', exact: true }).click();
    await expect(main.getByText('Username is required.')).toBeVisible();
    await expect(main.getByText('You must accept the terms.')).toBeVisible();

    await main.getByLabel('Username').fill(account.username);
    await main.getByLabel('Email', { exact: true }).fill(account.email);
    // A password the server finds easy to guess: the page says why (issue 29).
    await main.getByLabel('Password', { exact: true }).fill('Sendero!2026');
    await main.getByLabel('Confirm password', { exact: true }).fill('Sendero!2026');
    await main.getByLabel('I accept the terms and conditions').check();
    await main.getByRole('button', { name: 'Create account', exact: true }).click();
    await expect(
      main.getByText('There should not be any personal or page related data.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await expect(main.getByText('Strong', { exact: true })).toBeVisible();
    await main.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await main.getByRole('button', { name: 'Create account', exact: true }).click();

    await expect(page).toHaveURL(/\/profile$/);
    const accountLink = page.getByRole('banner').getByRole('link', { name: 'Your profile' });
    await expect(accountLink).toHaveText('ML');
    await expect(main.getByRole('heading', { name: account.username })).toBeVisible();
    await expect(main.getByText(account.email)).toBeVisible();
    await expect(main.getByText('Member', { exact: true })).toBeVisible();
    await expect(main.getByText('Explorer', { exact: true })).toBeVisible();
    await expect(main.getByText('No bookmarked tours yet')).toBeVisible();

    await page.reload();
    await expect(accountLink).toHaveText('ML');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(main.getByRole('heading', { name: account.username })).toBeVisible();

    await main.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    // The refresh cookie was revoked too: a reload stays signed out.
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

    await sendSignIn(page, account.email, 'not-the-password');
    await expect(main.getByText('Invalid email or password.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await sendSignIn(page, account.email);
    await expect(page).toHaveURL(/\/profile$/);
  });

  test("the server's reset cooldown counts down and holds the button (issue 34)", async ({
    page,
    request,
  }) => {
    const account = await newAccount(request, 'cooldown');
    // A request from elsewhere (another browser): this one has no cooldown of its own.
    const first = await request.post('/api/auth/request-password-reset', {
      data: { email: account.email },
    });
    expect(first.status()).toBe(204);

    await page.goto('/forgot-password');
    const main = form(page);
    await main.getByLabel('Email').fill(account.email);
    const answered = page.waitForResponse((r) =>
      r.url().endsWith('/api/auth/request-password-reset'),
    );
    await main.getByRole('button', { name: 'Send reset link' }).click();
    expect((await answered).status()).toBe(429);
    const held = main.getByRole('button', { name: /^Try again in 0[45]:\d\d$/ });
    await expect(held).toBeDisabled();
    const shown = await held.textContent();
    await expect(
      main.getByText(/^Please wait 0[45]:\d\d before requesting another reset link\.$/),
    ).toBeVisible();
    // It counts down: a later second, still held.
    await expect(held).not.toHaveText(shown ?? '');
    await expect(held).toBeDisabled();
  });

  test('forgot password → the link from the outbox → new password → sign in with it', async ({
    page,
    request,
  }) => {
    const account = await newAccount(request, 'forgot');

    await page.goto('/login');
    await form(page).getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    const main = form(page);
    await main.getByLabel('Email').fill(account.email);
    await main.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      main.getByText(
        "If that email exists, we've sent a password reset link. If you made multiple requests, the latest email you entered will be used.",
      ),
    ).toBeVisible();
    await expect(main.getByText(/Spam\/Junk/)).toBeVisible();
    await expect(main.getByRole('button', { name: /^Try again in 0[45]:\d\d$/ })).toBeDisabled();

    // The cooldown and the e-mail survive a reload.
    await page.reload();
    await expect(main.getByLabel('Email')).toHaveValue(account.email);
    await expect(main.getByRole('button', { name: /^Try again in 0[45]:\d\d$/ })).toBeDisabled();

    let link: string | null = null;
    await expect
      .poll(() => (link = resetLinkFor(account.email)), { timeout: 15_000 })
      .not.toBeNull();
    const url = new URL(link!);
    await page.goto(`${url.pathname}${url.search}`);
    await main.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await main.getByLabel('Confirm New Password').fill(`${NEW_PASSWORD}x`);
    await main.getByRole('button', { name: 'Reset password' }).click();
    await expect(main.getByText('Passwords do not match.')).toBeVisible();
    await main.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
    await main.getByRole('button', { name: 'Reset password' }).click();
    await expect(
      main.getByText('Your password has been reset. You can now sign in.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

    await sendSignIn(page, account.email, PASSWORD);
    await expect(main.getByText('Invalid email or password.')).toBeVisible();
    await sendSignIn(page, account.email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/profile$/);

    // The link is single-use.
    await page.goto(`${url.pathname}${url.search}`);
    await main.getByLabel('New Password', { exact: true }).fill(PASSWORD);
    await main.getByLabel('Confirm New Password').fill(PASSWORD);
    await main.getByRole('button', { name: 'Reset password' }).click();
    await expect(main.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/reset-password\?token=/);
  });

  test('change password, then sign in with the new one', async ({ page, request }) => {
    const account = await newAccount(request, 'change');
    await signIn(page, account.email);

    const main = form(page);
    await main.getByRole('link', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(/\/profile\/change-password$/);
    await main.getByLabel('Current password', { exact: true }).fill('wrong-current-1');
    await main.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await expect(main.getByText('Strong', { exact: true })).toBeVisible();
    await main.getByLabel('Confirm new password', { exact: true }).fill('something-else');
    await main.getByRole('button', { name: 'Update password' }).click();
    await expect(main.getByText('New passwords do not match.')).toBeVisible();
    await main.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await main.getByRole('button', { name: 'Update password' }).click();
    await expect(main.getByText('Current password is incorrect.')).toBeVisible();

    await main.getByLabel('Current password', { exact: true }).fill(PASSWORD);
    await main.getByRole('button', { name: 'Update password' }).click();
    await expect(main.getByText('Password updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/, { timeout: 5_000 });

    await main.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await sendSignIn(page, account.email, PASSWORD);
    await expect(main.getByText('Invalid email or password.')).toBeVisible();
    await sendSignIn(page, account.email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('delete the account with the DELETE dialog', async ({ page, request }) => {
    const account = await newAccount(request, 'delete');
    await signIn(page, account.email);

    const main = form(page);
    const opener = main.getByRole('button', { name: 'Delete Account' });
    await opener.click();
    const first = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(first).toHaveAttribute('aria-modal', 'true');
    await page.keyboard.press('Escape');
    await expect(first).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    const second = page.getByRole('dialog', { name: 'Type DELETE to confirm' });
    const input = second.getByLabel('Confirmation');
    await expect(input).toBeFocused();
    // Focus stays inside the dialog.
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    expect(await second.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

    await input.fill('remove');
    await second.getByRole('button', { name: 'Delete Account' }).click();
    await expect(second.getByText('Please type "DELETE" to confirm.')).toBeVisible();
    await input.fill(' delete ');
    // The password is asked again: a session alone cannot erase the account.
    const password = second.getByLabel('Password', { exact: true });
    await password.fill('not-the-password');
    await second.getByRole('button', { name: 'Delete Account' }).click();
    await expect(second.getByText('That password is not correct.')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await password.fill(PASSWORD);
    await second.getByRole('button', { name: 'Delete Account' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await sendSignIn(page, account.email);
    await expect(form(page).getByText('Invalid email or password.')).toBeVisible();
  });

  test('a key pressed the moment a dialog shows is already the dialog’s', async ({
    page,
    request,
  }) => {
    const account = await newAccount(request, 'quick-escape');
    await signIn(page, account.email);
    // Escape is sent as soon as the dialog is in the page, before the browser has painted it:
    // a trap that started only after the paint (a passive effect) let it through.
    await page.evaluate(() => {
      const observer = new MutationObserver((records) => {
        const added = records.flatMap((record) => Array.from(record.addedNodes));
        const dialog = added.find(
          (node) =>
            node instanceof Element &&
            (node.matches('[role="dialog"]') || node.querySelector('[role="dialog"]')),
        );
        if (!dialog) return;
        observer.disconnect();
        document.activeElement?.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
        );
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    const opener = form(page).getByRole('button', { name: 'Delete Account' });
    await opener.click();
    await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('/profile signed out goes to /login and comes back after sign-in', async ({
    page,
    request,
  }) => {
    const account = await newAccount(request, 'guard');
    await page.goto('/profile/change-password');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await sendSignIn(page, account.email);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(form(page).getByRole('heading', { name: account.username })).toBeVisible();
    // Signed in, /login sends the user on to the profile.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/profile$/);
  });
});
