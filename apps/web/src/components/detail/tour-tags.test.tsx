import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TourTags } from './tour-tags.tsx';

describe('TourTags', () => {
  it('shows 6 tags as #tag with +N more, and all of them until Show less', () => {
    render(<TourTags tags={['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '#a',
      '#b',
      '#c',
      '#d',
      '#e',
      '#f',
    ]);
    fireEvent.click(screen.getByRole('button', { name: '+3 more' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(9);
    fireEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
  });

  it('renders nothing without tags', () => {
    const { container } = render(<TourTags tags={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
