import type { CreateTripBody } from '@sendero/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testTrip } from '../../../entities/trips/trip-fixtures.ts';
import { AuthContext, type AuthValue } from '../../../lib/auth/auth-context.ts';
import { json, signIn, stubFetch, withProviders } from '../../../test/test-helpers.tsx';
import { TripsPage } from './trips-page.tsx';

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const signedIn: AuthValue = {
  user: { id: 7, username: 'ana', email: 'ana@example.com', name: 'Ana', createdAt: '2026-01-01' },
  loading: false,
  login: vi.fn(),
  register: vi.fn(),
  logout: vi.fn(),
  deleteAccount: vi.fn(),
  refreshUser: vi.fn(),
};

const city = (id: number, name: string) => ({ id, name, lat: 17, lng: -96.7 });

describe('new trip form', () => {
  it('asks the shared trip fields and the destination (not México itself), and creates the trip', async () => {
    const created: CreateTripBody[] = [];
    stubFetch(
      (url) =>
        url === '/api/cities'
          ? json([city(4, 'México'), city(2, 'Oaxaca'), city(9, 'Mérida')])
          : undefined,
      (url, init) => {
        if (url !== '/api/trips') return undefined;
        if (init.method !== 'POST') return json({ trips: [] });
        created.push(JSON.parse(String(init.body)) as CreateTripBody);
        return json(testTrip({ id: 8, name: 'Mérida in March' }), 201);
      },
    );
    render(
      withProviders(
        <AuthContext.Provider value={signedIn}>
          <TripsPage />
        </AuthContext.Provider>,
      ),
    );
    const form = within(screen.getByRole('region', { name: 'New trip' }));
    const destination = (await form.findByRole('option', { name: 'Mérida' })).closest('select')!;
    expect(Array.from(destination.options).map((option) => option.text)).toEqual([
      'Oaxaca',
      'Mérida',
    ]);
    expect((form.getByLabelText('Number of days') as HTMLInputElement).value).toBe('2');
    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Mérida in March' } });
    fireEvent.change(destination, { target: { value: '9' } });
    fireEvent.change(form.getByLabelText('First day'), { target: { value: '2027-03-01' } });
    fireEvent.change(form.getByLabelText('Number of days'), { target: { value: '5' } });
    fireEvent.click(form.getByRole('button', { name: 'Create trip' }));
    expect(await form.findByRole('link', { name: 'Mérida in March' })).toBeTruthy();
    expect(created).toEqual([
      { name: 'Mérida in March', cityId: 9, startDate: '2027-03-01', days: 5 },
    ]);
  });
});
