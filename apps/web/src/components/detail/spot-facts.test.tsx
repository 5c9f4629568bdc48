import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testSpot } from '../../test/hours-fixtures.ts';
import { SpotFacts } from './spot-facts.tsx';

describe('SpotFacts', () => {
  it("says what the 'Average Price' is for: a Xochimilco boat is not a ticket (issue 34)", () => {
    const note = 'Official rate MXN 750 (about US$41) per boat per hour';
    render(
      <SpotFacts spot={testSpot({ price: 41, priceUnit: 'per-boat-per-hour', priceNote: note })} />,
    );
    const price = screen.getByText('Average Price').nextElementSibling as HTMLElement;
    expect(price.textContent).toBe('US$41 per boat per hour');
  });

  it("is 'Free' alone for a free place", () => {
    render(<SpotFacts spot={testSpot({ price: 0, priceUnit: 'free' })} />);
    expect(screen.getByText('Free')).toBeTruthy();
  });
});
