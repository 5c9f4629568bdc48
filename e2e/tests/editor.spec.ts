// The editors' desk (issue 32) against the real API, on a server of this spec's own on a fresh
// PostgreSQL database (e2e/own-servers.ts: roles are given from the command line, which cannot open
// the shared e2e server's embedded database). Skipped without TEST_DATABASE_URL.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { request as apiRequest, type APIRequestContext, type Page } from '@playwright/test';
import { EDITOR_MESSAGES } from '@sendero/contract';
import { expect, test } from '../fixtures.ts';
import { newAccount, PASSWORD, sendSignIn, signIn } from '../accounts.ts';
import { expectAccessible } from '../axe.ts';
import { E2E_PORT } from '../env.ts';
import { ADMIN_URL, OwnDatabase, startOwnServer, type OwnServer } from '../own-servers.ts';

const PORT = E2E_PORT + 7;
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** Named by the port, like the e2e server's data folder: runs on other ports do not meet. */
const database = new OwnDatabase(`sendero_e2e_editor_${PORT}`);
const ASSETS = fileURLToPath(new URL('../../apps/web/dist/assets', import.meta.url));
/** A string only the desk's own code holds (its review button). */
const DESK_MARKER = 'Take into review';

type Account = { username: string; email: string };
const people: Record<'traveller' | 'editor' | 'admin' | 'newcomer', Account> = {
  traveller: { username: '', email: '' },
  editor: { username: '', email: '' },
  admin: { username: '', email: '' },
  newcomer: { username: '', email: '' },
};

let server: OwnServer | null = null;

test.skip(!ADMIN_URL, 'TEST_DATABASE_URL is not set: the desk needs a PostgreSQL of its own.');
test.use({ baseURL: BASE_URL });
// One server and one story: the audit log reads what the inbox test did.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  if (!ADMIN_URL) return;
  test.setTimeout(180_000);
  await database.create();
  server = await startOwnServer({ port: PORT, database });

  const request = await apiRequest.newContext({ baseURL: BASE_URL });
  for (const who of Object.keys(people) as (keyof typeof people)[]) {
    people[who] = await newAccount(request, `desk-${who}`);
  }
  await request.dispose();
  database.giveRole(people.editor.email, 'editor');
  database.giveRole(people.admin.email, 'admin');
});

test.afterAll(async () => {
  await server?.stop();
  server = null;
  if (ADMIN_URL) await database.drop();
});

async function sendSubmission(request: APIRequestContext, name: string, message: string) {
  const response = await request.post('/api/submissions', {
    data: { name, email: 'sender@example.com', message, accepted: true },
  });
  expect(response.status()).toBe(201);
}

/** Presses Tab until `target` has focus (at most `limit` times), as a keyboard user does. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 40) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const outboxDir = () => join(server!.dataDir, 'outbox');

const deskNav = (page: Page) => page.getByRole('navigation', { name: 'Editor’s desk' });

test('signed out, the desk asks for a sign-in; a traveller reads that it is for editors', async ({
  page,
}) => {
  await page.goto('/editor');
  await expect(page).toHaveURL(/\/login$/);
  // Signed in, the traveller is taken back to the desk, which refuses them.
  await sendSignIn(page, people.traveller.email);
  await expect(page).toHaveURL(/\/editor$/);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(EDITOR_MESSAGES.notAllowed);
  await expect(deskNav(page)).toHaveCount(0);
  // Never kept, never indexed.
  const answer = await page.request.get('/editor');
  expect(answer.headers()['cache-control']).toBe('no-store');
  expect(answer.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('an editor takes a suggestion into review, accepts it, rejects another and answers a message', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  // A traveller's suggestion, sent through /submit as anyone sends one.
  await page.goto('/submit');
  await page.getByLabel('Name').fill(`Rosa Díaz ${stamp}`);
  await page.getByLabel('Email').fill('rosa@example.com');
  await page
    .getByLabel('Your favourite spot or experience')
    .fill('Café Brújula\nGreat coffee in Oaxaca, near Santo Domingo.');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Thank you! Your submission is in.')).toBeVisible();
  await sendSubmission(request, `Spam Bot ${stamp}`, 'Buy followers now');
  const contact = await request.post('/api/emails/contact', {
    data: {
      name: `Luis Pérez ${stamp}`,
      email: 'luis@example.com',
      message: 'Do the walking tours run in English?',
    },
  });
  expect(contact.ok()).toBe(true);

  await signIn(page, people.editor.email);
  await page.goto('/editor');
  const main = page.getByRole('main');
  await expect(deskNav(page).getByRole('link')).toHaveText(['Inbox', 'Drafts', 'Audit log']);
  const suggestion = main.getByRole('link', { name: new RegExp(`Rosa Díaz ${stamp}`) });
  await expect(suggestion).toContainText('Café Brújula');
  await expect(suggestion).toContainText('Place suggestion · Oaxaca');
  await expect(suggestion).toContainText('New');
  await expectAccessible(page, 'the inbox');

  await suggestion.click();
  const panel = main.getByRole('region', { name: `Rosa Díaz ${stamp}` });
  await expect(panel.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(page).toHaveURL(/item=submission-\d+/);
  await panel.getByRole('button', { name: 'Take into review' }).click();
  await expect(panel.getByRole('button', { name: 'Back to new' })).toBeVisible();
  await expect(suggestion).toContainText('In review');
  await expectAccessible(page, 'an opened message');

  await panel.getByRole('button', { name: 'Accept as a spot' }).click();
  const accept = panel.getByRole('form', { name: 'Make it a draft spot' });
  await expect(accept.getByLabel('Spot name')).toHaveValue('Café Brújula');
  await expect(accept.getByLabel('City')).toHaveValue(/\d+/);
  await accept.getByRole('button', { name: 'Create draft spot' }).click();
  await expect(panel.getByText(/^Draft spot #\d+ created\.$/)).toBeVisible();
  await expect(panel.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Close the message' }).click();
  await expect(suggestion).toBeFocused();

  await main.getByRole('link', { name: new RegExp(`Spam Bot ${stamp}`) }).click();
  const spam = main.getByRole('region', { name: `Spam Bot ${stamp}` });
  await spam.getByRole('button', { name: 'Reject' }).click();
  const reject = spam.getByRole('form', { name: 'Reject the message' });
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByText(EDITOR_MESSAGES.reasonRequired)).toBeVisible();
  await reject.getByLabel('Reason for rejecting').fill('Advertising, not a place.');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(spam.getByText('Rejected. The reason is kept with the message.')).toBeVisible();
  await expect(spam.getByText('Advertising, not a place.')).toBeVisible();

  // Contact messages only: the filter goes into the URL, and a reload keeps it.
  await main.getByLabel('Kind').selectOption('contact');
  await expect(page).toHaveURL(/kind=contact/);
  const message = main.getByRole('link', { name: new RegExp(`Luis Pérez ${stamp}`) });
  await message.click();
  await page.reload();
  await expect(main.getByLabel('Kind')).toHaveValue('contact');
  const letter = main.getByRole('region', { name: `Luis Pérez ${stamp}` });
  await expect(letter.getByText('Do the walking tours run in English?')).toBeVisible();
  await expect(letter.getByRole('button', { name: 'Accept as a spot' })).toHaveCount(0);
  await letter.getByRole('button', { name: 'Answer' }).click();
  // A mark of the answer's own: the team's copy of the message carries the sender's name.
  const mark = `answer-${stamp}`;
  const answerText = `Yes: every morning at ten (${mark}).`;
  await letter.getByLabel('Your answer').fill(answerText);
  await letter.getByRole('button', { name: 'Send answer' }).click();
  await expect(letter.getByText('Answered. The answer is on its way by e-mail.')).toBeVisible();
  await expect(letter.getByText('Answered', { exact: true })).toBeVisible();
  await expect(letter.getByRole('button', { name: 'Send answer' })).toHaveCount(0);
  // The answer leaves through the outbox (an .eml file here).
  await expect
    .poll(
      () =>
        existsSync(outboxDir()) &&
        readdirSync(outboxDir(), { withFileTypes: true })
          .filter((file) => file.isFile())
          .some((file) => readFileSync(join(outboxDir(), file.name), 'utf8').includes(mark)),
    )
    .toBe(true);
});

test('the audit log lists what was done, newest first', async ({ page }) => {
  await signIn(page, people.editor.email);
  await page.goto('/editor/audit');
  const entries = page.getByRole('main').getByRole('region', { name: 'Entries' });
  const who = people.editor.username;
  const sentences = entries.locator(':scope > ol > li > p > span');
  await expect(sentences.first()).toHaveText(new RegExp(`^${who} answered contact message \\d+$`));
  const all = await sentences.allTextContents();
  const order = [
    new RegExp(`^${who} answered contact message \\d+$`),
    new RegExp(`^${who} rejected submission \\d+$`),
    new RegExp(`^${who} accepted submission \\d+$`),
    new RegExp(`^${who} created draft \\d+$`),
    new RegExp(`^${who} took into review submission \\d+$`),
  ];
  const positions = order.map((pattern) => all.findIndex((line) => pattern.test(line)));
  expect(
    positions.every((at) => at >= 0),
    all.join('\n'),
  ).toBe(true);
  // The draft and its acceptance are one moment; the rest in the order they happened.
  expect(positions[0]).toBeLessThan(positions[1]!);
  expect(positions[1]).toBeLessThan(Math.min(positions[2]!, positions[3]!));
  expect(Math.max(positions[2]!, positions[3]!)).toBeLessThan(positions[4]!);
  expect(all).toContain(
    `command line changed the role of account ${await userIdOf(people.editor)}`,
  );
  await expect(entries).toContainText('status: In review → changed to Accepted');
  await expectAccessible(page, 'the audit log');
});

/** The account's id, as its own session reads it. */
async function userIdOf(account: Account): Promise<number> {
  const request = await apiRequest.newContext({ baseURL: BASE_URL });
  try {
    const login = await request.post('/api/login', {
      data: { email: account.email, password: PASSWORD },
    });
    const { user } = (await login.json()) as { user: { id: number } };
    return user.id;
  } finally {
    await request.dispose();
  }
}

test('the desk passes axe in the dark theme as well', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await signIn(page, people.editor.email);
  await page.goto('/editor');
  await expect(page.locator('body')).toHaveClass(/dark-theme/);
  const main = page.getByRole('main');
  // Every state shows in the list by now: accepted, rejected, answered, and new.
  await main.getByRole('link', { name: /Rosa Díaz/ }).click();
  await expect(main.getByRole('region', { name: /Rosa Díaz/ })).toBeVisible();
  await expectAccessible(page, 'the inbox and a message (dark)');
  await page.goto('/editor/audit');
  await expect(main.getByRole('region', { name: 'Entries' })).toBeVisible();
  await expectAccessible(page, 'the audit log (dark)');
});

test('the desk works by keyboard: open a message, reject it, close it', async ({
  page,
  request,
}) => {
  const name = `Keyboard Kim ${Date.now()}`;
  await sendSubmission(request, name, 'A rooftop bar somewhere');
  await signIn(page, people.editor.email);
  await page.goto('/editor');
  const main = page.getByRole('main');
  const row = main.getByRole('link', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await main.getByLabel('State').focus();
  await tabTo(page, row);
  // Focus that a keyboard gave is visible.
  await expect(row).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  const panel = main.getByRole('region', { name });
  await expect(panel.getByRole('heading', { level: 2 })).toBeFocused();

  await tabTo(page, panel.getByRole('button', { name: 'Reject' }));
  await page.keyboard.press('Enter');
  const reason = panel.getByLabel('Reason for rejecting');
  await expect(reason).toBeFocused();
  await page.keyboard.type('No address given.');
  await page.keyboard.press('Tab');
  await expect(
    panel.getByRole('form', { name: 'Reject the message' }).getByRole('button', { name: 'Reject' }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel.getByText('Rejected. The reason is kept with the message.')).toBeVisible();
  await expect(panel.getByRole('heading', { level: 2 })).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Close the message' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(row).toBeFocused();
  await expect(row).toContainText('Rejected');
});

test('an admin gives a role on People, and the account reaches the desk', async ({ page }) => {
  await signIn(page, people.admin.email);
  await page.goto('/editor/people');
  await expect(
    page.getByRole('navigation', { name: 'Editor’s desk' }).getByRole('link'),
  ).toHaveText(['Inbox', 'Drafts', 'Audit log', 'People']);
  const main = page.getByRole('main');
  await main.getByLabel('E-mail address of the account').fill(people.newcomer.email);
  await main.getByLabel('Role', { exact: true }).selectOption('editor');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByRole('status')).toHaveText(
    `${people.newcomer.username} is now an editor.`,
  );

  const newcomer = await apiRequest.newContext({ baseURL: BASE_URL });
  try {
    const login = await newcomer.post('/api/login', {
      data: { email: people.newcomer.email, password: PASSWORD },
    });
    const { token } = (await login.json()) as { token: string };
    const me = await newcomer.get('/api/editor/me', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { role: string }).role).toBe('editor');
  } finally {
    await newcomer.dispose();
  }
});

test('an editor uploads a drawing for a draft: cleaned, chosen, shown and served inert', async ({
  page,
  request,
}) => {
  const alt = `A drawn sun over the hills ${Date.now()}`;
  // A draft of a live spot, started through the API as the editor.
  const login = await request.post('/api/login', {
    data: { email: people.editor.email, password: PASSWORD },
  });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const spots = (await (await request.get('/api/cities/2/spots')).json()) as {
    content: { id: number }[];
  };
  const started = await request.post(`/api/editor/content/spot/${spots.content[0]!.id}/draft`, {
    headers,
  });
  expect(started.status()).toBe(200);
  const draftId = ((await started.json()) as { id: number }).id;

  await signIn(page, people.editor.email);
  await page.goto(`/editor/drafts/${draftId}`);
  const main = page.getByRole('main');
  const drawing =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 30" onload="alert(1)">' +
    '<script>alert(2)</script><rect width="40" height="30" fill="#9cf"/>' +
    '<circle cx="20" cy="12" r="7" fill="#fc3"/></svg>';
  await main.getByLabel('Upload a picture', { exact: true }).setInputFiles({
    name: 'sun.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(drawing),
  });
  await main.getByLabel('Description of the upload (alt text)', { exact: true }).fill(alt);
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/editor/media') && response.request().method() === 'POST',
  );
  await main.getByRole('button', { name: 'Upload', exact: true }).click();
  expect((await answer).status()).toBe(201);

  await expect(main.getByText('Uploaded and chosen as the picture.')).toBeVisible();
  await expect(main.getByRole('radio', { name: `Uploaded: ${alt}` })).toBeChecked();
  await expect(main.getByLabel('Picture description (alt text)', { exact: true })).toHaveValue(alt);
  const shown = main.locator('img[src^="/media/uploads/"]').first();
  await expect
    .poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  await expectAccessible(page, 'the spot editor after an upload');

  const served = await request.get((await shown.getAttribute('src'))!);
  expect(served.headers()['content-type']).toBe('image/svg+xml');
  expect(served.headers()['content-security-policy']).toBe(
    "default-src 'none'; style-src 'unsafe-inline'",
  );
  const body = await served.text();
  expect(body).toContain('<circle cx="20" cy="12" r="7" fill="#fc3"></circle>');
  expect(body).not.toMatch(/script|alert|onload/);

  await main.getByRole('button', { name: 'Save draft' }).click();
  await expect(main.getByText(/^Draft saved\./)).toBeVisible();
});

test('the home page loads none of the desk’s code', async ({ page }) => {
  const built = readdirSync(ASSETS)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(ASSETS, file), 'utf8'));
  expect(
    built.some((code) => code.includes(DESK_MARKER)),
    'the desk is in the build',
  ).toBe(true);

  const scripts = new Map<string, string>();
  const reads: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reads.push(
      response
        .text()
        .then((body) => void scripts.set(response.url(), body))
        .catch(() => {}),
    );
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await Promise.all(reads);
  expect(scripts.size).toBeGreaterThan(0);
  const loaded = [...scripts].filter(([, body]) => body.includes(DESK_MARKER)).map(([url]) => url);
  expect(loaded).toEqual([]);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('keeps no page of the desk on the phone, while it keeps the others', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
      await page.reload();
    }
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true);

    await signIn(page, people.editor.email);
    for (const path of ['/editor', '/editor/audit', '/editor/people']) {
      await page.goto(path);
      await expect(deskNav(page)).toBeVisible();
    }
    // A page visited after them is kept: by then the worker has settled theirs too.
    await page.goto('/terms');
    const kept = (path: string) =>
      page.evaluate(async (url) => Boolean(await caches.match(url, { ignoreVary: true })), path);
    await expect.poll(() => kept('/terms')).toBe(true);
    for (const path of ['/editor', '/editor/audit', '/editor/people']) {
      expect(await kept(path), path).toBe(false);
    }
  });
});
