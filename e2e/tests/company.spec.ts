import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../fixtures.ts';
import { E2E_OUTBOX_DIR } from '../env.ts';

test.describe('terms and company information', () => {
  test('terms show sixteen sections, the date and both buttons', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    await expect(page.getByText('Last updated Aug 11, 2025')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(16);
    await expect(page.getByText(/Ontario/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    // "Create an account" opens the Create account tab (issue 15).
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/login\?tab=create$/);
    await expect(page.getByRole('tab', { name: 'Create account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('a hash opens its accordion and scrolls it into view', async ({ page }) => {
    await page.goto('/company-info#privacy-policy');
    // Each section is a <details>, open or not (it opens without the app's code, issue 28).
    await expect(page.locator('#privacy-policy > details')).toHaveAttribute('open', '');
    await expect(
      page
        .locator('#privacy-policy')
        .getByText(/PIPEDA/)
        .first(),
    ).toBeVisible();
    // What deleting an account removes and what it keeps anonymised (decision 0029).
    await expect(
      page.locator('#privacy-policy').getByText(/are anonymised rather than deleted/),
    ).toBeVisible();
    await expect
      .poll(() =>
        page
          .locator('#privacy-policy')
          .evaluate((el) => Math.round(el.getBoundingClientRect().top)),
      )
      .toBeLessThan(160);
    await expect(page.locator('#press > details')).not.toHaveAttribute('open');
  });

  test('/company-info#contact-us opens the contact form, which sends the message', async ({
    page,
  }) => {
    await page.goto('/company-info#contact-us');
    const section = page.locator('#contact-us');
    await expect(section.locator('details').first()).toHaveAttribute('open', '');
    const unique = `Browser test ${Date.now()}`;
    await section.getByLabel('Name').fill('Lucía Pérez');
    await section.getByLabel('Email').fill('lucia@example.com');
    await section.getByLabel('Message').fill(unique);
    await section.getByRole('button', { name: 'Send message' }).click();
    await expect(
      section.getByText("Message sent successfully! We'll get back to you soon."),
    ).toBeVisible();
    await expect(section.getByLabel('Message')).toHaveValue('');

    // The e-mail reaches the team through the outbox (an .eml file by default).
    await expect
      .poll(
        () =>
          // The folder appears with the first mail written, after the page's answer.
          existsSync(E2E_OUTBOX_DIR) &&
          readdirSync(E2E_OUTBOX_DIR, { withFileTypes: true })
            .filter((f) => f.isFile())
            .some((f) => readFileSync(join(E2E_OUTBOX_DIR, f.name), 'utf8').includes(unique)),
      )
      .toBe(true);
  });

  test('a double click on "Send message" sends one message and one e-mail (issue 34)', async ({
    page,
  }) => {
    await page.goto('/company-info#contact-us');
    const section = page.locator('#contact-us');
    const unique = `Double click ${Date.now()}`;
    await section.getByLabel('Name').fill('Lucía Pérez');
    await section.getByLabel('Email').fill('lucia@example.com');
    await section.getByLabel('Message').fill(unique);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/emails/contact')) {
        posts.push(request.headers()['idempotency-key'] ?? '');
      }
    });
    await section.getByRole('button', { name: 'Send message' }).dblclick();
    await expect(
      section.getByText("Message sent successfully! We'll get back to you soon."),
    ).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatch(/^[0-9a-f]{32}$/);
    const mailsWith = () =>
      existsSync(E2E_OUTBOX_DIR)
        ? readdirSync(E2E_OUTBOX_DIR, { withFileTypes: true })
            .filter((f) => f.isFile())
            .filter((f) => readFileSync(join(E2E_OUTBOX_DIR, f.name), 'utf8').includes(unique))
            .length
        : 0;
    await expect.poll(mailsWith).toBe(1);
  });

  test('the contact form shows the server message on bad input and keeps what was typed', async ({
    page,
  }) => {
    await page.goto('/company-info#contact-us');
    const section = page.locator('#contact-us');
    await section.getByLabel('Name').fill('Ana');
    // The browser accepts an address without a dot in the domain; the server does not.
    await section.getByLabel('Email').fill('ana@localhost');
    await section.getByLabel('Message').fill('Is the Guelaguetza worth it?');
    await section.getByRole('button', { name: 'Send message' }).click();
    await expect(section.getByRole('alert')).toContainText('Enter a valid email.');
    await expect(section.getByLabel('Name')).toHaveValue('Ana');
  });
});

test.describe('community submission', () => {
  test('needs consent, then thanks the visitor with 25 tacos', async ({ page }) => {
    await page.goto('/submit');
    const submit = page.getByRole('button', { name: /submit|share|send/i });
    await page.getByLabel('Name').fill('Mateo');
    await page.getByLabel('Email').fill('mateo@example.com');
    await page
      .getByLabel('Your favourite spot or experience')
      .fill('Tlayudas at Mercado 20 de Noviembre');
    await expect(submit).toBeDisabled();
    await page.getByRole('checkbox').check();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByText('Thank you! Your submission is in.')).toBeVisible();

    const taco = page.getByRole('button', { name: 'Taco' });
    for (let i = 0; i < 25; i += 1) await taco.click();
    const done = page.getByRole('button', { name: "That's all the tacos!" });
    await expect(done).toBeDisabled();
    await expect(
      page.getByRole('list', { name: 'Taco messages' }).getByRole('listitem'),
    ).toHaveCount(25);
  });
});
