// Issue 32 item 4, tours: an editor reorders a tour's stops with the keyboard alone (the drag
// handle's keyboard sensor, then a Move button) and publishes; a second instance on the same
// PostgreSQL database serves the new order at once. Two instances of the built server on a
// database of this spec's own (e2e/own-servers.ts). Skipped without TEST_DATABASE_URL.
import { request as apiRequest } from '@playwright/test';
import type { TourDetail } from '@sendero/contract';
import { expect, test } from '../fixtures.ts';
import { newAccount, signIn } from '../accounts.ts';
import { expectAccessible } from '../axe.ts';
import { E2E_PORT } from '../env.ts';
import { ADMIN_URL, OwnDatabase, startOwnServer, type OwnServer } from '../own-servers.ts';

const database = new OwnDatabase(`sendero_e2e_newsroom_tours_${E2E_PORT}`);
const SAN_CRISTOBAL = 12;
const TOUR = 'Hilltop Churches and Colonial Streets';
// Its last stops are open at every hour: their order can change without a closed door.
const ANDADOR = 'Andador Real de Guadalupe';
const TEMPLO = 'Templo de Guadalupe on the Cerro de Guadalupe';
const PLAZA = 'Plaza 31 de Marzo and Catedral de San Cristóbal';
let first: OwnServer | null = null;
let second: OwnServer | null = null;
let editor = { username: '', email: '' };

test.skip(!ADMIN_URL, 'TEST_DATABASE_URL is not set: two instances need a PostgreSQL.');
test.use({ baseURL: `http://127.0.0.1:${E2E_PORT + 10}` });

test.beforeAll(async () => {
  if (!ADMIN_URL) return;
  test.setTimeout(240_000);
  await database.create();
  const env = { JWT_SECRET: `newsroom-tours-${E2E_PORT}-${'x'.repeat(32)}` };
  first = await startOwnServer({ port: E2E_PORT + 10, database, env });
  second = await startOwnServer({ port: E2E_PORT + 11, database, env });
  const request = await apiRequest.newContext({ baseURL: first.baseURL });
  editor = await newAccount(request, 'newsroom-tours-editor');
  await request.dispose();
  database.giveRole(editor.email, 'editor');
});

test.afterAll(async () => {
  await first?.stop();
  await second?.stop();
  if (ADMIN_URL) await database.drop();
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

  await signIn(page, editor.email);
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
  // Each key waits for what dnd-kit's live region says: the keyboard sensor measures first.
  const count = before.length;
  const dndStatus = page.locator('[id^="DndLiveRegion"]');
  await form.getByRole('button', { name: `Drag ${TEMPLO}` }).focus();
  await page.keyboard.press('Space');
  await expect(dndStatus).toHaveText(`${TEMPLO} is over stop ${count} of ${count}.`);
  await page.keyboard.press('ArrowUp');
  await expect(dndStatus).toHaveText(`${TEMPLO} is over stop ${count - 1} of ${count}.`);
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
