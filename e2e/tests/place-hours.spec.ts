// Opening hours on the pages (issue 30): the state labels, the week, the city list's "Open now"
// and "Open on" filters, and a tour's plan for a chosen day. The server sends hours for the real
// current week, so the browser's clock is fixed at a moment inside that week (the next Monday or
// Tuesday at 17:40 in Mexico City that is not a public holiday), and every expectation is worked
// out from the spots' own `openDays` as the API sends them, never from hard-coded hours.
import type { SpotSummary, TourDetail, TourPlan } from '@sendero/contract';
import {
  describeOpenState,
  instantOf,
  isOpenState,
  localTime,
  openState,
} from '@sendero/hours/open-state';
import { test as plain } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

const ZONE = 'America/Mexico_City';
const AT = '17:40';
const AT_MINUTES = 17 * 60 + 40;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'cookieConsent',
      JSON.stringify({ status: 'declined', updatedAt: new Date().toISOString() }),
    );
  });
});

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

async function cityIdOf(request: APIRequestContext, name: string): Promise<number> {
  const cities = await getJson<
    { id: number; name: string }[] | { content: { id: number; name: string }[] }
  >(request, '/api/cities');
  const city = (Array.isArray(cities) ? cities : cities.content).find((c) => c.name === name);
  if (!city) throw new Error(`No city named ${name}`);
  return city.id;
}

async function spotsOf(request: APIRequestContext, cityId: number): Promise<SpotSummary[]> {
  const page = await getJson<{ content: SpotSummary[] }>(
    request,
    `/api/cities/${cityId}/spots?size=100`,
  );
  return page.content;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const weekday = (date: string) => new Date(`${date}T00:00Z`).getUTCDay();

/** The day's holiday, as any spot's openDays name it. */
function holidayOn(spots: SpotSummary[], date: string): string | null {
  for (const spot of spots) {
    const day = spot.openDays.find((d) => d.date === date);
    if (day?.holiday) return day.holiday;
  }
  return null;
}

/** The next Monday or Tuesday (from tomorrow, inside the week the API sent) that is no holiday. */
function chooseDate(spots: SpotSummary[]): string {
  const today = localTime(Date.now(), ZONE).date;
  for (let offset = 1; offset <= 7; offset += 1) {
    const date = addDays(today, offset);
    if ((weekday(date) === 1 || weekday(date) === 2) && holidayOn(spots, date) === null) {
      return date;
    }
  }
  throw new Error('No Monday or Tuesday without a holiday in the coming week');
}

/** What the label says, worked out from the spot's openDays as the browser does. */
function expectedLabel(spot: SpotSummary, date: string, minutes: number): string {
  const now = { date, minutes };
  return describeOpenState(openState(spot.openDays, now), now);
}

function openAt(spots: SpotSummary[], date: string, minutes: number): SpotSummary[] {
  return spots.filter((spot) => isOpenState(openState(spot.openDays, { date, minutes })));
}

async function fixClock(page: Page, date: string, time: string) {
  const [h, m] = time.split(':').map(Number) as [number, number];
  await page.clock.setFixedTime(instantOf({ date, minutes: h * 60 + m }, ZONE));
}

async function expectCards(page: Page, spots: SpotSummary[]) {
  const main = page.getByRole('main');
  await expect(main.locator('ul a[href^="/spots/"]')).toHaveCount(spots.length);
  for (const spot of spots) {
    await expect(main.locator(`a[href="/spots/${spot.id}"]`)).toBeVisible();
  }
}

test.describe('opening hours', () => {
  let oaxaca: number;
  let spots: SpotSummary[];
  let date: string;

  test.beforeAll(async ({ request }) => {
    oaxaca = await cityIdOf(request, 'Oaxaca');
    spots = await spotsOf(request, oaxaca);
    date = chooseDate(spots);
  });

  test("the city's spot cards and a museum's page say the state at the place's time", async ({
    page,
  }) => {
    await fixClock(page, date, AT);
    await page.goto(`/cities/${oaxaca}/spots`);
    const main = page.getByRole('main');
    for (const spot of spots) {
      await expect(main.locator(`a[href="/spots/${spot.id}"]`)).toContainText(
        expectedLabel(spot, date, AT_MINUTES),
      );
    }

    const museum = spots.find(
      (spot) => /Tu-Su/.test(spot.openingHours ?? '') && /Mo off/.test(spot.openingHours ?? ''),
    );
    expect(museum, 'a spot open Tuesday to Sunday, closed on Mondays').toBeTruthy();
    if (!museum) return;
    await page.goto(`/spots/${museum.id}`);
    const hours = main.getByRole('region', { name: 'Opening hours' });
    await expect(hours).toContainText(expectedLabel(museum, date, AT_MINUTES));
    const table = hours.getByRole('table', { name: 'Opening hours' });
    const today = table.locator('tr[aria-current="date"]');
    await expect(today).toHaveCount(1);
    await expect(today).toContainText('Today');
    const [, month, day] = date.split('-').map(Number) as [number, number, number];
    await expect(today.getByRole('rowheader')).toContainText(`${day} `);
    expect(month).toBeGreaterThan(0);
    const monday = museum.openDays.find((d) => d.date >= date && weekday(d.date) === 1);
    if (monday && !monday.holiday) await expect(table).toContainText('Closed');
    await expect(hours).toContainText(/Checked on \d{1,2} [A-Z][a-z]{2} \d{4}/);
  });

  test('"Open now" lists only the spots open at the browser\'s now', async ({ page }) => {
    await fixClock(page, date, AT);
    await page.goto(`/cities/${oaxaca}/spots`);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Open now' }).click();
    await expect(page).toHaveURL(/\?open=now$/);
    await expect(main.getByText('Showing spots open now')).toBeVisible();
    const open = openAt(spots, date, AT_MINUTES);
    if (open.length === 0) {
      await expect(main.getByText('No spots are open at that time.')).toBeVisible();
    } else {
      await expectCards(page, open);
      for (const spot of open) {
        await expect(main.locator(`a[href="/spots/${spot.id}"]`)).toContainText(
          expectedLabel(spot, date, AT_MINUTES),
        );
      }
    }
    await main.getByRole('link', { name: 'Show all spots' }).click();
    await expect(page).toHaveURL(new RegExp(`/cities/${oaxaca}/spots$`));
    await expectCards(page, spots);
  });

  test('"Open on" a chosen date and time filters the list, also from the address alone', async ({
    page,
  }) => {
    await fixClock(page, date, AT);
    await page.goto(`/cities/${oaxaca}/spots`);
    const main = page.getByRole('main');
    const form = main.getByRole('form', { name: 'Open on a date and time' });
    await form.getByLabel('Open on').fill(date);
    await form.getByLabel(/^At /).fill('11:00');
    await form.getByRole('button', { name: 'Show open spots' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?date=${date}&time=11%3A00$`));
    const open = openAt(spots, date, 11 * 60);
    await expectCards(page, open);
    await expect(main.getByText(/Showing spots open on .* at 11:00/)).toBeVisible();

    // The same address rendered by the server, before any script.
    await page.goto(`/cities/${oaxaca}/spots?date=${date}&time=11:00`);
    await expectCards(page, open);

    // A time that is no time: the field says so and the whole list shows.
    await page.goto(`/cities/${oaxaca}/spots?date=${date}&time=late`);
    await expect(main.getByText('Enter a time as HH:MM (24-hour).')).toBeVisible();
    await expectCards(page, spots);
  });

  test('a tour page shows, for a chosen day, the stop that would be closed', async ({
    page,
    request,
  }) => {
    const tours = await getJson<{ content: { id: number }[] }>(
      request,
      `/api/cities/${oaxaca}/tours?size=100`,
    );
    // A Monday in the week the API sent: museums closed on Mondays meet the walk shut.
    const today = localTime(Date.now(), ZONE).date;
    const monday = [1, 2, 3, 4, 5, 6, 7]
      .map((n) => addDays(today, n))
      .find((d) => weekday(d) === 1);
    let found: { tour: TourDetail; plan: TourPlan; start: string } | null = null;
    for (const { id } of tours.content) {
      const tour = await getJson<TourDetail>(request, `/api/tours/${id}`);
      for (const start of [tour.startTime, '17:00']) {
        const plan = await getJson<TourPlan>(
          request,
          `/api/tours/${id}/plan?date=${monday}&start=${encodeURIComponent(start)}`,
        );
        if (plan.stops.some((stop) => stop.state === 'closed')) {
          found = { tour, plan, start };
          break;
        }
      }
      if (found) break;
    }
    expect(found, 'an Oaxaca tour with a stop closed on a Monday').toBeTruthy();
    if (!found) return;
    const { tour, plan, start } = found;
    await fixClock(page, date, AT);
    await page.goto(`/tours/${tour.id}?date=${monday}&start=${encodeURIComponent(start)}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'When would you go?' })).toBeVisible();
    const closed = plan.stops.filter((stop) => stop.state === 'closed');
    await expect(
      main.getByText(`${closed.length} ${closed.length === 1 ? 'stop' : 'stops'} would be closed`),
    ).toBeVisible();
    const itinerary = main.getByRole('region', { name: 'Itinerary' });
    for (const stop of closed) {
      const item = itinerary.getByRole('listitem').filter({ hasText: stop.name });
      await expect(item).toContainText(`Arrive ${stop.arrive} · leave ${stop.leave}`);
      await expect(item).toContainText('Closed when you arrive');
    }
    // Quick facts name the suggested start and the days the tour works.
    await expect(main.getByText('Suggested start')).toBeVisible();
    await expect(main.getByText('Works', { exact: true })).toBeVisible();
  });
});

plain.describe('opening-hours filters without the app', () => {
  plain.use({ javaScriptEnabled: false });

  plain('both filters are plain GET forms to the list', async ({ page, request }) => {
    const oaxaca = await cityIdOf(request, 'Oaxaca');
    const spots = await spotsOf(request, oaxaca);
    const date = chooseDate(spots);
    await page.goto(`/cities/${oaxaca}/spots`);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Open now' }).click();
    await expect(page).toHaveURL(/\?open=now$/);
    await expect(main.getByText('Showing spots open now')).toBeVisible();

    const form = main.getByRole('form', { name: 'Open on a date and time' });
    await form.getByLabel('Open on').fill(date);
    await form.getByLabel(/^At /).fill(AT);
    await form.getByRole('button', { name: 'Show open spots' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?date=${date}&time=17%3A40$`));
    await expectCards(page, openAt(spots, date, AT_MINUTES));
  });
});
