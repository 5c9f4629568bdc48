import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../../test/test-helpers.tsx';
import { fakeDraftsApi, renderDrafts, testTourDraft, TOUR_SPOTS } from './drafts-fixtures.tsx';

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
/** The stops as the list shows them, in order. */
const stopNames = () =>
  screen.getAllByTestId('tour-stop').map((row) => row.querySelector('p')!.textContent);
const stopsGroup = () => screen.getByRole('group', { name: 'Stops' });

function tourApi() {
  return fakeDraftsApi({ drafts: [testTourDraft()], spots: TOUR_SPOTS });
}

async function openTourEditor() {
  renderDrafts('/editor/drafts/32');
  await screen.findByRole('form', { name: 'Tour' });
  // The stops are named once the city's spots are in.
  await waitFor(() =>
    expect(stopNames()).toEqual([
      '1. Zócalo',
      '2. Templo de Santo Domingo',
      '3. Mercado 20 de Noviembre',
    ]),
  );
}

describe('the tour editor', () => {
  it('fills every field from the draft', async () => {
    tourApi();
    await openTourEditor();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Centro Walk');
    expect((screen.getByLabelText('Start time') as HTMLInputElement).value).toBe('09:00');
    expect((screen.getByLabelText('Cost (US$)') as HTMLInputElement).value).toBe('20');
    expect((screen.getByLabelText('Cost unit') as HTMLSelectElement).value).toBe('per-person');
    expect((screen.getByLabelText('Monday') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('January') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('heading', { level: 2, name: 'Centro Walk' })).toBeTruthy();
  });

  it('reorders the stops by their Move buttons, keeping focus on the moved stop’s button', async () => {
    const api = tourApi();
    await openTourEditor();
    const down = button('Move down Zócalo');
    down.focus();
    fireEvent.click(down);
    expect(stopNames()).toEqual([
      '1. Templo de Santo Domingo',
      '2. Zócalo',
      '3. Mercado 20 de Noviembre',
    ]);
    await waitFor(() => expect(document.activeElement).toBe(button('Move down Zócalo')));
    expect(within(stopsGroup()).getByText('Zócalo moved to stop 2 of 3.')).toBeTruthy();

    fireEvent.click(button('Move up Mercado 20 de Noviembre'));
    expect(stopNames()).toEqual([
      '1. Templo de Santo Domingo',
      '2. Mercado 20 de Noviembre',
      '3. Zócalo',
    ]);
    await waitFor(() =>
      expect(document.activeElement).toBe(button('Move up Mercado 20 de Noviembre')),
    );
    // The first stop cannot go up, nor the last down: said, not hidden, so focus stays.
    fireEvent.click(button('Move up Templo de Santo Domingo'));
    expect(button('Move up Templo de Santo Domingo').getAttribute('aria-disabled')).toBe('true');
    expect(stopNames()[0]).toBe('1. Templo de Santo Domingo');

    fireEvent.click(button('Save draft'));
    await screen.findByText('Draft saved. It is ready to publish.');
    expect(api.lastSaved(32)).toMatchObject({
      slug: 'oaxaca-walk',
      stops: ['santo-domingo', 'mercado-20-de-noviembre', 'zocalo'],
      days: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'],
      cost: 20,
    });
  });

  it('removes a stop and adds one of the city’s other spots; too few stops are marked', async () => {
    const api = tourApi();
    await openTourEditor();
    fireEvent.click(button('Remove Zócalo'));
    expect(stopNames()).toEqual(['1. Templo de Santo Domingo', '2. Mercado 20 de Noviembre']);
    const add = screen.getByLabelText('Add a stop') as HTMLSelectElement;
    await waitFor(() => expect(document.activeElement).toBe(add));
    // The city's spots not on the tour, by name.
    expect([...add.options].map((option) => option.textContent)).toEqual([
      'Choose a spot',
      'Jardín Etnobotánico',
      'Zócalo',
    ]);

    fireEvent.click(button('Save draft'));
    const summary = await screen.findByRole('group', { name: '1 thing to fix before publishing' });
    expect(within(summary).getByRole('link').textContent).toBe('Stops: needs at least 3 items');
    expect(stopsGroup().getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(add, { target: { value: 'jardin-etnobotanico' } });
    fireEvent.click(button('Add the stop'));
    expect(stopNames()).toEqual([
      '1. Templo de Santo Domingo',
      '2. Mercado 20 de Noviembre',
      '3. Jardín Etnobotánico',
    ]);
    fireEvent.click(button('Save draft'));
    await screen.findByText('Draft saved. It is ready to publish.');
    expect(api.lastSaved(32)?.['stops']).toEqual([
      'santo-domingo',
      'mercado-20-de-noviembre',
      'jardin-etnobotanico',
    ]);
    expect(stopsGroup().getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the server’s refusal of the walk at the stops, and takes the editor there', async () => {
    const api = tourApi();
    await openTourEditor();
    api.fail('POST /api/editor/drafts/32/publish', 400, {
      error: 'BAD_REQUEST',
      message:
        'The draft is not ready to publish: see the fields marked. "santo-domingo" is closed when the walk from 06:00 reaches it at 06:00 on Mo (first on 2026-11-30)',
      field: 'stops',
    });
    fireEvent.click(button('Publish'));
    await waitFor(() => expect(document.activeElement).toBe(stopsGroup()));
    expect(within(stopsGroup()).getByText(/"santo-domingo" is closed when the walk/)).toBeTruthy();
  });

  it('previews the tour with its stops in the new order, and publishes it', async () => {
    tourApi();
    await openTourEditor();
    fireEvent.click(button('Move down Zócalo'));
    fireEvent.click(button('Preview'));
    const preview = await screen.findByRole('region', { name: 'Preview — not published' });
    await within(preview).findByRole('heading', { level: 1, name: 'Centro Walk' });
    const itinerary = within(preview)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(itinerary.findIndex((text) => text?.includes('Templo de Santo Domingo'))).toBeLessThan(
      itinerary.findIndex((text) => text?.includes('Zócalo')),
    );

    fireEvent.click(button('Publish'));
    const notice = await screen.findByText(
      'Published. Travellers see this version of the tour now.',
    );
    expect(notice).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the live tour page' }).getAttribute('href')).toBe(
      '/tours/7',
    );
    expect(screen.getByRole('link', { name: 'See its history' }).getAttribute('href')).toBe(
      '/editor/tours/7/history',
    );
  });
});
