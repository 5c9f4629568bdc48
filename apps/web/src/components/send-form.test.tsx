// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SendForm, SubmitButton, type SendHandler } from './send-form.tsx';

/** A send the test settles when it wants. */
function heldSend() {
  const settle = { resolve: () => undefined, reject: () => undefined } as {
    resolve: () => void;
    reject: (error: Error) => void;
  };
  const send = vi.fn<SendHandler>(
    () =>
      new Promise<void>((resolve, reject) => {
        settle.resolve = resolve;
        settle.reject = reject;
      }),
  );
  return { send, settle };
}

function Form({ onSend }: { onSend: SendHandler }) {
  const [message, setMessage] = useState('Hola');
  return (
    <SendForm onSend={onSend} aria-label="Contact us">
      <label htmlFor="message">Message</label>
      <input
        id="message"
        name="message"
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <SubmitButton sendingLabel="Sending...">Send message</SubmitButton>
    </SendForm>
  );
}

const form = () => screen.getByRole('form', { name: 'Contact us' });
const sendButton = () => screen.getByRole('button', { name: /Send message|Sending/ });

describe('SendForm (issue 34)', () => {
  it('sends once for a double click, disabled before the second click arrives', async () => {
    const { send, settle } = heldSend();
    render(<Form onSend={send} />);
    // Both clicks in one go, as a double click: nothing React renders in between is awaited.
    fireEvent.click(sendButton());
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    expect(sendButton().textContent).toBe('Sending...');
    expect(form().getAttribute('aria-busy')).toBe('true');
    fireEvent.click(sendButton());
    fireEvent.submit(form()); // Enter in a field
    expect(send).toHaveBeenCalledTimes(1);

    await act(async () => settle.resolve());
    expect((sendButton() as HTMLButtonElement).disabled).toBe(false);
    expect(form().getAttribute('aria-busy')).toBeNull();
    fireEvent.click(sendButton());
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('names a retry of the same content with the same key, and a new send with a new one', async () => {
    const { send, settle } = heldSend();
    render(<Form onSend={send} />);
    const keyOf = (call: number) => send.mock.calls[call]?.[1].key;

    fireEvent.click(sendButton());
    await act(async () => settle.reject(new Error('Failed to fetch')));
    fireEvent.click(sendButton());
    expect(keyOf(1)).toBe(keyOf(0));
    expect(keyOf(0)).toMatch(/^[0-9a-f]{32}$/);

    await act(async () => settle.resolve());
    fireEvent.click(sendButton());
    expect(keyOf(2)).not.toBe(keyOf(1));

    await act(async () => settle.reject(new Error('Failed to fetch')));
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hola otra vez' } });
    fireEvent.click(sendButton());
    expect(keyOf(3)).not.toBe(keyOf(2));
  });

  it('stays enabled when the form sends nothing (its own check refused a field)', () => {
    const send = vi.fn<SendHandler>(() => null);
    render(<Form onSend={send} />);
    fireEvent.click(sendButton());
    fireEvent.click(sendButton());
    expect(send).toHaveBeenCalledTimes(2);
    expect((sendButton() as HTMLButtonElement).disabled).toBe(false);
  });
});
