import { EDITOR_MESSAGES } from '@sendero/contract';
import { fireEvent, screen } from '@testing-library/react';
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

describe('people', () => {
  it('lets an admin give a role by e-mail and says who has it now', async () => {
    const api = fakeDeskApi({ role: 'admin' });
    renderDesk('/editor/people');
    fireEvent.change(await screen.findByLabelText('E-mail address of the account'), {
      target: { value: ' luis@example.com ' },
    });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'admin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('luis is now an admin.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'editor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('luis is now an editor.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'traveller' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('luis is now a traveller.')).toBeTruthy();
    expect(api.changes()).toMatchObject(
      ['admin', 'editor', 'traveller'].map((role) => ({
        method: 'PUT',
        path: '/api/editor/roles',
        body: { email: 'luis@example.com', role },
      })),
    );
  });

  it('shows the server’s refusal: at the address when no account uses it, else under the form', async () => {
    const api = fakeDeskApi({ role: 'admin' });
    renderDesk('/editor/people');
    const email = await screen.findByLabelText('E-mail address of the account');
    fireEvent.change(email, { target: { value: 'nobody@example.com' } });
    api.fail('PUT /api/editor/roles', 404, {
      error: 'NOT_FOUND',
      message: EDITOR_MESSAGES.userNotFound,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(EDITOR_MESSAGES.userNotFound)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);

    api.fail('PUT /api/editor/roles', 403, {
      error: 'FORBIDDEN',
      message: EDITOR_MESSAGES.ownRole,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(EDITOR_MESSAGES.ownRole);
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('tells an editor that only admins give roles, without a form', async () => {
    fakeDeskApi({ role: 'editor' });
    renderDesk('/editor/people');
    expect((await screen.findByRole('alert')).textContent).toBe(EDITOR_MESSAGES.adminsOnly);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
