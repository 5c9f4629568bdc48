import { readFileSync } from 'node:fs';
import { test as base, type Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/** Dataset ids (see the e2e server): 2 Oaxaca, 5 Mérida. */
const MERIDA = 5;

const cards = (page: Page) => page.getByRole('main').getByRole('article');

async function openEvents(page: Page, query = '') {
  await page.goto(`/events${query}`);
  await expect(page.getByRole('heading', { level: 1, name: "What's On · Events" })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
}

/**
 * Opens /events by a navigation in the browser, so the list is fetched by the page (and a test can
 * rewrite or fail that request); a page loaded directly arrives with its list rendered.
 */
async function navigateToEvents(page: Page) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Events', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: "What's On · Events" })).toBeVisible();
}

test.describe('events calendar', () => {
  test('lists upcoming events grouped under date headings, with structured data', async ({
    page,
  }) => {
    await openEvents(page);
    await expect(page).toHaveTitle(/What's On · Events/);
    // The whole dataset (48 yearly events) is upcoming at its next occurrence.
    await expect(cards(page)).toHaveCount(48);
    const headings = page.getByRole('main').getByRole('heading', { level: 2 });
    const dates = await page
      .locator('main h2 time')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
    expect(dates.length).toBeGreaterThan(10);
    expect([...dates].sort()).toEqual(dates);
    // Upcoming includes events under way: a heading may be a past first day, never a past last day.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(
      new Date(),
    );
    const listed = (await (await page.request.get('/api/events')).json()) as { endDate: string }[];
    expect(listed.every((event) => event.endDate >= today)).toBe(true);
    await expect(headings.first()).toHaveText(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(page.getByTestId('event-time').first()).toHaveText(
      /^\d{2}:\d{2}( – \d{2}:\d{2})?$/,
    );

    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    const items = JSON.parse(jsonLd ?? '[]') as { '@type': string; startDate: string }[];
    expect(items).toHaveLength(48);
    expect(items[0]).toMatchObject({
      '@type': 'Event',
      // Ranges and moving dates are whole days; other events carry a time.
      startDate: expect.stringMatching(/^\d{4}-\d\d-\d\d(T\d\d:\d\d)?$/),
    });
  });

  test('lays out later dates only as they near the screen, and they are all reachable', async ({
    page,
  }) => {
    await openEvents(page);
    const sections = page.locator('main section[aria-labelledby^="events-"]');
    // Skipped while far below: the browser reports the content of a skipped section as hidden.
    const shown = (section: ReturnType<Page['locator']>) =>
      section
        .locator('h2')
        .evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }));
    expect(await shown(sections.first())).toBe(true);
    const last = sections.last();
    expect(await shown(last)).toBe(false);
    // Focus reaches into it (the browser lays it out), and so does scrolling.
    const lastSave = last.getByRole('button', { name: /^Save / }).last();
    await lastSave.focus();
    await expect(lastSave).toBeFocused();
    await expect(lastSave).toBeInViewport();
    expect(await shown(last)).toBe(true);
    await expect(last.getByRole('heading', { level: 2 })).toBeInViewport();
  });

  test('filters by city and tag, keeps them in the URL and in the Subscribe link', async ({
    page,
  }) => {
    await openEvents(page);
    await page
      .getByRole('group', { name: 'Filter by city' })
      .getByRole('button', { name: 'Mérida' })
      .click();
    await expect(page).toHaveURL(new RegExp(`[?&]city=${MERIDA}`));
    await expect(cards(page)).toHaveCount(4);
    for (const card of await cards(page).all()) await expect(card).toContainText('Mérida');

    const tags = page.getByRole('group', { name: 'Filter by tag' });
    await tags.getByRole('button', { name: '#music' }).click();
    await expect(tags.getByRole('button', { name: '#music' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cards(page)).toHaveCount(2);
    // Mérida's events carry 10 tags: all shown, no 'Show n more'.
    await expect(tags.getByRole('button', { name: /^#/ })).toHaveCount(10);
    await expect(tags.getByRole('button', { name: /^Show \d+ more$/ })).toHaveCount(0);
    await tags.getByRole('button', { name: '#nightlife' }).click();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first().getByRole('heading')).toHaveText('Noche Blanca');
    await expect(page).toHaveURL(/tags=music&tags=nightlife/);

    const subscribe = page.getByRole('link', { name: 'Subscribe' });
    const href = await subscribe.getAttribute('href');
    expect(href).toBe(`/api/events.ics?cityId=${MERIDA}&tags=music&tags=nightlife`);
    const feed = await page.request.get(href!);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const body = (await feed.text()).replace(/\r\n[ \t]/g, '');
    expect(body).toContain('X-WR-CALNAME:Sendero events · Mérida');
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(body).toMatch(/UID:event-merida-noche-blanca-\d{4}@sendero\.travel/);

    // The URL is shareable: opening it restores city and tags.
    await page.reload();
    await expect(cards(page)).toHaveCount(1);
    await expect(
      page.getByRole('group', { name: 'Filter by city' }).getByRole('button', { name: 'Mérida' }),
    ).toHaveAttribute('aria-pressed', 'true');

    await tags.getByRole('button', { name: '#music' }).click();
    await tags.getByRole('button', { name: '#nightlife' }).click();
    await tags.getByRole('button', { name: '#archaeology' }).click();
    await page.getByLabel('Search events').fill('nothing matches this');
    await expect(page.getByText('No upcoming events match your filters yet.')).toBeVisible();
  });

  test('shows ten tags, then "Show n more"; the whole list is short and names no month', async ({
    page,
  }) => {
    await openEvents(page);
    const tags = page.getByRole('group', { name: 'Filter by tag' });
    await expect(tags.getByRole('button', { name: /^#/ })).toHaveCount(10);
    const more = tags.getByRole('button', { name: /^Show \d+ more$/ });
    const n = Number((await more.textContent())?.match(/\d+/)?.[0]);
    await more.click();
    await expect(tags.getByRole('button', { name: /^#/ })).toHaveCount(10 + n);
    // Tags say what an event is (issue 34): few enough to scan, and never when it is.
    expect(10 + n).toBeLessThanOrEqual(25);
    const offered = await tags.getByRole('button', { name: /^#/ }).allTextContents();
    const months =
      /^#(january|february|march|april|may|june|july|august|september|october|november|december)$/i;
    expect(offered.filter((tag) => months.test(tag))).toEqual([]);
    await tags.getByRole('button', { name: 'Show less' }).click();
    await expect(tags.getByRole('button', { name: /^#/ })).toHaveCount(10);
  });

  test('says what an event’s price is for', async ({ page }) => {
    await openEvents(page, '?q=humpback');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(
      'Per person: Whale-watching tours about US$70–130',
    );
  });

  test('searches title, venue and description without caring about accents', async ({ page }) => {
    await openEvents(page);
    const search = page.getByLabel('Search events');
    await search.fill('RABANOS');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first().getByRole('heading')).toHaveText('Noche de Rábanos');
    await search.fill('merida fest');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first().getByRole('heading')).toHaveText('Mérida Fest');
    await expect(page).toHaveURL(/q=merida/);
    await expect(page.getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      '/api/events.ics?q=merida+fest',
    );
  });

  test('a city that no longer exists falls back to All', async ({ page }) => {
    await openEvents(page, '?city=999');
    await expect(
      page
        .getByRole('group', { name: 'Filter by city' })
        .getByRole('button', { name: 'All', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(48);
    await expect(page).not.toHaveURL(/city=/);
  });

  test('offers a chip for every destination, and none for the country entry', async ({ page }) => {
    await openEvents(page);
    const chips = page.getByRole('group', { name: 'Filter by city' }).getByRole('button');
    await expect(chips.filter({ hasText: 'Oaxaca' })).toHaveCount(1);
    await expect(chips.filter({ hasText: /^M[ée]xico$/ })).toHaveCount(0);
    await expect(chips).toHaveCount(13); // All and the 12 destinations
  });

  test('saves two events, removes one and clears the list', async ({ page }) => {
    await openEvents(page);
    const panel = page.getByRole('region', { name: /^Saved \(\d+\)$/ });
    await expect(panel.getByRole('heading')).toHaveText('Saved (0)');
    const first = cards(page).nth(0);
    const second = cards(page).nth(1);
    const firstTitle = (await first.getByRole('heading').textContent()) ?? '';
    const secondTitle = (await second.getByRole('heading').textContent()) ?? '';
    await first.getByRole('button', { name: `Save ${firstTitle}` }).click();
    await second.getByRole('button', { name: `Save ${secondTitle}` }).click();
    await expect(first.getByRole('button', { name: `Save ${firstTitle}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(panel.getByRole('heading')).toHaveText('Saved (2)');
    await expect(panel.getByRole('listitem')).toHaveText([
      new RegExp(firstTitle),
      new RegExp(secondTitle),
    ]);
    const box = await panel.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(600);

    await panel.getByRole('button', { name: `Remove ${firstTitle}` }).click();
    await expect(panel.getByRole('heading')).toHaveText('Saved (1)');
    await expect(first.getByRole('button', { name: `Save ${firstTitle}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await first.getByRole('button', { name: `Save ${firstTitle}` }).click();
    await expect(panel.getByRole('heading')).toHaveText('Saved (2)');
    await panel.getByRole('button', { name: 'Clear all' }).click();
    await expect(panel.getByRole('heading')).toHaveText('Saved (0)');
    await expect(panel.getByRole('listitem')).toHaveCount(0);
  });

  test('downloads one event as an .ics file whose end defaults to its start', async ({ page }) => {
    await openEvents(page);
    await page.getByLabel('Search events').fill('palapas');
    await expect(cards(page)).toHaveCount(1);
    const downloadPromise = page.waitForEvent('download');
    await cards(page).first().getByRole('button', { name: 'Add to calendar' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(
      /^cancun-grito-de-independencia-\d{4}-09-15\.ics$/,
    );
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    // 19:00 on Cancún's clocks, whatever zone the phone is on: TZID plus its VTIMEZONE.
    const start = lines.find((line) => line.startsWith('DTSTART;TZID=America/Cancun:'));
    expect(start).toMatch(/^DTSTART;TZID=America\/Cancun:\d{4}0915T190000$/);
    expect(lines).toContain(start!.replace('DTSTART', 'DTEND'));
    expect(lines).toEqual(
      expect.arrayContaining(['TZID:America/Cancun', 'TZOFFSETTO:-0500', 'END:VTIMEZONE']),
    );
    expect(lines).toContain('SUMMARY:Independence Night (El Grito) in Cancún');
    expect(
      lines.some((line) =>
        /^UID:event-cancun-grito-de-independencia-\d{4}@sendero\.travel$/.test(line),
      ),
    ).toBe(true);
  });

  test('shows a festival under way with its date range, and exports it as whole days', async ({
    page,
  }) => {
    // The FIL runs 28 November – 6 December. The server's clock is the real one, so the page's
    // request asks the real API for the list as seen on 2 December of the FIL's next year.
    const [fil] = (await (
      await page.request.get('/api/events?q=feria+internacional+del+libro')
    ).json()) as {
      date: string;
    }[];
    const midFair = `${fil!.date.slice(0, 4)}-12-02`;
    await page.route(
      (url) => url.pathname === '/api/events',
      (route) => {
        const url = new URL(route.request().url());
        url.searchParams.set('dateFrom', midFair);
        return route.continue({ url: url.toString() });
      },
    );
    await navigateToEvents(page);

    // Under way on 2 December: listed first, under its first day, with its whole range.
    const card = cards(page).first();
    await expect(card.getByRole('heading')).toHaveText('FIL Guadalajara International Book Fair');
    await expect(page.locator('main h2 time').first()).toHaveAttribute(
      'datetime',
      `${midFair.slice(0, 4)}-11-28`,
    );
    await expect(card.getByTestId('event-dates')).toHaveText('28 Nov – 6 Dec');
    // Its dates move each year: said so, and no exact time.
    await expect(card.getByTestId('event-dates-vary')).toHaveText('Dates vary each year');
    await expect(card.getByTestId('event-time')).toHaveCount(0);

    const downloadPromise = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Add to calendar' }).click();
    const text = readFileSync((await (await downloadPromise).path())!, 'utf8');
    const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
    const year = midFair.slice(0, 4);
    expect(lines).toContain(`DTSTART;VALUE=DATE:${year}1128`);
    // DTEND is exclusive: the day after the last day.
    expect(lines).toContain(`DTEND;VALUE=DATE:${year}1207`);
  });

  test('says so when the events cannot be loaded', async ({ page }) => {
    await page.route('**/api/events*', (route) => route.fulfill({ status: 500, body: '{}' }));
    await navigateToEvents(page);
    await expect(page.getByText('Could not load events.')).toBeVisible({ timeout: 15_000 });
  });
});

/** Whether the element's text is cut (more laid out than shown). */
const isCut = (locator: ReturnType<Page['locator']>) =>
  locator.evaluate((node) => node.scrollHeight - node.clientHeight > 1);

test.describe('event descriptions on a 390 px phone (issue 34)', () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true });

  test('Read more is a button that unfolds the description, by keyboard too', async ({ page }) => {
    await openEvents(page);
    const card = cards(page).first();
    const more = card.getByRole('button', { name: /^Read more/ });
    await expect(more).toBeVisible();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const text = page.locator(`[id="${await more.getAttribute('aria-controls')}"]`);
    expect(await isCut(text)).toBe(true);
    const folded = (await text.boundingBox())!.height;

    await more.focus();
    await page.keyboard.press('Enter');
    const less = card.getByRole('button', { name: /^Show less/ });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(less).toBeFocused();
    expect(await isCut(text)).toBe(false);
    expect((await text.boundingBox())!.height).toBeGreaterThan(folded * 2);
    await page.keyboard.press('Space');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(await isCut(text)).toBe(true);
  });
});

// Pages without JavaScript never go live: the plain Playwright test, not the fixture that waits.
base.describe('event descriptions on a 390 px phone, before the app runs (issue 34)', () => {
  base.use({ javaScriptEnabled: false, viewport: { width: 390, height: 800 }, hasTouch: true });

  base(
    'the server page unfolds a cut description, and offers nothing where the text fits',
    async ({ page }) => {
      const listed = (await (await page.request.get('/api/events')).json()) as {
        description: string;
      }[];
      const shortened = listed[1]!.description;
      // The second card's text made short enough to fit in four lines at 390 px.
      await page.route('**/events', async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          escapeHtml(shortened),
          'A short evening in the plaza.',
        );
        await route.fulfill({ response, body: html });
      });
      await page.goto('/events');
      const first = cards(page).nth(0);
      const text = first.locator('.event-description > p');
      expect(await isCut(text)).toBe(true);
      const summary = first.locator('summary');
      await expect(summary).toBeVisible();
      await expect(summary).toHaveText(/^Read more/, { useInnerText: true });
      await summary.click();
      await expect(summary).toHaveText(/^Show less/, { useInnerText: true });
      expect(await isCut(text)).toBe(false);
      await summary.click();
      expect(await isCut(text)).toBe(true);

      const second = cards(page).nth(1);
      await expect(second.locator('.event-description > p')).toHaveText(
        'A short evening in the plaza.',
      );
      await expect(second.locator('summary')).toBeHidden();
    },
  );
});

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}
