import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { keepCharacters } from './keep-characters.ts';

function Controlled({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <input
      aria-label="Name"
      value={value}
      onInput={keepCharacters(3)}
      onChange={(event) => {
        setValue(event.target.value);
        onValue(event.target.value);
      }}
    />
  );
}

describe('keepCharacters', () => {
  it('keeps three emoji where maxLength would keep one and a half', () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    const input = screen.getByLabelText<HTMLInputElement>('Name');
    fireEvent.input(input, { target: { value: '🌮🌮' } });
    expect(input.value).toBe('🌮🌮');
    fireEvent.input(input, { target: { value: '🌮🌮👨‍👩‍👧‍👦🌮' } });
    // The controlled field's onChange already saw the kept text.
    expect(onValue).toHaveBeenLastCalledWith('🌮🌮👨‍👩‍👧‍👦');
    expect(input.value).toBe('🌮🌮👨‍👩‍👧‍👦');
  });
});
