import {
  defaultScheduler,
  notifyManager,
  QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { SearchPage } from '@sendero/contract';
import { SearchCombobox } from './search-combobox.tsx';

const PAGE: SearchPage = {
  content: [
    {
      docType: 'city',
      docId: 2,
      cityId: 2,
      title: 'Oaxaca',
      subtitle: 'Oaxaca',
      highlightedTitle: '<mark>Oax</mark>aca',
      highlightedSubtitle: '<mark>Oax</mark>aca',
      url: '/cities/2',
      eventDates: null,
    },
    {
      docType: 'spot',
      docId: 7,
      cityId: 2,
      title: '<img src=x onerror=alert(1)> Zócalo',
      subtitle: null,
      highlightedTitle: '&lt;img src=x onerror=alert(1)&gt; <mark>Zócalo</mark>',
      highlightedSubtitle: null,
      url: '/spots/7',
      eventDates: null,
    },
    {
      docType: 'event',
      docId: 31,
      cityId: 2,
      title: 'Guelaguetza',
      subtitle: 'Oaxaca',
      highlightedTitle: 'Guelaguetza',
      highlightedSubtitle: '<mark>Oax</mark>aca',
      // The web app builds its own link from the contract, whatever `url` says.
      url: '//elsewhere.example/',
      eventDates: { date: '2027-07-19', endDate: '2027-07-26', datesVary: true },
    },
  ],
  page: 1,
  size: 8,
  totalElements: 3,
  totalPages: 1,
  totalIsLowerBound: false,
};

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderBox() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/']}>
        <SearchCombobox placeholder="Search cities, tours, spots" />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('combobox', { name: 'Search' });
}

describe('SearchCombobox', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    // The query's notifications go out as microtasks, not (fake) timers.
    notifyManager.setScheduler(queueMicrotask);
    vi.useFakeTimers();
    fetchMock = vi.fn(async () => new Response(JSON.stringify(PAGE), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    notifyManager.setScheduler(defaultScheduler);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** Enter in a text field submits its form (jsdom does not do that part). */
  const pressEnter = (box: HTMLElement) => {
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.submit(box.closest('form')!);
  };

  const type = async (box: HTMLElement, value: string) => {
    fireEvent.change(box, { target: { value } });
  };

  it('debounces typing into one request and renders only <mark> as markup', async () => {
    const box = renderBox();
    fireEvent.focus(box);
    await type(box, 'o');
    expect(screen.queryByRole('listbox')).toBeNull();
    await type(box, 'oa');
    await act(() => vi.advanceTimersByTimeAsync(100));
    await type(box, 'oax');
    expect(screen.getByText('Searching…')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(220));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/search?q=oax&size=8');

    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(options[0]!.querySelector('mark')?.textContent).toBe('Oax');
    expect(options[0]!.textContent).toContain('City');
    expect(options[1]!.querySelector('img')).toBeNull();
    expect(options[1]!.textContent).toContain('<img src=x onerror=alert(1)> Zócalo');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'See all results' }).getAttribute('href')).toBe(
      '/search?q=oax',
    );
  });

  it('moves with the arrows, opens the active result on Enter', async () => {
    const box = renderBox();
    fireEvent.focus(box);
    await type(box, 'oax');
    await act(() => vi.advanceTimersByTimeAsync(220));
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const second = screen.getAllByRole('option')[1]!;
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(second.id);
    pressEnter(box);
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/spots/7');
  });

  it("shows an event's dates and opens the events page filtered to it", async () => {
    const box = renderBox();
    fireEvent.focus(box);
    await type(box, 'oax');
    await act(() => vi.advanceTimersByTimeAsync(220));
    const event = screen.getAllByRole('option')[2]!;
    expect(event.textContent).toContain('Event');
    const dates = event.querySelector('time');
    expect(dates?.textContent).toBe('19 – 26 Jul · Dates vary each year');
    expect(dates?.getAttribute('datetime')).toBe('2027-07-19');
    // Other results have no dates.
    expect(screen.getAllByRole('option')[0]!.querySelector('time')).toBeNull();
    fireEvent.click(event);
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe(
      '/events?city=2&q=Guelaguetza',
    );
  });

  it('Enter opens the first result of the current query, and the results page while the results are behind (issue 28)', async () => {
    const box = renderBox();
    const form = box.closest('form')!;
    // Without the app the form alone reaches the results page.
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.getAttribute('method')).toBe('get');
    fireEvent.focus(box);
    await type(box, 'oax');
    await act(() => vi.advanceTimersByTimeAsync(220));
    // A fast typist: the dropdown still shows the answer for "oax".
    await type(box, 'oaxa ');
    pressEnter(box);
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/search?q=oaxa');
    // Caught up: the first result opens (spec §4).
    fireEvent.focus(box);
    await type(box, 'oax');
    await act(() => vi.advanceTimersByTimeAsync(220));
    pressEnter(box);
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/cities/2');
  });

  it('Escape closes; blur closes after 120 ms; focus opens again', async () => {
    const box = renderBox();
    fireEvent.focus(box);
    await type(box, 'oax');
    await act(() => vi.advanceTimersByTimeAsync(220));
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.focus(box);
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.blur(box);
    await act(() => vi.advanceTimersByTimeAsync(119));
    expect(screen.getByRole('listbox')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows the failure text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(async () => new Response('{}', { status: 500 }));
    const box = renderBox();
    fireEvent.focus(box);
    await type(box, 'oax');
    await act(() => vi.advanceTimersByTimeAsync(220));
    expect(screen.getByText('Unable to fetch search results right now.')).toBeTruthy();
  });
});
