// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_TEXT } from '@sendero/contract';
import { testQueryClient } from '../../../test/test-helpers.tsx';
import { ContactForm } from './contact-form.tsx';

function renderForm() {
  const router = createMemoryRouter([{ path: '/company-info', element: <ContactForm /> }], {
    initialEntries: ['/company-info'],
  });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('ContactForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends one message for a double click on "Send message", named by its key (issue 34)', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ id: 1, status: 'received' }, { status: 202 }));
    renderForm();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: '¿Mole en Oaxaca?' } });
    const send = screen.getByRole('button', { name: 'Send message' });
    fireEvent.click(send);
    fireEvent.click(send);
    expect(await screen.findByText(CONTACT_TEXT.success)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
  });
});
