// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { AuthContext } from '../../../lib/auth/auth-context.ts';
import type { AuthValue } from '../../../lib/auth/auth-context.ts';
import { LoginForm } from './login-form.tsx';

function renderForm(overrides: Partial<AuthValue> = {}) {
  const auth: AuthValue = {
    user: null,
    loading: false,
    login: vi.fn(() => Promise.reject(new Error('unexpected'))),
    register: vi.fn(() => Promise.reject(new Error('unexpected'))),
    logout: vi.fn(),
    deleteAccount: vi.fn(),
    refreshUser: vi.fn(),
    ...overrides,
  };
  const router = createMemoryRouter([{ path: '/login', element: <LoginForm /> }], {
    initialEntries: ['/login'],
  });
  render(
    <AuthContext.Provider value={auth}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
  return auth;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('LoginForm', () => {
  it('sign in: e-mail and password are required, and the e-mail must look like one', () => {
    const auth = renderForm();
    submit('Sign in');
    expect(screen.getByText('Email is required.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    type('Email', 'not-an-address');
    submit('Sign in');
    expect(screen.getByText('Enter a valid email.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(auth.login).not.toHaveBeenCalled();
  });

  it('create account: every rule of §5 with its message', () => {
    const auth = renderForm();
    fireEvent.click(screen.getByRole('tab', { name: 'Create account' }));
    submit('Create account');
    for (const text of [
      'Username is required.',
      'Email is required.',
      'Password is required.',
      'Please confirm.',
      'You must accept the terms.',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    type('Password', 'short');
    type('Confirm password', 'different');
    submit('Create account');
    expect(screen.getByText('Use at least 8 characters.')).toBeTruthy();
    expect(screen.getByText('Passwords don’t match.')).toBeTruthy();
    expect(auth.register).not.toHaveBeenCalled();
  });

  it('shows the register strength label', () => {
    renderForm();
    fireEvent.click(screen.getByRole('tab', { name: 'Create account' }));
    expect(screen.queryByText(/Password strength/)).toBeNull();
    type('Password', 'abc');
    expect(screen.getByText('Very Weak')).toBeTruthy();
    type('Password', 'Abcdefg1!');
    expect(screen.getByText('Strong')).toBeTruthy();
  });

  it('switching mode clears the errors and hides the password', () => {
    renderForm();
    submit('Sign in');
    expect(screen.getByText('Email is required.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('tab', { name: 'Create account' }));
    expect(screen.queryByText('Email is required.')).toBeNull();
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
  });

  it('registers with acceptedTerms and a timestamp, reading Creating… meanwhile', async () => {
    let finish: () => void = () => {};
    const register = vi.fn(
      () =>
        new Promise<never>((_, reject) => {
          finish = () =>
            reject(
              new ApiRequestError({
                status: 409,
                code: 'CONFLICT',
                message: 'An account with that email already exists.',
                field: 'email',
                fromServer: true,
              }),
            );
        }),
    );
    renderForm({ register });
    fireEvent.click(screen.getByRole('tab', { name: 'Create account' }));
    type('Username', 'ana');
    type('Email', ' ana@example.com ');
    type('Password', 'Abcdefg1!');
    type('Confirm password', 'Abcdefg1!');
    fireEvent.click(screen.getByLabelText('I accept the terms and conditions'));
    submit('Create account');
    const busy = await screen.findByRole('button', { name: 'Creating…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(register).toHaveBeenCalledWith(
      expect.objectContaining({
        username: 'ana',
        email: 'ana@example.com',
        password: 'Abcdefg1!',
        acceptedTerms: true,
        acceptedTermsAt: expect.any(String),
      }),
    );
    finish();
    expect(await screen.findByText('An account with that email already exists.')).toBeTruthy();
  });

  it('sign in failure shows the server message, else the generic one', async () => {
    const login = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiRequestError({
          status: 401,
          code: 'UNAUTHORIZED',
          message: 'Invalid email or password.',
          fromServer: true,
        }),
      )
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderForm({ login });
    type('Email', 'ana@example.com');
    type('Password', 'wrong');
    submit('Sign in');
    expect(await screen.findByText('Invalid email or password.')).toBeTruthy();
    submit('Sign in');
    expect(await screen.findByText('Something went wrong. Try again.')).toBeTruthy();
  });

  it('links to Forgot password? and the terms', () => {
    renderForm();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Terms & Conditions' }).getAttribute('href')).toBe(
      '/terms',
    );
  });
});
