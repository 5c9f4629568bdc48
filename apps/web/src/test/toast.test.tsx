import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// lib/toast.ts remembers that the toast area was wanted: each test starts from fresh modules.
beforeEach(() => {
  vi.resetModules();
});

async function renderToasts() {
  const { Toasts } = await import('../app/layout/toasts.tsx');
  const { toast } = await import('../lib/toast.ts');
  const view = render(<Toasts />);
  return { toast, view };
}

const toastArea = () => document.querySelector('.Toastify');

describe('toast', () => {
  it('mounts no toast area for a page that is only looked at', async () => {
    await renderToasts();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(toastArea()).toBeNull();
  });

  it('loads the toast area at the first toast and shows that toast top-right, without a progress bar', async () => {
    const { toast } = await renderToasts();
    act(() => toast.success('Link copied!'));
    expect(await screen.findByText('Link copied!')).toBeTruthy();
    expect(document.querySelector('.Toastify__toast-container--top-right')).not.toBeNull();
    // hideProgressBar keeps the bar in the DOM, hidden.
    expect(
      document.querySelector('.Toastify__progress-bar--wrp')?.getAttribute('data-hidden'),
    ).toBe('true');
  });

  it("loads the toast area at the visitor's first input", async () => {
    await renderToasts();
    fireEvent.pointerDown(window);
    await vi.waitFor(() => expect(toastArea()).not.toBeNull());
  });
});
