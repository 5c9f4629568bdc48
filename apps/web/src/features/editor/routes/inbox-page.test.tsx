import { EDITOR_MESSAGES } from '@sendero/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../test/test-helpers.tsx';
import { fakeDeskApi, renderDesk, testItem } from '../components/desk-fixtures.tsx';

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const main = () => screen.getByRole('region', { name: 'Messages' });
const detail = (name: string) => screen.getByRole('region', { name });

const SUGGESTION = testItem();
const CONTACT = testItem({
  kind: 'contact',
  id: 7,
  name: 'Luis Pérez',
  email: 'luis@example.com',
  message: 'Do the tours run in English?\nThanks!',
  cityId: null,
  cityName: null,
});

describe('the inbox', () => {
  it('lists messages with their first line, kind, city, state and age', async () => {
    fakeDeskApi({ items: [SUGGESTION, CONTACT] });
    renderDesk('/editor');
    const row = await screen.findByRole('link', { name: /Ana López/ });
    expect(row.textContent).toContain('Café Brújula');
    expect(row.textContent).not.toContain('Great coffee');
    expect(row.textContent).toContain('Place suggestion · Oaxaca · 3 days ago');
    expect(within(row).getByText('New')).toBeTruthy();
    const contact = screen.getByRole('link', { name: /Luis Pérez/ });
    expect(contact.textContent).toContain('Contact message · No city');
    expect(within(main()).getByText('2 messages')).toBeTruthy();
  });

  it('reads its filters from the URL, sends them, and keeps a new choice in the URL', async () => {
    const api = fakeDeskApi({ items: [SUGGESTION, CONTACT] });
    const router = renderDesk('/editor?status=new&kind=submission&city=2');
    await screen.findByRole('link', { name: /Ana López/ });
    expect(api.inboxReads()).toEqual(['status=new&kind=submission&cityId=2&page=0']);
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('new');

    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'contact' } });
    expect(await within(main()).findByText('No messages match these filters.')).toBeTruthy();
    expect(router.state.location.search).toBe('?status=new&kind=contact&city=2');
    expect(api.inboxReads().at(-1)).toBe('status=new&kind=contact&cityId=2&page=0');
  });

  it('says the inbox is empty, and shows the server’s text when it cannot load', async () => {
    const api = fakeDeskApi({ items: [] });
    renderDesk('/editor');
    expect(await screen.findByText('The inbox is empty.')).toBeTruthy();

    // A 5xx is tried once more before the page gives up.
    api.fail(
      'GET /api/editor/inbox',
      503,
      { error: 'UNAVAILABLE', message: 'The database is resting.' },
      2,
    );
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'rejected' } });
    expect(await screen.findByText('The database is resting.')).toBeTruthy();
  });

  it('pages through the list, the page kept in the URL', async () => {
    const items = Array.from({ length: 3 }, (_, index) =>
      testItem({ id: index + 1, name: `Sender ${index + 1}` }),
    );
    const api = fakeDeskApi({ items, pageSize: 2 });
    const router = renderDesk('/editor');
    await screen.findByRole('link', { name: /Sender 1/ });
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: /Sender 3/ })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(api.inboxReads().at(-1)).toBe('page=1');
  });
});

describe('a message', () => {
  it('opens beside the list with its heading focused, and gives focus back to its row when closed', async () => {
    fakeDeskApi({ items: [SUGGESTION, CONTACT] });
    const router = renderDesk('/editor?status=new');
    fireEvent.click(await screen.findByRole('link', { name: /Luis Pérez/ }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Luis Pérez' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(router.state.location.search).toBe('?status=new&item=contact-7');
    const panel = detail('Luis Pérez');
    expect(panel.textContent).toContain('Do the tours run in English?\nThanks!');
    expect(within(panel).getByRole('link', { name: 'luis@example.com' })).toBeTruthy();
    // A contact message cannot become a spot.
    expect(within(panel).queryByRole('button', { name: 'Accept as a spot' })).toBeNull();

    fireEvent.click(within(panel).getByRole('button', { name: 'Close the message' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('link', { name: /Luis Pérez/ })),
    );
    expect(router.state.location.search).toBe('?status=new');
  });

  it('goes into review and back to new', async () => {
    const api = fakeDeskApi();
    renderDesk('/editor?item=submission-1');
    const panel = await screen.findByRole('region', { name: 'Ana López' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Take into review' }));
    expect(await within(panel).findByRole('button', { name: 'Back to new' })).toBeTruthy();
    expect(within(panel).getByText('In review')).toBeTruthy();
    // The list is read again: the row shows the new state.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Ana López/ }).textContent).toContain('In review'),
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Back to new' }));
    expect(await within(panel).findByRole('button', { name: 'Take into review' })).toBeTruthy();
    expect(api.changes().map((call) => call.body)).toEqual([
      { status: 'in_review' },
      { status: 'new' },
    ]);
  });

  it('sets its city', async () => {
    const api = fakeDeskApi({ items: [CONTACT] });
    renderDesk('/editor?item=contact-7');
    const panel = await screen.findByRole('region', { name: 'Luis Pérez' });
    const save = within(panel).getByRole('button', { name: 'Save city' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(await within(panel).findByLabelText('City it is about'), {
      target: { value: '5' },
    });
    fireEvent.click(save);
    expect(await within(panel).findByText('City saved.')).toBeTruthy();
    expect(api.changes()).toMatchObject([
      { method: 'PATCH', path: '/api/editor/inbox/contact/7', body: { cityId: 5 } },
    ]);
    expect(within(panel).getByText('Mérida', { selector: 'dd' })).toBeTruthy();
  });

  it('asks for the reason before rejecting, shows the server’s at the field, then closes', async () => {
    const api = fakeDeskApi();
    renderDesk('/editor?item=submission-1');
    const panel = await screen.findByRole('region', { name: 'Ana López' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Reject' }));
    const reason = within(panel).getByLabelText('Reason for rejecting');
    expect(document.activeElement).toBe(reason);
    const form = within(panel).getByRole('form', { name: 'Reject the message' });

    fireEvent.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(within(panel).getByText(EDITOR_MESSAGES.reasonRequired)).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(api.changes()).toEqual([]);

    api.fail('POST /api/editor/inbox/submission/1/reject', 400, {
      error: 'VALIDATION_ERROR',
      message: 'reason: Too long for the desk.',
      field: 'reason',
    });
    fireEvent.change(reason, { target: { value: 'Already listed.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(await within(panel).findByText('Too long for the desk.')).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(
      await within(panel).findByText('Rejected. The reason is kept with the message.'),
    ).toBeTruthy();
    expect(within(panel).getByText('Already listed.')).toBeTruthy();
    expect(within(panel).getByText('Rejected')).toBeTruthy();
    // Closed: no actions are left, and focus is on the heading rather than lost.
    expect(within(panel).queryByRole('button', { name: /Reject|Answer|review/ })).toBeNull();
    expect(document.activeElement).toBe(within(panel).getByRole('heading', { level: 2 }));
    expect(api.changes().map((call) => call.body)).toEqual([
      { reason: 'Already listed.' },
      { reason: 'Already listed.' },
    ]);
  });

  it('says what it did even when the closed message’s actions are gone before the lists are read again', async () => {
    const api = fakeDeskApi({ items: [CONTACT] });
    renderDesk('/editor?item=contact-7');
    const panel = await screen.findByRole('region', { name: 'Luis Pérez' });
    await screen.findByRole('link', { name: /Luis Pérez/ });
    fireEvent.click(within(panel).getByRole('button', { name: 'Reject' }));
    fireEvent.change(within(panel).getByLabelText('Reason for rejecting'), {
      target: { value: 'Asked twice.' },
    });
    const release = api.holdLists();
    const form = within(panel).getByRole('form', { name: 'Reject the message' });
    fireEvent.click(within(form).getByRole('button', { name: 'Reject' }));
    // The message is closed (its actions gone) while the list is still being read again.
    await within(panel).findByText('Asked twice.');
    expect(within(panel).queryByRole('form')).toBeNull();
    release();
    expect(
      await within(panel).findByText('Rejected. The reason is kept with the message.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(within(panel).getByRole('heading', { level: 2 }));
  });

  it('sends an answer once, however often the button is pressed, and shows it was answered', async () => {
    const api = fakeDeskApi({ items: [CONTACT] });
    renderDesk('/editor?item=contact-7');
    const panel = await screen.findByRole('region', { name: 'Luis Pérez' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Answer' }));
    expect(within(panel).getByText('Sent by e-mail to luis@example.com.')).toBeTruthy();
    fireEvent.change(within(panel).getByLabelText('Your answer'), {
      target: { value: 'Yes, every day at 10.' },
    });
    const release = api.hold();
    const send = within(panel).getByRole('button', { name: 'Send answer' }) as HTMLButtonElement;
    fireEvent.click(send);
    await waitFor(() => expect(send.disabled).toBe(true));
    fireEvent.click(send);
    release();
    expect(
      await within(panel).findByText('Answered. The answer is on its way by e-mail.'),
    ).toBeTruthy();
    expect(within(panel).getByText('Answered')).toBeTruthy();
    expect(within(panel).getByText('Yes, every day at 10.')).toBeTruthy();
    expect(api.changes()).toMatchObject([
      { path: '/api/editor/inbox/contact/7/answer', body: { message: 'Yes, every day at 10.' } },
    ]);
  });

  it('accepts a suggestion as a draft spot named from its first line, in its city', async () => {
    const api = fakeDeskApi();
    renderDesk('/editor?item=submission-1');
    const panel = await screen.findByRole('region', { name: 'Ana López' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Accept as a spot' }));
    const form = within(panel).getByRole('form', { name: 'Make it a draft spot' });
    expect((within(form).getByLabelText('Spot name') as HTMLInputElement).value).toBe(
      'Café Brújula',
    );
    await within(form).findByRole('option', { name: 'Mérida' });
    expect((within(form).getByLabelText('City') as HTMLSelectElement).value).toBe('2');
    fireEvent.click(within(form).getByRole('button', { name: 'Create draft spot' }));
    expect(await within(panel).findByText('Draft spot #40 created.')).toBeTruthy();
    expect(within(panel).getByText('#40')).toBeTruthy();
    expect(within(panel).getByText('Accepted')).toBeTruthy();
    expect(api.changes()).toMatchObject([
      {
        path: '/api/editor/inbox/submission/1/accept',
        body: { name: 'Café Brújula', cityId: 2 },
      },
    ]);
  });

  it('asks for a city before accepting a suggestion that has none', async () => {
    const api = fakeDeskApi({ items: [testItem({ cityId: null, cityName: null })] });
    renderDesk('/editor?item=submission-1');
    const panel = await screen.findByRole('region', { name: 'Ana López' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Accept as a spot' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Create draft spot' }));
    expect(within(panel).getByText(EDITOR_MESSAGES.spotCityRequired)).toBeTruthy();
    expect(api.changes()).toEqual([]);
  });

  it('says so when another editor closed it first, and shows it closed', async () => {
    const api = fakeDeskApi();
    renderDesk('/editor?item=submission-1');
    const panel = await screen.findByRole('region', { name: 'Ana López' });
    // Meanwhile another editor rejects it.
    api.state.items[0] = { ...api.state.items[0]!, status: 'rejected', resolution: 'Duplicate.' };
    api.fail('PATCH /api/editor/inbox/submission/1', 409, {
      error: 'CONFLICT',
      message: EDITOR_MESSAGES.alreadyClosed,
      field: 'status',
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Take into review' }));
    expect(await within(panel).findByText(EDITOR_MESSAGES.alreadyClosed)).toBeTruthy();
    expect(await within(panel).findByText('Duplicate.')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Take into review' })).toBeNull();
  });

  it('offers no answer when the sender deleted their account and left no address', async () => {
    fakeDeskApi({ items: [{ ...CONTACT, email: '' }] });
    renderDesk('/editor?item=contact-7');
    const panel = await screen.findByRole('region', { name: 'Luis Pérez' });
    expect(within(panel).getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Answer' })).toBeNull();
    expect(within(panel).queryByRole('link', { name: /@/ })).toBeNull();
  });

  it('shows a closed message without actions', async () => {
    fakeDeskApi({
      items: [testItem({ status: 'answered', resolution: 'Thanks!', handledBy: 'maria' })],
    });
    renderDesk('/editor?item=submission-1');
    const panel = await screen.findByRole('region', { name: 'Ana López' });
    expect(within(panel).getByText('Thanks!')).toBeTruthy();
    expect(within(panel).getByText('Answer sent')).toBeTruthy();
    expect(
      within(panel)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close the message']);
  });
});
