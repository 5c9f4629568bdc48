import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventDescription } from './event-description.tsx';

/** jsdom lays nothing out: give every element the folded box and the text's full height. */
function layOut({ folded, full }: { folded: number; full: number }) {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(folded);
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(full);
}

/** Renders, then lets the switch to the live button (a transition) commit. */
async function live(element: ReactElement) {
  await act(async () => {
    render(element);
  });
}

const TEXT = 'From 1 to 12 December the centre fills with processions every evening.';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('EventDescription', () => {
  it('folds the text on the server page behind a native Read more that unfolds it', () => {
    const html = renderToString(<EventDescription text={TEXT} title="Fiestas" />);
    const container = document.createElement('div');
    container.innerHTML = html;
    const paragraph = container.querySelector('.event-description > p');
    expect(paragraph?.textContent).toBe(TEXT);
    expect(paragraph?.className).toMatch(/\bline-clamp-4\b/);
    // index.css unfolds the text while the <details> after it is open.
    const summary = container.querySelector('.event-description > details > summary');
    expect(summary?.textContent).toBe('Read more: FiestasShow less: Fiestas');
  });

  it('becomes a button with aria-expanded once live, shown when the text is cut', async () => {
    layOut({ folded: 91, full: 273 });
    await live(<EventDescription text={TEXT} title="Fiestas" />);
    const more = screen.getByRole('button', { name: /^Read more\b.*Fiestas/ });
    expect(more.className).not.toMatch(/\binvisible\b/);
    expect(more.getAttribute('aria-expanded')).toBe('false');
    const text = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(text?.textContent).toBe(TEXT);
    expect(text?.className).toMatch(/\bline-clamp-4\b/);

    fireEvent.click(more);
    const less = screen.getByRole('button', { name: /^Show less\b.*Fiestas/ });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    expect(text?.className).not.toMatch(/\bline-clamp-4\b/);
    fireEvent.click(less);
    expect(screen.getByRole('button', { name: /^Read more\b.*Fiestas/ })).toBeTruthy();
  });

  it('keeps the button hidden, in its place, when the whole text fits', async () => {
    layOut({ folded: 60, full: 60 });
    await live(<EventDescription text="A short fiesta." title="Short" />);
    const button = screen.getByRole('button', { name: /^Read more\b.*Short/ });
    expect(button.className).toMatch(/\binvisible\b/);
  });

  it('hands an opened <details> and its focus to the button when the page goes live', async () => {
    layOut({ folded: 91, full: 273 });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<EventDescription text={TEXT} title="Fiestas" />);
    document.body.append(container);
    const details = container.querySelector('details')!;
    details.open = true;
    container.querySelector('summary')!.focus();
    const { hydrateRoot } = await import('react-dom/client');
    await act(async () => {
      hydrateRoot(container, <EventDescription text={TEXT} title="Fiestas" />);
    });
    const less = screen.getByRole('button', { name: /^Show less\b.*Fiestas/ });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(less);
    container.remove();
  });
});
