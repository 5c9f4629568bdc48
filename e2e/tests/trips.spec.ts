// Trips (issue 31, web part 1) on a phone-sized screen: a new traveller starts a two-day trip to
// Oaxaca, adds a tour and a spot from their pages, moves a place to day 2 with the buttons (by
// keyboard), orders day 1, and finds the order kept after a reload.
import { expect, test } from '../fixtures.ts';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { registerThroughForm } from '../accounts.ts';

test.use({ viewport: { width: 390, height: 844 } });

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

async function oaxacaId(request: APIRequestContext): Promise<number> {
  const cities = await getJson<
    { id: number; name: string }[] | { content: { id: number; name: string }[] }
  >(request, '/api/cities');
  const city = (Array.isArray(cities) ? cities : cities.content).find((c) => c.name === 'Oaxaca');
  if (!city) throw new Error('No Oaxaca');
  return city.id;
}

/** The next Wednesday after today: museums and churches keep their ordinary hours. */
function nextWednesday(): string {
  const day = new Date();
  const utc = Date.UTC(day.getFullYear(), day.getMonth(), day.getDate());
  const ahead = ((3 - new Date(utc).getUTCDay() + 7) % 7) + 7;
  return new Date(utc + ahead * 86_400_000).toISOString().slice(0, 10);
}

/** The names of the places on a list of the trip page, in their order. */
async function namesOn(page: Page, list: string): Promise<string[]> {
  return page
    .getByTestId(list)
    .getByTestId('trip-item')
    .locator('a[href^="/spots/"]')
    .allTextContents();
}

/** The text of a file the page downloads when `button` is clicked, and its suggested name. */
async function downloadText(page: Page, button: string): Promise<[string, string]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const file = await (download as Download).path();
  return [download.suggestedFilename(), await readFile(file, 'utf8')];
}

async function addFromPage(page: Page, path: string, day: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Add to trip' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Trip')).toHaveValue(/\d+/);
  await dialog.getByLabel('Day', { exact: true }).selectOption({ label: day });
  await dialog.getByRole('button', { name: 'Add to trip' }).click();
  await expect(dialog.getByText(`Added to Oaxaca in December, ${day.toLowerCase()}`)).toBeVisible();
  return dialog;
}

test('plan a two-day trip to Oaxaca: add, move by keyboard, order, reload, take it along', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const cityId = await oaxacaId(request);
  const tours = await getJson<{ content: { id: number }[] }>(
    request,
    `/api/cities/${cityId}/tours?size=1`,
  );
  const tourId = tours.content[0]!.id;
  const tour = await getJson<{ spots: { spot: { id: number } }[] }>(
    request,
    `/api/tours/${tourId}`,
  );
  const onTour = new Set(tour.spots.map(({ spot }) => spot.id));
  const spots = await getJson<{ content: { id: number; name: string }[] }>(
    request,
    `/api/cities/${cityId}/spots?size=100`,
  );
  const spot = spots.content.find((entry) => !onTour.has(entry.id))!;

  await registerThroughForm(page, 'trips');
  await page.getByRole('link', { name: 'Your trips' }).first().click();
  await expect(page).toHaveURL(/\/trips$/);
  await expect(page.getByText('No trips yet. Start one to plan your days.')).toBeVisible();

  const form = page.getByRole('region', { name: 'New trip' });
  await form.getByLabel('Name').fill('Oaxaca in December');
  await form.getByLabel('Destination').selectOption({ label: 'Oaxaca' });
  await form.getByLabel('First day').fill(nextWednesday());
  await form.getByLabel('Number of days').fill('2');
  await form.getByRole('button', { name: 'Create trip' }).click();
  await expect(page.getByRole('link', { name: 'Oaxaca in December' }).first()).toBeVisible();

  await addFromPage(page, `/tours/${tourId}`, 'Day 1');
  const dialog = await addFromPage(page, `/spots/${spot.id}`, 'Day 1');
  await dialog.getByRole('link', { name: 'Open the trip' }).click();
  await expect(page.getByRole('heading', { name: 'Oaxaca in December', level: 1 })).toBeVisible();

  const day1 = await namesOn(page, 'list-1');
  expect(day1).toHaveLength(tour.spots.length + 1);
  expect(day1.at(-1)).toBe(spot.name);

  // Move the spot to day 2 with the keyboard: the "Move to" choice, then the Move button.
  const moveTo = page.getByLabel(`Move ${spot.name} to`);
  await moveTo.focus();
  await moveTo.selectOption({ label: 'Day 2' });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: `Move ${spot.name}`, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('trip-announcement')).toHaveText(
    `Moved ${spot.name} to day 2, position 1`,
  );
  expect(await namesOn(page, 'list-2')).toEqual([spot.name]);

  // Order day 1 in the browser; the page says what it found.
  await page.getByRole('button', { name: 'Order this day for me (day 1)' }).click();
  await expect(page.getByTestId('trip-announcement')).toContainText('Day 1 ordered.');
  const ordered = await namesOn(page, 'list-1');
  expect([...ordered].sort()).toEqual([...day1.slice(0, -1)].sort());

  // Drag and drop by keyboard (dnd-kit's keyboard sensor): the first place one down and back.
  const [first, second] = ordered as [string, string];
  await page.getByRole('button', { name: `Drag ${first}` }).focus();
  const dndStatus = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press('Space');
  await expect(dndStatus).toHaveText(`${first} is over day 1, position 1.`);
  await page.keyboard.press('ArrowDown');
  await expect(dndStatus).toHaveText(`${first} is over day 1, position 2.`);
  await page.keyboard.press('Space');
  await expect(page.getByTestId('trip-announcement')).toHaveText(
    `Moved ${first} to day 1, position 2`,
  );
  expect((await namesOn(page, 'list-1')).slice(0, 2)).toEqual([second, first]);
  await page.getByRole('button', { name: `Move up ${first}` }).click();
  await expect(page.getByTestId('trip-announcement')).toHaveText(
    `Moved ${first} to day 1, position 1`,
  );

  await page.reload();
  await expect(page.getByTestId('list-1').getByTestId('trip-item').first()).toBeVisible();
  expect(await namesOn(page, 'list-1')).toEqual(ordered);
  expect(await namesOn(page, 'list-2')).toEqual([spot.name]);
  // Each day's map (Leaflet, loaded as it nears the screen) numbers its stops.
  await page.getByRole('heading', { name: /^Day 2 · / }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId('trip-day-map-2').locator('.leaflet-marker-icon')).toHaveCount(1);

  // Take it along: the calendar and the GPX, downloaded with the session's token.
  const [icsName, ics] = await downloadText(page, 'Download calendar (.ics)');
  expect(icsName).toMatch(/\.ics$/);
  expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true);
  const [gpxName, gpx] = await downloadText(page, 'Download GPX');
  expect(gpxName).toMatch(/\.gpx$/);
  expect(gpx.startsWith('<?xml')).toBe(true);
  expect(gpx).toContain('<gpx');

  // Share a read-only link and open it signed out, in a browser of its own.
  await page.getByRole('button', { name: 'Share a read-only link' }).click();
  const link = await page.getByLabel('Read-only link').inputValue();
  expect(link).toMatch(/\/trips\/shared\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByText('Anyone with this link can see the trip.')).toBeVisible();
  const stranger = await browser.newContext();
  try {
    const visitor = await stranger.newPage();
    const first = await visitor.goto(link);
    expect(first?.status()).toBe(200);
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'Oaxaca in December' }),
    ).toBeVisible();
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    for (const name of [...ordered, spot.name]) {
      await expect(visitor.getByRole('link', { name, exact: true }).first()).toBeVisible();
    }
    await expect(visitor.getByRole('button', { name: /^Move / })).toHaveCount(0);

    // Sharing off: the same link opens nothing.
    await page.getByRole('button', { name: 'Turn off sharing' }).click();
    await expect(page.getByRole('button', { name: 'Share a read-only link' })).toBeVisible();
    const second = await visitor.goto(link);
    expect(second?.status()).toBe(404);
    await expect(
      visitor.getByText('This link does not open a trip. It may have been turned off.'),
    ).toBeVisible();
  } finally {
    await stranger.close();
  }
});
