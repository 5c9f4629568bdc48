import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CityIntro } from './city-intro.tsx';

/** jsdom lays nothing out: give every element the folded box and the text's full height. */
function layOut({ folded, full }: { folded: number; full: number }) {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(folded);
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(full);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CityIntro', () => {
  it('offers Read more when the text overflows the fold, then Read less', () => {
    layOut({ folded: 104, full: 520 });
    render(<CityIntro text={'Oaxaca de Juárez sits in a high green valley.\n\nMore.'} />);
    const more = screen.getByRole('button', { name: 'Read more' });
    // Kept in place but invisible until the text is known to overflow; then shown.
    expect(more.className).not.toMatch(/\binvisible\b/);
    expect(more.getAttribute('aria-expanded')).toBe('false');
    const intro = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(intro?.textContent).toBe('Oaxaca de Juárez sits in a high green valley.\n\nMore.');
    expect(intro?.className).toMatch(/line-clamp-4/);

    fireEvent.click(more);
    const less = screen.getByRole('button', { name: 'Read less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    expect(less.className).not.toMatch(/\binvisible\b/);
    expect(intro?.className).not.toMatch(/line-clamp-4/);

    fireEvent.click(less);
    expect(screen.getByRole('button', { name: 'Read more' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('keeps the button hidden when the whole text fits', () => {
    layOut({ folded: 52, full: 52 });
    render(<CityIntro text="A short intro." />);
    const button = screen.getByRole('button', { name: 'Read more' });
    expect(button.className).toMatch(/\binvisible\b/);
  });

  it('renders nothing for an empty intro', () => {
    const { container } = render(<CityIntro text="" />);
    expect(container.innerHTML).toBe('');
  });
});
