// Issue 32's "done when": signed in as an editor, a community suggestion becomes a published spot
// that a second instance serves at once (city page, search); its hours are changed and the earlier
// version restored; a traveller's account gets 403 from every editor call; the audit log shows each
// step. Then a tour's stops reordered by keyboard alone, and an event's days and times, each
// served by the second instance at once. Two instances of the built server on one PostgreSQL database of this spec's own
// (e2e/own-servers.ts), as behind a load balancer. Skipped without TEST_DATABASE_URL.
import { request as apiRequest } from '@playwright/test';
import { EDITOR_MESSAGES, type EventItem, type TourDetail } from '@sendero/contract';
import { expect, test } from '../fixtures.ts';
import { newAccount, PASSWORD, signIn } from '../accounts.ts';
import { expectAccessible } from '../axe.ts';
import { dndStatus, pickUp } from '../drag-by-keyboard.ts';
import { E2E_PORT } from '../env.ts';
import { ADMIN_URL, OwnDatabase, startOwnServer, type OwnServer } from '../own-servers.ts';

const database = new OwnDatabase(`sendero_e2e_newsroom_${E2E_PORT}`);
const OAXACA = 2;
const SAN_CRISTOBAL = 12;
const TOUR = 'Hilltop Churches and Colonial Streets';
// Its last stops are open at every hour: their order can change without a closed door.
const ANDADOR = 'Andador Real de Guadalupe';
const TEMPLO = 'Templo de Guadalupe on the Cerro de Guadalupe';
const PLAZA = 'Plaza 31 de Marzo and Catedral de San Cristóbal';
const EVENT = 'Día de Muertos in Oaxaca';
const EVENT_SLUG = 'oaxaca-dia-de-muertos';
let first: OwnServer | null = null;
let second: OwnServer | null = null;
const people = { editor: { username: '', email: '' }, traveller: { username: '', email: '' } };

test.skip(!ADMIN_URL, 'TEST_DATABASE_URL is not set: two instances need a PostgreSQL.');
// The browser talks to the first instance; the second is asked what travellers get.
test.use({ baseURL: `http://127.0.0.1:${E2E_PORT + 8}` });

test.beforeAll(async () => {
  if (!ADMIN_URL) return;
  test.setTimeout(240_000);
  await database.create();
  // One secret: each instance accepts the other's sessions, as behind a load balancer.
  const env = { JWT_SECRET: `newsroom-${E2E_PORT}-${'x'.repeat(32)}` };
  first = await startOwnServer({ port: E2E_PORT + 8, database, env });
  second = await startOwnServer({ port: E2E_PORT + 9, database, env });
  const request = await apiRequest.newContext({ baseURL: first.baseURL });
  people.editor = await newAccount(request, 'newsroom-editor');
  people.traveller = await newAccount(request, 'newsroom-traveller');
  await request.dispose();
  database.giveRole(people.editor.email, 'editor');
});

test.afterAll(async () => {
  await first?.stop();
  await second?.stop();
  if (ADMIN_URL) await database.drop();
});

test('a suggestion becomes a spot every instance serves; its hours change and are restored; all audited', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const name = `Café Brújula ${stamp}`;
  const onFirst = (path: string) => `${first!.baseURL}${path}`;
  const onSecond = (path: string) => `${second!.baseURL}${path}`;

  // A traveller suggests a place through /submit, as anyone does.
  await page.goto(onFirst('/submit'));
  await page.getByLabel('Name').fill(`Rosa Díaz ${stamp}`);
  await page.getByLabel('Email').fill('rosa@example.com');
  await page
    .getByLabel('Your favourite spot or experience')
    .fill(`${name}\nSpecialty coffee roasted in Oaxaca, two blocks from Santo Domingo.`);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Thank you! Your submission is in.')).toBeVisible();

  // 1. The editor accepts it: a draft spot filled in from the suggestion.
  await signIn(page, people.editor.email);
  await page.goto(onFirst('/editor'));
  const main = page.getByRole('main');
  await main.getByRole('link', { name: new RegExp(`Rosa Díaz ${stamp}`) }).click();
  const panel = main.getByRole('region', { name: `Rosa Díaz ${stamp}` });
  await panel.getByRole('button', { name: 'Accept as a spot' }).click();
  const accept = panel.getByRole('form', { name: 'Make it a draft spot' });
  await expect(accept.getByLabel('Spot name')).toHaveValue(name);
  await accept.getByLabel('City').selectOption(String(OAXACA));
  await accept.getByRole('button', { name: 'Create draft spot' }).click();
  const created = panel.getByText(/^Draft spot #\d+ created\.$/);
  await expect(created).toBeVisible();
  const draftId = Number((await created.textContent())!.match(/#(\d+)/)![1]);

  // 2. The editor completes the spot and publishes it.
  await page.goto(onFirst(`/editor/drafts/${draftId}`));
  await expect(main.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expectAccessible(page, 'the spot editor');
  await expect(main.getByLabel('Description', { exact: true })).toHaveValue(/Specialty coffee/);
  await main.getByLabel('Category', { exact: true }).fill('cafe');
  await main.getByLabel('Tags', { exact: true }).fill('coffee, food');
  await main
    .getByLabel('Address', { exact: true })
    .fill('Calle Manuel García Vigil 201, Centro, Oaxaca');
  await main.getByLabel('Latitude', { exact: true }).fill('17.0649');
  await main.getByLabel('Longitude', { exact: true }).fill('-96.7245');
  await main.getByLabel('Price (US$)', { exact: true }).fill('4');
  await main.getByLabel('Price unit', { exact: true }).selectOption('per-person');
  await main.getByLabel('Typical visit (minutes)', { exact: true }).fill('45');
  await main
    .getByLabel('Opening hours', { exact: true })
    .fill('Mo-Sa 08:00-21:00; Su,PH 09:00-15:00');
  await main.getByLabel('Checked on', { exact: true }).fill('2026-11-27');
  await main.getByLabel('Find a picture', { exact: true }).fill('santo domingo');
  await main.getByRole('radio').first().check();
  await main
    .getByLabel('Picture description (alt text)', { exact: true })
    .fill('A cup of coffee on a stone table');
  await main.getByRole('button', { name: 'Publish' }).click();
  await expect(
    main.getByText('Published. Travellers see this version of the spot now.'),
  ).toBeVisible();
  const spotLink = main.getByRole('link', { name: 'See the live spot page' });
  const spotPath = new URL((await spotLink.getAttribute('href'))!, first!.baseURL).pathname;
  const spotId = Number(spotPath.split('/').pop());
  expect(spotId).toBeGreaterThan(0);

  // 3. The second instance serves it at once: on the city's page of spots and in search.
  await expect
    .poll(async () => (await page.request.get(onSecond(`/api/cities/${OAXACA}/spots`))).text())
    .toContain(name);
  await page.goto(onSecond(`/cities/${OAXACA}/spots`));
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(name) })
      .first(),
  ).toBeVisible();
  await page.goto(onSecond(`/search?q=${encodeURIComponent(`brujula ${stamp}`)}`));
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(name) })
      .first(),
  ).toBeVisible();

  // 4. The editor changes its hours, then restores the version before.
  await page.goto(onFirst('/editor/drafts'));
  await main.getByLabel('City', { exact: true }).selectOption(String(OAXACA));
  await main.getByLabel('Spot', { exact: true }).selectOption(String(spotId));
  await main.getByRole('button', { name: 'Edit this spot' }).click();
  await expect(page).toHaveURL(/\/editor\/drafts\/\d+$/);
  await main.getByLabel('Opening hours', { exact: true }).fill('Mo-Su,PH 07:00-23:00');
  await main.getByLabel('Checked on', { exact: true }).fill('2026-11-28');
  await main.getByRole('button', { name: 'Publish' }).click();
  await expect(
    main.getByText('Published. Travellers see this version of the spot now.'),
  ).toBeVisible();
  const hoursOnSecond = async () =>
    (
      (await (await page.request.get(onSecond(`/api/spots/${spotId}`))).json()) as {
        openingHours: string;
      }
    ).openingHours;
  await expect.poll(hoursOnSecond).toBe('Mo-Su,PH 07:00-23:00');

  await page.goto(onFirst(`/editor/spots/${spotId}/history`));
  await expect(main.getByText('Mo-Su,PH 07:00-23:00').first()).toBeVisible();
  await expectAccessible(page, 'a spot’s history');
  await main
    .getByRole('button', { name: /Restore this version/ })
    .first()
    .click();
  await main.getByRole('button', { name: /^Yes, restore version 1$/ }).click();
  await expect.poll(hoursOnSecond).toBe('Mo-Sa 08:00-21:00; Su,PH 09:00-15:00');

  // 5. A traveller's account gets 403 from every editor call the API documents.
  const api = await apiRequest.newContext({ baseURL: first!.baseURL });
  const login = await api.post('/api/login', {
    data: { email: people.traveller.email, password: PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const documented = (await (await api.get('/api/docs/json')).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const calls = Object.entries(documented.paths)
    .filter(([path]) => path.startsWith('/api/editor'))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({
        method: method.toUpperCase(),
        url: path.replace('{kind}', 'spot').replace(/\{[a-zA-Z]+\}/g, '1'),
      })),
    );
  expect(calls.length).toBeGreaterThan(15);
  for (const { method, url } of calls) {
    const answer = await api.fetch(url, {
      method,
      headers: { authorization: `Bearer ${token}` },
      ...(method === 'GET' || method === 'HEAD' ? {} : { data: {} }),
    });
    expect(answer.status(), `${method} ${url}`).toBe(403);
    if (method !== 'HEAD') expect((await answer.json()).message).toBe(EDITOR_MESSAGES.notAllowed);
  }
  await api.dispose();

  // The audit log shows each step, newest first.
  await page.goto(onFirst('/editor/audit'));
  const who = people.editor.username;
  const sentences = page
    .getByRole('main')
    .getByRole('region', { name: 'Entries' })
    .locator(':scope > ol > li > p > span');
  await expect(sentences.first()).toHaveText(
    `${who} restored an earlier version of spot ${spotId}`,
  );
  const lines = await sentences.allTextContents();
  const expected = [
    `${who} restored an earlier version of spot ${spotId}`,
    `${who} published spot ${spotId}`,
    `${who} started a draft of spot ${spotId}`,
    `${who} published spot ${spotId}`,
    new RegExp(`^${who} accepted submission \\d+$`),
  ];
  let from = 0;
  for (const line of expected) {
    const at = lines.findIndex(
      (text, i) => i >= from && (typeof line === 'string' ? text === line : line.test(text)),
    );
    expect(
      at,
      `${String(line)} after line ${from} in:\n${lines.join('\n')}`,
    ).toBeGreaterThanOrEqual(from);
    from = at + 1;
  }
});

test('an editor reorders a tour’s stops by keyboard and publishes; another instance serves the new order', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stopsOn = async (server: OwnServer, tourId: number) =>
    (
      (await (await page.request.get(`${server.baseURL}/api/tours/${tourId}`)).json()) as TourDetail
    ).spots
      .sort((a, b) => a.orderIndex - b.orderIndex)
      .map(({ spot }) => spot.name);

  await signIn(page, people.editor.email);
  await page.goto(`${first!.baseURL}/editor/drafts`);
  const main = page.getByRole('main');
  const chooser = main.getByRole('form', { name: 'Edit a tour' });
  await chooser.getByLabel('The tour’s city').selectOption(String(SAN_CRISTOBAL));
  await chooser.getByLabel('Tour', { exact: true }).selectOption({ label: TOUR });
  await chooser.getByRole('button', { name: 'Edit this tour' }).click();

  const form = main.getByRole('form', { name: 'Tour' });
  // Each stop's name, as its row shows it ("6. Templo …") without the number.
  const shown = async () =>
    (await form.getByTestId('tour-stop').locator('p').allTextContents()).map((text) =>
      text.replace(/^\d+\.\s*/, '').trim(),
    );
  await expect.poll(async () => (await shown()).slice(-3)).toEqual([PLAZA, ANDADOR, TEMPLO]);
  const before = await shown();
  await expectAccessible(page, 'the tour editor');

  // Picked up by its handle with Space, moved up one with the arrow key, dropped with Space.
  // Each key waits for what dnd-kit's live region says, and the arrow key for the sensor (pickUp).
  const count = before.length;
  await pickUp(
    page,
    form.getByRole('button', { name: `Drag ${TEMPLO}` }),
    `${TEMPLO} is over stop ${count} of ${count}.`,
  );
  await page.keyboard.press('ArrowUp');
  await expect(dndStatus(page)).toHaveText(`${TEMPLO} is over stop ${count - 1} of ${count}.`);
  await page.keyboard.press('Space');
  await expect.poll(async () => (await shown()).slice(-3)).toEqual([PLAZA, TEMPLO, ANDADOR]);

  // And its Move up button, by keyboard: focus stays on it as the stop moves.
  const moveUp = form.getByRole('button', { name: `Move up ${TEMPLO}` });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await shown()).slice(-3)).toEqual([TEMPLO, PLAZA, ANDADOR]);
  await expect(moveUp).toBeFocused();

  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(
    main.getByText('Published. Travellers see this version of the tour now.'),
  ).toBeVisible();
  const href = await main
    .getByRole('link', { name: 'See the live tour page' })
    .getAttribute('href');
  const tourId = Number(href!.split('/').pop());

  // The second instance serves the new order at once.
  await expect
    .poll(() => stopsOn(second!, tourId))
    .toEqual([...before.slice(0, -3), TEMPLO, PLAZA, ANDADOR]);
});

test('an editor changes an event’s days and times and publishes; another instance lists them at once', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const listed = async (server: OwnServer) => {
    const events = (await (
      await page.request.get(`${server.baseURL}/api/events?cityId=${OAXACA}`)
    ).json()) as EventItem[];
    const event = events.find((item) => item.slug === EVENT_SLUG);
    return event && { endDay: event.endDate.slice(5), start: event.startTime, end: event.endTime };
  };
  expect(await listed(second!)).toEqual({ endDay: '11-02', start: '18:00', end: null });

  await signIn(page, people.editor.email);
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

test('an editor rewrites part of a guide and publishes; another instance serves the new text', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const GUIDE = 'What to Eat in Oaxaca: A Food Guide';
  const SLUG = 'oaxaca-food-guide';
  const mark = `Ask for tejate at the Mercado de la Merced ${Date.now()}.`;
  const served = async () =>
    (await page.request.get(`${second!.baseURL}/api/city-posts/by-slug/${OAXACA}/${SLUG}`)).text();
  expect(await served()).not.toContain(mark);

  await signIn(page, people.editor.email);
  await page.goto(`${first!.baseURL}/editor/drafts`);
  const main = page.getByRole('main');
  const chooser = main.getByRole('form', { name: 'Edit a guide' });
  await chooser.getByRole('combobox').first().selectOption(String(OAXACA));
  await chooser.getByRole('combobox').nth(1).selectOption({ label: GUIDE });
  await chooser.getByRole('button', { name: 'Edit this guide' }).click();
  await expect(page).toHaveURL(/\/editor\/drafts\/\d+$/);

  const body = main.getByLabel('Text (Markdown)', { exact: true });
  await expect(body).toHaveValue(/## /);
  await expectAccessible(page, 'the guide editor');
  await body.fill(`${await body.inputValue()}\n\n${mark}\n`);
  await main.getByRole('button', { name: 'Publish' }).click();
  await expect(main.getByText(/^Published\./)).toBeVisible();
  await expect.poll(served).toContain(mark);

  await main.getByRole('link', { name: 'See its history' }).click();
  await expect(main.getByText(mark).first()).toBeVisible();
  await expectAccessible(page, 'a guide’s history');
});
