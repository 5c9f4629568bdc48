// Trips (issue 31) on a phone-sized screen. First, a new traveller starts a two-day trip to Oaxaca,
// adds a tour and a spot from their pages, moves places by buttons and by drag and drop (both by
// keyboard), orders day 1, and finds the order kept after a reload. Then the whole
// journey: saves, a trip filled from the saved lists, ordered without a warning, a move by
// keyboard, the calendar and GPX files, a share link opened signed out, and a change made offline
// that reaches another device, with the notice that the other device changed the trip too.
import { expect, test } from '../fixtures.ts';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { SaxesParser } from 'saxes';
import { newSignedInAccount, registerThroughForm, signIn } from '../accounts.ts';
import { dndStatus, pickUp } from '../drag-by-keyboard.ts';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, serviceWorkers: 'allow' });

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
  await pickUp(
    page,
    page.getByRole('button', { name: `Drag ${first}` }),
    `${first} is over day 1, position 1.`,
  );
  await page.keyboard.press('ArrowDown');
  await expect(dndStatus(page)).toHaveText(`${first} is over day 1, position 2.`);
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
});

/** Six places in Oaxaca's centre a Wednesday can hold in an order where each is open on arrival. */
const DAY_ONE = [
  'templo-de-santo-domingo',
  'zocalo',
  'mercado-benito-juarez',
  'mercado-20-de-noviembre',
  'museo-textil-de-oaxaca',
  'basilica-de-la-soledad',
];
/** A tour away from the centre, for day 2. */
const DAY_TWO_TOUR = 'oaxaca-valley-day-trip';

/** Clicks a page's save button and waits until the server has the save. */
async function bookmark(page: Page, path: string, group: string) {
  await page.goto(path);
  const saved = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/bookmarks' && response.ok(),
  );
  await page
    .getByRole('group', { name: group })
    .getByRole('button', { name: 'Bookmark', exact: true })
    .click();
  await saved;
}

/** "Add to trip" from a saved list's card: the only trip to the city, on `day`. */
async function addFromSavedList(page: Page, name: string, day: string) {
  await page.getByRole('button', { name: `Add ${name} to a trip` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Trip')).toHaveValue(/\d+/);
  await dialog.getByLabel('Day', { exact: true }).selectOption({ label: day });
  await dialog.getByRole('button', { name: 'Add to trip' }).click();
  await expect(dialog.getByText(`Added to Oaxaca in December, ${day.toLowerCase()}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** Resolves once the service worker controls the page (so it opens offline after a reload). */
async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}

test('the journey: saves, two days planned, ordered, taken along, shared, changed offline', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const cityId = await oaxacaId(request);
  const date = nextWednesday();
  const tours = await getJson<{ content: { id: number; title: string; slug: string }[] }>(
    request,
    `/api/cities/${cityId}/tours?size=50`,
  );
  const tour = tours.content.find((entry) => entry.slug === DAY_TWO_TOUR)!;
  const stops = (
    await getJson<{ spots: { spot: { id: number } }[] }>(request, `/api/tours/${tour.id}`)
  ).spots.map(({ spot }) => spot.id);
  const spots = await getJson<{ content: { id: number; name: string; slug: string }[] }>(
    request,
    `/api/cities/${cityId}/spots?size=100`,
  );
  const six = DAY_ONE.map((slug) => spots.content.find((spot) => spot.slug === slug)!);
  expect(six.every(Boolean)).toBe(true);

  // 1. Save six spots in one city and one tour.
  const account = await registerThroughForm(page, 'journey');
  // On a phone the cookie banner covers the page's foot: answered, as a traveller would.
  await page.getByRole('button', { name: 'Accept all' }).click();
  for (const spot of six) await bookmark(page, `/spots/${spot.id}`, 'Spot actions');
  await bookmark(page, `/tours/${tour.id}`, 'Tour actions');

  // 2. Create a two-day trip and add them, from the saved lists.
  await page.goto('/trips');
  const form = page.getByRole('region', { name: 'New trip' });
  await form.getByLabel('Name').fill('Oaxaca in December');
  await form.getByLabel('Destination').selectOption({ label: 'Oaxaca' });
  await form.getByLabel('First day').fill(date);
  await form.getByLabel('Number of days').fill('2');
  await form.getByRole('button', { name: 'Create trip' }).click();
  const tripLink = page.getByRole('link', { name: 'Oaxaca in December' }).first();
  await expect(tripLink).toBeVisible();
  const tripPath = (await tripLink.getAttribute('href'))!;

  await page.goto('/profile');
  const main = page.getByRole('main');
  await addFromSavedList(page, tour.title, 'Day 2');
  await main.getByRole('button', { name: /^Spots/ }).click();
  for (const spot of six) await addFromSavedList(page, spot.name, 'Day 1');

  // 3. Order day 1: every place open when reached, no warning left.
  await page.goto(tripPath);
  await controlled(page);
  const day1 = page.getByTestId('trip-day-1');
  await expect(page.getByTestId('list-1').getByTestId('trip-item')).toHaveCount(6);
  await page.getByRole('button', { name: 'Order this day for me (day 1)' }).click();
  await expect(page.getByTestId('trip-announcement')).toHaveText(
    'Day 1 ordered. Every place is open when you reach it.',
  );
  await expect(day1.getByTestId('trip-warning')).toHaveCount(0);

  // 4. Move a stop to day 2 by keyboard.
  const ordered = await namesOn(page, 'list-1');
  const moving = ordered.at(-1)!;
  const moveTo = page.getByLabel(`Move ${moving} to`);
  await moveTo.focus();
  await moveTo.selectOption({ label: 'Day 2' });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('trip-announcement')).toHaveText(
    `Moved ${moving} to day 2, position ${stops.length + 1}`,
  );
  expect((await namesOn(page, 'list-2')).at(-1)).toBe(moving);

  // 5. The calendar parses, each place an event in the city's zone; the GPX is well-formed.
  const [icsName, ics] = await downloadText(page, 'Download calendar (.ics)');
  expect(icsName).toMatch(/\.ics$/);
  const events = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent');
  expect(events).toHaveLength(6 + stops.length);
  expect(events[0]!.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('America/Mexico_City');
  const [gpxName, gpx] = await downloadText(page, 'Download GPX');
  expect(gpxName).toMatch(/\.gpx$/);
  const parser = new SaxesParser({ xmlns: true });
  let waypoints = 0;
  parser.on('opentag', (tag) => {
    if (tag.local === 'wpt') waypoints++;
  });
  parser.write(gpx).close();
  expect(waypoints).toBe(6 + stops.length);

  // 6. A read-only share link, opened signed out.
  await page.getByRole('button', { name: 'Share a read-only link' }).click();
  const link = await page.getByLabel('Read-only link').inputValue();
  const stranger = await browser.newContext({ viewport: PHONE });
  try {
    const visitor = await stranger.newPage();
    expect((await visitor.goto(link))?.status()).toBe(200);
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'Oaxaca in December' }),
    ).toBeVisible();
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(visitor.getByRole('button', { name: /^Move / })).toHaveCount(0);
  } finally {
    await stranger.close();
  }

  // 7. Offline: change the order; the trip still opens after a reload, with the change.
  const before = await namesOn(page, 'list-1');
  await context.setOffline(true);
  await page.getByRole('button', { name: `Move down ${before[0]}` }).click();
  const changed = [before[1]!, before[0]!, ...before.slice(2)];
  await expect.poll(() => namesOn(page, 'list-1')).toEqual(changed);
  await expect(page.getByTestId('trip-sync-status')).toContainText(
    '1 change made offline waits to be sent.',
  );
  await page.reload();
  await expect(page.getByTestId('trip-sync-status')).toContainText('You are offline.');
  await expect.poll(() => namesOn(page, 'list-1')).toEqual(changed);

  // Meanwhile another device, online, changes day 2: its first stop one down.
  const other = await browser.newContext({ viewport: PHONE });
  try {
    const device = await other.newPage();
    await signIn(device, account.email);
    await device.goto(tripPath);
    await expect(device.getByTestId('list-2').getByTestId('trip-item').first()).toBeVisible();
    const day2 = await namesOn(device, 'list-2');
    await device.getByRole('button', { name: `Move down ${day2[0]}` }).click();
    await expect(device.getByTestId('trip-announcement')).toHaveText(
      `Moved ${day2[0]} to day 2, position 2`,
    );
    // Back online: the change is sent, and the traveller told that the other device changed it.
    await context.setOffline(false);
    await expect(page.getByTestId('trip-sync-status')).not.toContainText('wait');
    await expect(
      page.getByText('While you were offline, this trip was also changed on another device.'),
    ).toBeVisible();
    // The other device sees the change made offline.
    await device.reload();
    await expect.poll(() => namesOn(device, 'list-1')).toEqual(changed);
  } finally {
    await other.close();
  }
});

test('an event goes on the trip on a day it is on, fixed at its time', async ({
  page,
  request,
}) => {
  const cityId = await oaxacaId(request);
  const events = await getJson<
    { id: number; slug: string; title: string; date: string; startTime: string }[]
  >(request, `/api/events?cityId=${cityId}`);
  const radishes = events.find((event) => event.slug === 'noche-de-rabanos')!;
  // A three-day trip whose second day is the night of the radishes.
  const day = new Date(`${radishes.date}T00:00:00Z`);
  const startDate = new Date(day.getTime() - 86_400_000).toISOString().slice(0, 10);
  const account = await newSignedInAccount(request, 'trip-event');
  const created = await request.post('/api/trips', {
    headers: account.headers,
    data: { name: 'Oaxaca at Christmas', cityId, startDate, days: 3 },
  });
  expect(created.status()).toBe(201);
  const tripId = ((await created.json()) as { id: number }).id;

  await signIn(page, account.email);
  await page.goto(`/events?city=${cityId}`);
  await page
    .getByRole('button', { name: new RegExp(`^Add to trip\\W+${radishes.title}$`) })
    .click();
  const dialog = page.getByRole('dialog');
  const dayChoice = dialog.getByLabel('Day', { exact: true });
  await expect(dayChoice.locator('option')).toHaveText(['Not yet on a day', 'Day 2']);
  await dayChoice.selectOption({ label: 'Day 2' });
  await dialog.getByRole('button', { name: 'Add to trip' }).click();
  await expect(dialog.getByText('Added to Oaxaca at Christmas, day 2')).toBeVisible();

  await page.goto(`/trips/${tripId}`);
  const onDay = page.getByTestId('trip-day-2').getByTestId('trip-event');
  await expect(onDay).toContainText(radishes.title);
  await expect(onDay).toContainText(radishes.startTime);
  await expect(page.getByTestId('trip-day-2').getByTestId('trip-warning')).toHaveCount(0);
});
