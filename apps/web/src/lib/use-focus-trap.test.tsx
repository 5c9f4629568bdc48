import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useFocusTrap } from './use-focus-trap.ts';

function Harness({
  onEscape,
  withInitial = false,
}: {
  onEscape: () => void;
  withInitial?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const initial = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useFocusTrap(open, panel, onEscape, {
    initialFocus: withInitial ? initial : undefined,
    returnFocus: opener,
  });
  return (
    <>
      <button ref={opener} onClick={() => setOpen(true)}>
        Open
      </button>
      <button onClick={() => setOpen(false)}>Outside</button>
      {open ? (
        <div ref={panel}>
          <button>First</button>
          <input ref={initial} aria-label="Middle" />
          <button onClick={() => setOpen(false)}>Last</button>
        </div>
      ) : null}
    </>
  );
}

describe('useFocusTrap', () => {
  it('does nothing while inactive', () => {
    const onEscape = vi.fn();
    render(<Harness onEscape={onEscape} />);
    expect(document.body.style.overflow).toBe('');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onEscape).not.toHaveBeenCalled();
  });

  it('moves focus in, keeps Tab inside, locks the scroll, and gives focus back', () => {
    render(<Harness onEscape={() => {}} />);
    act(() => screen.getByRole('button', { name: 'Open' }).click());
    const first = screen.getByRole('button', { name: 'First' });
    const last = screen.getByRole('button', { name: 'Last' });
    expect(document.activeElement).toBe(first);
    expect(document.body.style.overflow).toBe('hidden');

    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    // Focus that escaped the container is brought back in.
    screen.getByRole('button', { name: 'Outside' }).focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(first);

    act(() => last.click());
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('focuses the initial element and asks to close on Escape', () => {
    const onEscape = vi.fn();
    render(<Harness onEscape={onEscape} withInitial />);
    act(() => screen.getByRole('button', { name: 'Open' }).click());
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Middle' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledTimes(1);
  });
});
