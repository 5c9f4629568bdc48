// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CookieBanner } from './cookie-banner.tsx';

function renderBanner() {
  const router = createMemoryRouter([{ path: '/', element: <CookieBanner /> }]);
  return render(<RouterProvider router={router} />);
}

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('CookieBanner', () => {
  it('shows until answered and stores the choice', () => {
    renderBanner();
    expect(screen.getByText('We value your privacy')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/company-info#privacy-policy',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Decline non-essential' }));
    expect(screen.queryByText('We value your privacy')).toBeNull();
    const stored = JSON.parse(window.localStorage.getItem('cookieConsent') ?? '{}') as {
      status?: string;
    };
    expect(stored.status).toBe('declined');
  });

  it('stays hidden when a valid record exists, and shows for invalid data', () => {
    window.localStorage.setItem(
      'cookieConsent',
      JSON.stringify({ status: 'accepted', updatedAt: new Date().toISOString() }),
    );
    const { unmount } = renderBanner();
    expect(screen.queryByText('We value your privacy')).toBeNull();
    unmount();
    window.localStorage.setItem('cookieConsent', '{"status":"yes"}');
    renderBanner();
    expect(screen.getByText('We value your privacy')).toBeTruthy();
  });
});
