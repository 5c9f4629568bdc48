import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../../test/test-helpers.tsx';
import { fakeDraftsApi, renderDrafts, testEventDraft } from './drafts-fixtures.tsx';

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

function eventApi() {
  return fakeDraftsApi({ drafts: [testEventDraft()] });
}

async function openEventEditor() {
  renderDrafts('/editor/drafts/33');
  await screen.findByRole('form', { name: 'Event' });
}

describe('the event editor', () => {
  it('fills every field from the draft', async () => {
    eventApi();
    await openEventEditor();
    expect(input('Title').value).toBe('Guelaguetza');
    expect(input('Venue').value).toBe('Auditorio Guelaguetza');
    expect(input('Starts on').value).toBe('2027-07-19');
    expect(input('Starts on').type).toBe('date');
    expect(input('Ends on').value).toBe('2027-07-26');
    expect(input('Start time').value).toBe('10:00');
    expect(input('End time').value).toBe('14:00');
    expect(input('Recurs every year').checked).toBe(true);
    expect(input('The dates vary from year to year').checked).toBe(true);
    expect(input('Price').value).toBe('Free (upper sections)');
    expect(input('Price unit').value).toBe('free');
    expect(input('Website').value).toBe('https://www.oaxaca.gob.mx/guelaguetza/');
    expect(input('Tags').value).toBe('festival, dance');
    expect(screen.getByRole('heading', { level: 2, name: 'Guelaguetza' })).toBeTruthy();
  });

  it('saves new dates, times and flags in the dataset’s shape', async () => {
    const api = eventApi();
    await openEventEditor();
    fireEvent.change(input('Starts on'), { target: { value: '2027-07-20' } });
    fireEvent.change(input('Ends on'), { target: { value: '2027-07-27' } });
    fireEvent.change(input('Start time'), { target: { value: '11:30' } });
    fireEvent.change(input('End time'), { target: { value: '' } });
    fireEvent.click(input('The dates vary from year to year'));
    fireEvent.change(input('Price unit'), { target: { value: 'per-person' } });
    fireEvent.click(button('Save draft'));
    await screen.findByText('Draft saved. It is ready to publish.');
    const saved = api.lastSaved(33)!;
    expect(saved).toMatchObject({
      priceUnit: 'per-person',
      slug: 'guelaguetza',
      startsOn: '2027-07-20',
      endsOn: '2027-07-27',
      startTime: '11:30',
      datesVary: false,
      recursYearly: true,
      tags: ['festival', 'dance'],
    });
    expect(saved).not.toHaveProperty('endTime');
  });

  it('shows a last day before the first at its field, linked from the summary', async () => {
    eventApi();
    await openEventEditor();
    fireEvent.change(input('Ends on'), { target: { value: '2027-07-18' } });
    fireEvent.click(button('Save draft'));
    const summary = await screen.findByRole('group', { name: '1 thing to fix before publishing' });
    const link = within(summary).getByRole('link');
    expect(link.textContent).toBe('Ends on: must not be before startsOn');
    expect(link.getAttribute('href')).toBe('#event-endsOn');
    expect(input('Ends on').getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(
      input('Ends on').getAttribute('aria-describedby')!.split(' ').at(-1)!,
    );
    expect(message?.textContent).toContain('must not be before startsOn');
  });

  it('offers the events’ artwork, and takes a picture’s description when there is none', async () => {
    const api = eventApi();
    await openEventEditor();
    const pictures = await screen.findByRole('radiogroup', { name: 'Picture' });
    expect(api.calls.some((call) => call.path === '/api/editor/media')).toBe(true);
    expect(
      api.calls
        .filter((call) => call.path === '/api/editor/media')
        .map((call) => call.query.get('kind')),
    ).toEqual(['event']);
    expect(
      within(pictures)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(['events/guelaguetza.svg', 'events/noche-de-rabanos.svg']);
    fireEvent.change(screen.getByLabelText('Picture description (alt text)'), {
      target: { value: '' },
    });
    fireEvent.click(within(pictures).getByRole('radio', { name: 'noche-de-rabanos.svg' }));
    expect(
      screen.getByText('noche-de-rabanos.svg', { selector: 'span.font-semibold' }),
    ).toBeTruthy();
    const alt = screen.getByLabelText('Picture description (alt text)') as HTMLTextAreaElement;
    expect(alt.value).toBe('Nativity scenes carved from radishes');
    // Never over the editor's own words.
    fireEvent.change(alt, { target: { value: 'Radish nativity' } });
    fireEvent.click(within(pictures).getByRole('radio', { name: 'guelaguetza.svg' }));
    expect(alt.value).toBe('Radish nativity');
  });

  it('previews the event as the events page shows it, and publishes it', async () => {
    eventApi();
    await openEventEditor();
    fireEvent.click(input('The dates vary from year to year'));
    fireEvent.change(input('Start time'), { target: { value: '11:30' } });
    fireEvent.click(button('Save draft'));
    await screen.findByText('Draft saved. It is ready to publish.');
    fireEvent.click(button('Preview'));
    const preview = await screen.findByRole('region', { name: 'Preview — not published' });
    const card = await within(preview).findByRole('article', { name: 'Guelaguetza' });
    expect(within(card).getByTestId('event-time').textContent).toBe('11:30 – 14:00');
    expect(within(card).getByText(/Auditorio Guelaguetza · Oaxaca/)).toBeTruthy();
    // What acts on the live event is left out; reading more of the text is not such an act.
    const actions = within(card)
      .queryAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent ?? '')
      .filter((name) => !name.startsWith('Read more'));
    expect(actions).toEqual([]);

    fireEvent.click(button('Publish'));
    await screen.findByText('Published. Travellers see this version of the event now.');
    expect(
      screen.getByRole('link', { name: 'See the live events page' }).getAttribute('href'),
    ).toBe('/events');
    expect(screen.getByRole('link', { name: 'See its history' }).getAttribute('href')).toBe(
      '/editor/events/9/history',
    );
  });
});
