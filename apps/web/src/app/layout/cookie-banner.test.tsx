// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PageVariant } from '@sendero/contract';
import { PageVariantProvider } from '../../lib/page-variant.tsx';
import { CookieBanner } from './cookie-banner.tsx';

function renderBanner(variant?: PageVariant) {
  const router = createMemoryRouter([{ path: '/cities', element: <CookieBanner /> }], {
    initialEntries: ['/cities?x=1'],
  });
  const app = <RouterProvider router={router} />;
  return render(variant ? <PageVariantProvider value={variant}>{app}</PageVariantProvider> : app);
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

beforeEach(() => {
  window.localStorage.clear();
  clearCookies();
});
afterEach(cleanup);

describe('CookieBanner', () => {
  it('shows until answered and stores the choice, in the record and the cookie', () => {
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
    expect(document.cookie).toContain('cookieConsent=declined');
  });

  it('is a form that answers without the app: posted to the consent route with the page', () => {
    renderBanner();
    const accept = screen.getByRole('button', { name: 'Accept all' });
    const form = accept.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/consent');
    expect(accept.getAttribute('type')).toBe('submit');
    expect([accept.getAttribute('name'), accept.getAttribute('value')]).toEqual([
      'status',
      'accepted',
    ]);
    expect(new FormData(form).get('returnTo')).toBe('/cities?x=1');
  });

  it('stays hidden when a valid record or cookie exists, and shows for invalid data', () => {
    window.localStorage.setItem(
      'cookieConsent',
      JSON.stringify({ status: 'accepted', updatedAt: new Date().toISOString() }),
    );
    const { unmount } = renderBanner();
    expect(screen.queryByText('We value your privacy')).toBeNull();
    unmount();
    window.localStorage.setItem('cookieConsent', '{"status":"yes"}');
    const again = renderBanner();
    expect(screen.getByText('We value your privacy')).toBeTruthy();
    again.unmount();
    document.cookie = 'cookieConsent=accepted; Path=/';
    renderBanner();
    expect(screen.queryByText('We value your privacy')).toBeNull();
  });

  it('first renders what the server rendered for the variant, then follows this browser', () => {
    // The server rendered no banner (the cookie said accepted); this browser agrees.
    document.cookie = 'cookieConsent=accepted; Path=/';
    const { container, unmount } = renderBanner({ theme: null, consent: 'accepted' });
    expect(container.innerHTML).toBe('');
    unmount();
    // The server rendered the banner, and this browser has no answer either: it stays.
    clearCookies();
    renderBanner({ theme: null, consent: null });
    expect(screen.queryByText('We value your privacy')).toBeTruthy();
  });
});
