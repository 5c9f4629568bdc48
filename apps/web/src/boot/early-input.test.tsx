import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOLD_LIMIT_MS, holdEarlyInput } from './early-input.ts';

interface Values {
  name: string;
  note: string;
  agree: boolean;
  kind: string;
}

/**
 * A controlled form, as the app's are; it marks the page live as App does, unless `onMounted` is
 * given, in which case the test marks it.
 */
function Form({ onSend, onMounted }: { onSend: (values: Values) => void; onMounted?: () => void }) {
  const [values, setValues] = useState<Values>({ name: '', note: '', agree: false, kind: 'a' });
  const set = (change: Partial<Values>) => setValues((current) => ({ ...current, ...change }));
  // The text controls' props: their value and the change that writes it back.
  const text = (key: 'name' | 'note') => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => set({ [key]: event.target.value }),
  });
  useEffect(() => {
    if (onMounted) onMounted();
    else document.documentElement.dataset.hydrated = '';
  }, [onMounted]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(values);
      }}
    >
      <input aria-label="Name" {...text('name')} />
      <textarea aria-label="Note" {...text('note')} />
      <input
        type="checkbox"
        aria-label="Agree"
        checked={values.agree}
        onChange={(event) => set({ agree: event.target.checked })}
      />
      <select
        aria-label="Kind"
        value={values.kind}
        onChange={(event) => set({ kind: event.target.value })}
      >
        <option value="a">A</option>
        <option value="b">B</option>
      </select>
      <button type="submit">Send</button>
    </form>
  );
}

function serverRendered() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form onSend={() => {}} />);
  document.body.append(container);
  const get = <T extends Element>(selector: string) => container.querySelector(selector) as T;
  return {
    container,
    name: get<HTMLInputElement>('input[aria-label="Name"]'),
    note: get<HTMLTextAreaElement>('textarea'),
    agree: get<HTMLInputElement>('input[type="checkbox"]'),
    kind: get<HTMLSelectElement>('select'),
    send: get<HTMLButtonElement>('button'),
  };
}

/** Types into a control as a browser does: the value changes, then an input event follows. */
function type(control: HTMLInputElement | HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set?.call(
    control,
    value,
  );
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

afterEach(() => {
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = '';
});

describe('holdEarlyInput', () => {
  it('holds a submit until hydration, then sends it with everything typed before', async () => {
    const page = serverRendered();
    const hurry = vi.fn();
    const submits: boolean[] = [];
    document.addEventListener('submit', (event) => submits.push(event.defaultPrevented));
    holdEarlyInput(hurry);

    page.name.value = 'Mia';
    page.note.value = 'Tacos al pastor';
    page.agree.checked = true;
    page.kind.value = 'b';
    page.send.click();
    expect(submits).toEqual([true]);
    expect(hurry).toHaveBeenCalled();

    const onSend = vi.fn();
    hydrateRoot(page.container, <Form onSend={onSend} />);
    await vi.waitFor(() =>
      expect(onSend).toHaveBeenCalledWith({
        name: 'Mia',
        note: 'Tacos al pastor',
        agree: true,
        kind: 'b',
      }),
    );
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(page.name.value).toBe('Mia');
    expect(page.agree.checked).toBe(true);
  });

  it('sends nothing when nothing was sent, and lets submits through once live', async () => {
    const page = serverRendered();
    holdEarlyInput(() => {});
    page.name.value = 'Mia';
    const onSend = vi.fn();
    hydrateRoot(page.container, <Form onSend={onSend} />);
    await vi.waitFor(() => expect(document.documentElement.dataset.hydrated).toBe(''));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(onSend).not.toHaveBeenCalled();

    page.send.click();
    expect(onSend).toHaveBeenCalledWith({ name: 'Mia', note: '', agree: false, kind: 'a' });
  });

  it('keeps a value typed before hydration that a re-render cleared before the page was live', async () => {
    const page = serverRendered();
    holdEarlyInput(() => {});
    type(page.name, 'Mia');

    const onSend = vi.fn();
    let mounted = () => {};
    const hydrated = new Promise<void>((resolve) => (mounted = resolve));
    hydrateRoot(page.container, <Form onSend={onSend} onMounted={mounted} />);
    await hydrated;
    // Typed after hydration, before <html data-hydrated>: the form re-renders, and its state,
    // still the server's, empties the name on screen (as a loaded phone showed in the browser).
    type(page.note, 'Tacos al pastor');
    await vi.waitFor(() => expect(page.name.value).toBe(''));

    document.documentElement.dataset.hydrated = '';
    await vi.waitFor(() => expect(page.name.value).toBe('Mia'));
    page.send.click();
    expect(onSend).toHaveBeenCalledWith({
      name: 'Mia',
      note: 'Tacos al pastor',
      agree: false,
      kind: 'a',
    });
  });

  it('lets the browser send a held form once the app has not come within the limit', () => {
    vi.useFakeTimers();
    try {
      const page = serverRendered();
      const submits: boolean[] = [];
      // Counted last, after the hold has had its say: jsdom does not navigate.
      const count = (event: Event) => {
        submits.push(event.defaultPrevented);
        event.preventDefault();
      };
      document.addEventListener('submit', count);
      holdEarlyInput(() => {});
      page.send.click();
      vi.advanceTimersByTime(HOLD_LIMIT_MS - 1);
      expect(submits).toEqual([true]);

      vi.advanceTimersByTime(1);
      // Sent again, and this time nothing holds it: the page's own POST goes.
      expect(submits).toEqual([true, false]);
      page.send.click();
      expect(submits).toEqual([true, false, false]);
      document.removeEventListener('submit', count);
    } finally {
      vi.useRealTimers();
    }
  });
});
