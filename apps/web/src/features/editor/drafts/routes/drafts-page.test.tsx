import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../../test/test-helpers.tsx';
import {
  fakeDraftsApi,
  renderDrafts,
  spotData,
  testDraft,
  TOUR_SPOTS,
} from '../components/drafts-fixtures.tsx';

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const drafts = () => screen.getByRole('region', { name: 'Drafts in progress' });

describe('the drafts page', () => {
  it('lists the drafts in progress, each a link to its editor', async () => {
    fakeDraftsApi({
      drafts: [
        testDraft(),
        testDraft({
          id: 32,
          entityId: null,
          title: 'Café Brújula',
          origin: 'submission:8',
          createdBy: 'luis',
          data: { name: 'Café Brújula', slug: 'cafe-brujula', description: 'Coffee.' },
        }),
        testDraft({ id: 33, state: 'published' }),
      ],
    });
    renderDrafts('/editor/drafts');
    const links = await within(
      await screen.findByRole('region', { name: 'Drafts in progress' }),
    ).findAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['/editor/drafts/31', expect.stringContaining('Templo de Santo Domingo')],
      ['/editor/drafts/32', expect.stringContaining('Café Brújula')],
    ]);
    expect(links[0]!.textContent).toContain('Oaxaca · Change to a live spot · by maria');
    expect(links[1]!.textContent).toContain('From a community suggestion · by luis');
    expect(within(drafts()).getByText('2 drafts')).toBeTruthy();
  });

  it('says when there is no draft in progress', async () => {
    fakeDraftsApi({ drafts: [] });
    renderDrafts('/editor/drafts');
    expect(await screen.findByText(/No drafts in progress/)).toBeTruthy();
  });

  it('pages through the drafts by the URL', async () => {
    fakeDraftsApi({
      pageSize: 1,
      drafts: [
        testDraft(),
        testDraft({ id: 32, title: 'Mercado', data: spotData({ name: 'Mercado' }) }),
      ],
    });
    const router = renderDrafts('/editor/drafts');
    await within(await screen.findByRole('region', { name: 'Drafts in progress' })).findByText(
      'Page 1 of 2',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await within(drafts()).findByRole('link', { name: /Mercado/ })).toBeTruthy();
  });

  it('shows the server’s words when the list cannot load', async () => {
    const api = fakeDraftsApi();
    // A server error is asked again once before the page gives up.
    api.fail(
      'GET /api/editor/drafts',
      500,
      {
        error: 'INTERNAL',
        message: 'The database is not answering.',
      },
      2,
    );
    renderDrafts('/editor/drafts');
    expect(
      (
        await within(await screen.findByRole('region', { name: 'Drafts in progress' })).findByRole(
          'alert',
        )
      ).textContent,
    ).toBe('The database is not answering.');
  });

  it('opens a live spot’s draft: a city, then one of its spots', async () => {
    const api = fakeDraftsApi({ drafts: [] });
    const router = renderDrafts('/editor/drafts');
    const form = await screen.findByRole('form', { name: 'Edit a spot' });
    // Nothing chosen: the form says what it needs, and sends nothing.
    fireEvent.click(within(form).getByRole('button', { name: 'Edit this spot' }));
    const city = within(form).getByLabelText('City');
    expect(city.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Choose a city, then one of its spots.')).toBeTruthy();
    expect(document.activeElement).toBe(city);

    fireEvent.change(city, { target: { value: '2' } });
    const spot = await within(form).findByLabelText('Spot');
    expect(
      within(spot)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a spot', 'Mercado 20 de Noviembre', 'Templo de Santo Domingo']);
    fireEvent.change(spot, { target: { value: '41' } });
    expect(
      within(form).getByRole('link', { name: 'Its published versions' }).getAttribute('href'),
    ).toBe('/editor/spots/41/history');
    fireEvent.click(within(form).getByRole('button', { name: 'Edit this spot' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/editor/drafts/50'));
    expect(api.changes()).toEqual(['POST /api/editor/content/spot/41/draft']);
    expect(await screen.findByRole('form', { name: 'Spot' })).toBeTruthy();
  });

  it('opens a live tour’s draft in the tour editor: a city, then one of its tours', async () => {
    const api = fakeDraftsApi({ drafts: [], spots: TOUR_SPOTS });
    const router = renderDrafts('/editor/drafts');
    const form = await screen.findByRole('form', { name: 'Edit a tour' });
    fireEvent.change(within(form).getByLabelText('The tour’s city'), { target: { value: '2' } });
    const tour = await within(form).findByLabelText('Tour');
    expect(
      within(tour)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a tour', 'Centro Walk', 'Mezcal Evening']);
    fireEvent.change(tour, { target: { value: '7' } });
    expect(
      within(form).getByRole('link', { name: 'Its published versions' }).getAttribute('href'),
    ).toBe('/editor/tours/7/history');
    fireEvent.click(within(form).getByRole('button', { name: 'Edit this tour' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/editor/drafts/50'));
    expect(api.changes()).toEqual(['POST /api/editor/content/tour/7/draft']);
    expect(await screen.findByRole('form', { name: 'Tour' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Move down Zócalo' })).toBeTruthy();
  });

  it('opens a live event’s draft in the event editor: a city, then one of its events', async () => {
    const api = fakeDraftsApi({ drafts: [] });
    const router = renderDrafts('/editor/drafts');
    const form = await screen.findByRole('form', { name: 'Edit an event' });
    fireEvent.change(within(form).getByLabelText('The event’s city'), { target: { value: '2' } });
    const event = await within(form).findByLabelText('Event');
    expect(
      within(event)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose an event', 'Guelaguetza', 'Noche de Rábanos']);
    // Every event of the city, those that are over included.
    const listed = api.calls.find((call) => call.path === '/api/events');
    expect(listed?.query.get('cityId')).toBe('2');
    expect(listed?.query.get('dateFrom')).toBe('2000-01-01');
    fireEvent.change(event, { target: { value: '9' } });
    expect(
      within(form).getByRole('link', { name: 'Its published versions' }).getAttribute('href'),
    ).toBe('/editor/events/9/history');
    fireEvent.click(within(form).getByRole('button', { name: 'Edit this event' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/editor/drafts/50'));
    expect(api.changes()).toEqual(['POST /api/editor/content/event/9/draft']);
    expect(await screen.findByRole('form', { name: 'Event' })).toBeTruthy();
  });

  it('starts a new event in the chosen city, empty, with what it needs listed', async () => {
    const api = fakeDraftsApi({ drafts: [] });
    const router = renderDrafts('/editor/drafts');
    // A city's basics are edited, never started: cities come only from the dataset.
    const cities = await screen.findByRole('form', { name: 'Edit a city' });
    fireEvent.change(within(cities).getByLabelText('The city to edit'), { target: { value: '2' } });
    expect(within(cities).queryByRole('button', { name: /Start a new/ })).toBeNull();
    const form = screen.getByRole('form', { name: 'Edit an event' });
    expect(within(form).queryByRole('button', { name: 'Start a new event here' })).toBeNull();
    fireEvent.change(within(form).getByLabelText('The event’s city'), { target: { value: '5' } });
    fireEvent.click(await within(form).findByRole('button', { name: 'Start a new event here' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/editor/drafts/50'));
    expect(api.changes()).toEqual(['POST /api/editor/drafts']);
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      kind: 'event',
      cityId: 5,
    });
    expect(await screen.findByRole('form', { name: 'Event' })).toBeTruthy();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
  });

  it('lists a city’s guides for editing, one taken off the site too, marked', async () => {
    const api = fakeDraftsApi({ drafts: [] });
    renderDrafts('/editor/drafts');
    const form = await screen.findByRole('form', { name: 'Edit a guide' });
    fireEvent.change(within(form).getByLabelText('The guide’s city'), { target: { value: '2' } });
    const guide = await within(form).findByLabelText('Guide');
    expect(
      within(guide)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a guide', 'The Mezcal Trail', 'The Old Markets (unpublished)']);
    const listed = api.calls.find((call) => call.path === '/api/city-posts');
    expect(listed?.query.get('publishedOnly')).toBe('false');
  });

  it('shows where the editor came from after discarding a draft', async () => {
    fakeDraftsApi();
    renderDrafts('/editor/drafts/31');
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    fireEvent.click(screen.getByRole('button', { name: 'Discard the draft' }));
    expect(await screen.findByText('Draft discarded. What is live stays as it was.')).toBeTruthy();
    expect(await screen.findByText(/No drafts in progress/)).toBeTruthy();
  });
});
