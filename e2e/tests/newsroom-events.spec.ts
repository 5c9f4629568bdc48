// Issue 32 item 4, events: an editor changes an event's last day and times, saves by keyboard,
// sees the events page's card in the preview and publishes; a second instance on the same
// PostgreSQL database lists the event with its new days and times at once. Two instances of the
// built server on a database of this spec's own (e2e/own-servers.ts). Skipped without
// TEST_DATABASE_URL.
import { request as apiRequest } from '@playwright/test';
import type { EventItem } from '@sendero/contract';
import { expect, test } from '../fixtures.ts';
import { newAccount, signIn } from '../accounts.ts';
import { expectAccessible } from '../axe.ts';
import { E2E_PORT } from '../env.ts';
import { ADMIN_URL, OwnDatabase, startOwnServer, type OwnServer } from '../own-servers.ts';

const database = new OwnDatabase(`sendero_e2e_newsroom_events_${E2E_PORT}`);
const OAXACA = 2;
const EVENT = 'Día de Muertos in Oaxaca';
const SLUG = 'oaxaca-dia-de-muertos';
let first: OwnServer | null = null;
let second: OwnServer | null = null;
let editor = { username: '', email: '' };

test.skip(!ADMIN_URL, 'TEST_DATABASE_URL is not set: two instances need a PostgreSQL.');
test.use({ baseURL: `http://127.0.0.1:${E2E_PORT + 12}` });

test.beforeAll(async () => {
  if (!ADMIN_URL) return;
  test.setTimeout(240_000);
  await database.create();
  const env = { JWT_SECRET: `newsroom-events-${E2E_PORT}-${'x'.repeat(32)}` };
  first = await startOwnServer({ port: E2E_PORT + 12, database, env });
  second = await startOwnServer({ port: E2E_PORT + 13, database, env });
  const request = await apiRequest.newContext({ baseURL: first.baseURL });
  editor = await newAccount(request, 'newsroom-events-editor');
  await request.dispose();
  database.giveRole(editor.email, 'editor');
});

test.afterAll(async () => {
  await first?.stop();
  await second?.stop();
  if (ADMIN_URL) await database.drop();
});

test('an editor changes an event’s days and times and publishes; another instance lists them at once', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const listed = async (server: OwnServer) => {
    const events = (await (
      await page.request.get(`${server.baseURL}/api/events?cityId=${OAXACA}`)
    ).json()) as EventItem[];
    const event = events.find((item) => item.slug === SLUG);
    return event && { endDay: event.endDate.slice(5), start: event.startTime, end: event.endTime };
  };
  expect(await listed(second!)).toEqual({ endDay: '11-02', start: '18:00', end: null });

  await signIn(page, editor.email);
  await page.goto(`${first!.baseURL}/editor/drafts`);
  const main = page.getByRole('main');
  const chooser = main.getByRole('form', { name: 'Edit an event' });
  await chooser.getByLabel('The event’s city').selectOption(String(OAXACA));
  await chooser.getByLabel('Event', { exact: true }).selectOption({ label: EVENT });
  await chooser.getByRole('button', { name: 'Edit this event' }).click();

  const form = main.getByRole('form', { name: 'Event' });
  await expect(form.getByLabel('Start time')).toHaveValue('18:00');
  await expectAccessible(page, 'the event editor');

  await form.getByLabel('Ends on').fill('2027-11-03');
  await form.getByLabel('Start time').fill('19:30');
  await form.getByLabel('End time').fill('23:00');
  await expect(form.getByLabel('Start time')).toHaveValue('19:30');
  await expect(form.getByLabel('End time')).toHaveValue('23:00');
  const save = form.getByRole('button', { name: 'Save draft' });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(main.getByText('Draft saved. It is ready to publish.')).toBeVisible();

  await form.getByRole('button', { name: 'Preview' }).click();
  const preview = main.getByRole('region', { name: 'Preview — not published' });
  const card = preview.getByRole('article', { name: EVENT });
  await expect(card.getByTestId('event-time')).toHaveText('19:30 – 23:00');
  await expectAccessible(page, 'the event preview');

  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(
    main.getByText('Published. Travellers see this version of the event now.'),
  ).toBeVisible();

  // The second instance lists the new days and times at once.
  await expect
    .poll(() => listed(second!))
    .toEqual({ endDay: '11-03', start: '19:30', end: '23:00' });
});
