import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE } from '../lib/card-image.ts';
import { SmartImage } from './smart-image.tsx';

describe('SmartImage', () => {
  it('is lazy with fixed dimensions unless it has priority', () => {
    render(<SmartImage src="/a.svg" alt="A" width={40} height={30} />);
    const img = screen.getByAltText('A');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('width')).toBe('40');
    expect(img.getAttribute('height')).toBe('30');
  });

  it('loads eagerly with priority', () => {
    render(<SmartImage src="/a.svg" alt="A" width={40} height={30} priority />);
    expect(screen.getByAltText('A').getAttribute('loading')).toBe('eager');
  });

  it('falls back to the placeholder once when the image fails', () => {
    render(<SmartImage src="/broken.svg" alt="B" width={40} height={30} />);
    const img = screen.getByAltText('B');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
  });

  it('uses the placeholder when there is no source', () => {
    render(<SmartImage src={null} alt="C" width={40} height={30} />);
    expect(screen.getByAltText('C').getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
  });
});
