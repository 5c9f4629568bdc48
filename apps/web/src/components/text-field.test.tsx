import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextAreaField, TextField } from './text-field.tsx';

describe('TextField', () => {
  it('labels the input and passes its attributes through', () => {
    render(
      <TextField id="f-email" label="Email" type="email" autoComplete="email" maxLength={5} />,
    );
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    expect(input.getAttribute('maxlength')).toBe('5');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('shows its own error under the field and points at it', () => {
    render(<TextField id="f-user" label="Username" error="Username is required" />);
    const input = screen.getByLabelText('Username');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('f-user-error');
    expect(document.getElementById('f-user-error')?.textContent).toBe('Username is required');
  });

  it('points at a message elsewhere in the form when the server rejected the field', () => {
    render(<TextAreaField id="f-msg" label="Message" errorMessageId="form-result" />);
    const textarea = screen.getByLabelText('Message');
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    expect(textarea.getAttribute('aria-describedby')).toBe('form-result');
  });
});
