import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@sendero/contract';
import { buildEvent } from '../components/test-events.ts';
import { EventsPage } from './events-page.tsx';

const CITIES = [
  { id: 2, name: 'Oaxaca' },
  { id: 5, name: 'Mérida' },
];

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function mockApi(events: (url: URL) => Response) {
  const calls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push(url);
      if (url.pathname === '/api/cities') return json(CITIES);
      return events(url);
    }),
  );
  return calls;
}

function renderPage(path = '/events') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/events', element: <EventsPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EventsPage', () => {
  it('shows the title and the load failure text', async () => {
    mockApi(() => json({ error: 'INTERNAL_ERROR', message: 'boom' }, 500));
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("What's On · Events");
    expect(await screen.findByText('Could not load events.')).toBeTruthy();
    expect(document.title).toBe("What's On · Events · Sendero");
  });

  it('shows the empty text when nothing matches', async () => {
    mockApi(() => json([]));
    renderPage();
    expect(await screen.findByText('No upcoming events match your filters yet.')).toBeTruthy();
  });

  it('falls back to All for a city that no longer exists', async () => {
    const calls = mockApi(() => json([buildEvent({ title: 'Guelaguetza' })]));
    const router = renderPage('/events?city=999&q=guel');
    await screen.findByText('Guelaguetza');
    await waitFor(() => expect(router.state.location.search).toBe('?q=guel'));
    const cities = screen.getByRole('group', { name: 'Filter by city' });
    expect(within(cities).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const eventCalls = calls.filter((url) => url.pathname === '/api/events');
    expect(eventCalls.at(-1)?.searchParams.has('cityId')).toBe(false);
  });

  it('keeps a selected tag as a chip when no event has it, so it can be cleared', async () => {
    mockApi(() => json([buildEvent({ title: 'Guelaguetza', tags: ['dance'] })]));
    const router = renderPage('/events?tags=nightlife');
    expect(await screen.findByText('No upcoming events match your filters yet.')).toBeTruthy();
    const chip = screen.getByRole('button', { name: '#nightlife' });
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    act(() => fireEvent.click(chip));
    expect(await screen.findByText('Guelaguetza')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('toggles saved events from the card bookmark and clears them', async () => {
    mockApi(() =>
      json([
        buildEvent({ title: 'Guelaguetza', date: '2027-07-19' }),
        buildEvent({ title: 'Noche de Rábanos', date: '2027-12-23' }),
      ]),
    );
    renderPage();
    await screen.findByText('Guelaguetza');
    expect(screen.getByRole('heading', { name: 'Saved (0)' })).toBeTruthy();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Save Guelaguetza' }));
      fireEvent.click(screen.getByRole('button', { name: 'Save Noche de Rábanos' }));
    });
    expect(screen.getByRole('heading', { name: 'Saved (2)' })).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Save Guelaguetza' })));
    expect(screen.getByRole('heading', { name: 'Saved (1)' })).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Clear all' })));
    expect(screen.getByRole('heading', { name: 'Saved (0)' })).toBeTruthy();
  });

  it('opens filtered to the event a search result links to', async () => {
    const calls = mockApi((url) =>
      json(
        url.searchParams.get('cityId') === '2'
          ? [
              buildEvent({ title: 'Noche de Rábanos', date: '2027-12-23' }),
              buildEvent({ title: 'Día de Muertos in Oaxaca', date: '2027-10-31' }),
            ]
          : [buildEvent({ title: 'Mérida Fest', cityId: 5, city: 'Mérida' })],
      ),
    );
    renderPage(paths.events({ cityId: 2, q: 'Día de Muertos in Oaxaca' }));
    expect(await screen.findByRole('article', { name: 'Día de Muertos in Oaxaca' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe(
      'Día de Muertos in Oaxaca',
    );
    const cities = screen.getByRole('group', { name: 'Filter by city' });
    expect(
      within(cities).getByRole('button', { name: 'Oaxaca' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(calls.filter((url) => url.pathname === '/api/events').at(-1)?.search).toBe('?cityId=2');
  });

  it("shows a festival's date range, and no time when its dates vary", async () => {
    mockApi(() =>
      json([
        buildEvent({
          title: 'FIL Guadalajara',
          date: '2026-11-28',
          endDate: '2026-12-06',
          startTime: '09:00',
          endTime: '21:00',
          datesVary: true,
        }),
        buildEvent({ title: 'Noche de Rábanos', date: '2026-12-23', startTime: '17:00' }),
      ]),
    );
    renderPage();
    const fil = (await screen.findByRole('article', { name: 'FIL Guadalajara' })) as HTMLElement;
    expect(within(fil).getByTestId('event-dates').textContent).toBe('28 Nov – 6 Dec');
    expect(within(fil).getByTestId('event-dates-vary').textContent).toBe('Dates vary each year');
    expect(within(fil).queryByTestId('event-time')).toBeNull();
    expect(fil.textContent).not.toContain('09:00');
    const rabanos = screen.getByRole('article', { name: 'Noche de Rábanos' });
    expect(within(rabanos).queryByTestId('event-dates')).toBeNull();
    expect(within(rabanos).getByTestId('event-time').textContent).toBe('17:00');
  });
});
