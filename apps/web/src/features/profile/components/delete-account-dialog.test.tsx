// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { DeleteAccountDialog, isDeleteConfirmed } from './delete-account-dialog.tsx';

describe('isDeleteConfirmed', () => {
  it('accepts DELETE trimmed and in any case, and nothing else', () => {
    expect(isDeleteConfirmed('DELETE')).toBe(true);
    expect(isDeleteConfirmed('  delete ')).toBe(true);
    expect(isDeleteConfirmed('DELET')).toBe(false);
    expect(isDeleteConfirmed('DELETE!')).toBe(false);
    expect(isDeleteConfirmed('')).toBe(false);
  });
});

function openAtStepTwo(onConfirm: (password: string) => Promise<void>, onClose = vi.fn()) {
  render(<DeleteAccountDialog onConfirm={onConfirm} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  screen.getByRole('dialog', { name: 'Type DELETE to confirm' });
  return onClose;
}

describe('DeleteAccountDialog', () => {
  it('asks twice and refuses anything but DELETE', () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    openAtStepTwo(onConfirm);
    const input = screen.getByLabelText('Confirmation');
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: 'remove' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(screen.getByText('Please type "DELETE" to confirm.')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('deletes with " delete ", reading Deleting... and ignoring Cancel meanwhile', async () => {
    let finish: () => void = () => {};
    const onConfirm = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const onClose = openAtStepTwo(onConfirm);
    fireEvent.change(screen.getByLabelText('Confirmation'), { target: { value: ' delete ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Quetzal-42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledWith('Quetzal-42');
    expect(
      (screen.getByRole('button', { name: 'Deleting...' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByTestId('dialog-backdrop'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    finish();
  });

  it('shows the server text, else "Failed to delete account."', async () => {
    const onConfirm = vi
      .fn<(password: string) => Promise<void>>()
      .mockRejectedValueOnce(
        new ApiRequestError({
          status: 500,
          code: 'X',
          message: 'Server says no.',
          fromServer: true,
        }),
      )
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    openAtStepTwo(onConfirm);
    fireEvent.change(screen.getByLabelText('Confirmation'), { target: { value: 'DELETE' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Quetzal-42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByText('Server says no.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByText('Failed to delete account.')).toBeTruthy();
  });

  it('asks for the password again, and marks the field when the server refuses it', async () => {
    const onConfirm = vi.fn<(password: string) => Promise<void>>().mockRejectedValueOnce(
      new ApiRequestError({
        status: 400,
        code: 'VALIDATION_ERROR',
        message: 'That password is not correct.',
        field: 'password',
        fromServer: true,
      }),
    );
    openAtStepTwo(onConfirm);
    fireEvent.change(screen.getByLabelText('Confirmation'), { target: { value: 'DELETE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();

    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    fireEvent.change(password, { target: { value: 'wrong-one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByText('That password is not correct.')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Confirmation').getAttribute('aria-invalid')).toBeNull();
  });

  it('Cancel, the backdrop and Escape close it when idle', () => {
    const onClose = vi.fn();
    render(<DeleteAccountDialog onConfirm={vi.fn()} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByTestId('dialog-backdrop'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
