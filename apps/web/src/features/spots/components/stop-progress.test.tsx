import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { StopItinerary } from './stop-itinerary.tsx';
import { StopPager } from './stop-pager.tsx';
import { StopProgress } from './stop-progress.tsx';

const stops = [1, 2, 3].map((id, index) => ({
  orderIndex: index,
  spot: { id, name: `Stop name ${id}` },
})) as never;

describe('stop progress and navigation', () => {
  it('reports Stop N of M on a progressbar', () => {
    render(<StopProgress index={1} total={3} />);
    const bar = screen.getByRole('progressbar', { name: 'Stop 2 of 3' });
    expect(bar.getAttribute('value')).toBe('2');
    expect(bar.getAttribute('max')).toBe('3');
  });

  it('marks the current stop and links the others', () => {
    render(
      <MemoryRouter>
        <StopItinerary tourId={9} stops={stops} currentId={2} />
      </MemoryRouter>,
    );
    expect((screen.getByRole('button', { name: '(current)' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    const links = screen.getAllByRole('link', { name: /View stop/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/spot/1?tourId=9',
      '/spot/3?tourId=9',
    ]);
  });

  it('disables Prev at the first stop and links Next', () => {
    render(
      <MemoryRouter>
        <StopPager
          tourId={9}
          previous={null}
          next={{ spot: { id: 2, name: 'Two' } }}
          label="Stop 1 of 3"
        />
      </MemoryRouter>,
    );
    expect((screen.getByRole('button', { name: 'Prev' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/spot/2?tourId=9',
    );
  });
});
