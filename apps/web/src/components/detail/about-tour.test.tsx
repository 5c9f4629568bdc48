import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AboutTour } from './about-tour.tsx';

describe('AboutTour', () => {
  it('shows 320 characters, then everything after Read more, then folds with Show less', () => {
    const text = `${'x'.repeat(320)}TAIL`;
    render(<AboutTour description={text} />);
    expect(screen.getByText(`${'x'.repeat(320)}…`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByText(text)).toBeTruthy();
    const showLess = screen.getByRole('button', { name: 'Show less' });
    expect(showLess.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(showLess);
    expect(screen.getByRole('button', { name: 'Read more' })).toBeTruthy();
  });

  it('offers no toggle for a short description', () => {
    render(<AboutTour description="Short and sweet." />);
    expect(screen.getByText('Short and sweet.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
