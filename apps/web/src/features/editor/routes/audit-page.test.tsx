import type { AuditEntry } from '@sendero/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../test/test-helpers.tsx';
import { fakeDeskApi, renderDesk } from '../components/desk-fixtures.tsx';

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  actorName: 'maria',
  action: 'inbox.accept',
  targetType: 'submission',
  targetId: '12',
  before: { status: 'in_review', cityId: null, resolution: null },
  after: { status: 'accepted', cityId: 2, resolution: null, draftId: 40 },
  at: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('the audit log', () => {
  it('reads each entry as a sentence with what changed, old → new', async () => {
    fakeDeskApi({
      audit: [
        entry({}),
        entry({
          id: 2,
          action: 'inbox.update',
          before: { status: 'new', cityId: null, resolution: null },
          after: { status: 'in_review', cityId: null, resolution: null },
        }),
        entry({
          id: 3,
          actorName: 'command line',
          action: 'role.grant',
          targetType: 'user',
          targetId: '5',
          before: { role: 'traveller' },
          after: { role: 'editor' },
        }),
      ],
    });
    renderDesk('/editor/audit');
    await screen.findByText('maria accepted submission 12');
    const [accepted, reviewed, granted] = screen
      .getByRole('region', { name: 'Entries' })
      .querySelectorAll(':scope > ol > li');
    expect(accepted!.querySelector('p')!.textContent).toContain('maria accepted submission 12');
    // Each field that changed, in words; the city by its name once the cities are known.
    const lines = () => [...accepted!.querySelectorAll('ul > li')].map((li) => li.textContent);
    await waitFor(() =>
      expect(lines()).toEqual([
        'status: In review → changed to Accepted',
        'city: — → changed to Oaxaca',
        'draft id: — → changed to 40',
      ]),
    );
    expect(reviewed!.textContent).toContain('maria took into review submission 12');
    expect(granted!.textContent).toContain('command line changed the role of account 5');
    expect(granted!.textContent).toContain('role: Traveller → changed to Editor');
    expect(document.body.textContent).not.toContain('{');
  });

  it('shows one thing’s history when asked, and pages', async () => {
    const api = fakeDeskApi({
      audit: [entry({ id: 1 }), entry({ id: 2, action: 'inbox.reject' })],
      pageSize: 1,
    });
    const router = renderDesk('/editor/audit?targetType=submission&targetId=12');
    expect(await screen.findByText(/The history of submission 12/)).toBeTruthy();
    await screen.findByText('maria accepted submission 12');
    const read = api.calls.find((call) => call.path === '/api/editor/audit')!;
    expect(read.query.toString()).toBe('targetType=submission&targetId=12&page=0');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('maria rejected submission 12')).toBeTruthy();
    expect(router.state.location.search).toBe('?targetType=submission&targetId=12&page=2');
  });

  it('says when nothing has been done yet', async () => {
    fakeDeskApi({ audit: [] });
    renderDesk('/editor/audit');
    expect(await screen.findByText('Nothing has been done at the desk yet.')).toBeTruthy();
  });
});
