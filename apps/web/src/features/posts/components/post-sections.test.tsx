import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostMarkdown } from '../../../components/detail/post-markdown.tsx';
import { PostSectionView } from '../../../components/detail/post-section-view.tsx';

const base = { id: 1, sortIndex: 0, heading: 'Heading', bodyMd: 'Body text.' };

describe('PostSectionView', () => {
  it('labels warning sections "Warning"', () => {
    render(<PostSectionView section={{ ...base, kind: 'warning' }} />);
    expect(screen.getByText('Warning')).toBeTruthy();
    expect(screen.queryByText('Tip')).toBeNull();
  });

  it('labels tip sections "Tip"', () => {
    render(<PostSectionView section={{ ...base, kind: 'tip' }} />);
    expect(screen.getByText('Tip')).toBeTruthy();
    expect(screen.queryByText('Warning')).toBeNull();
  });

  it('gives other kinds no label and renders the optional heading', () => {
    const { container } = render(
      <PostSectionView section={{ ...base, kind: 'text', heading: null }} />,
    );
    expect(screen.queryByText('Tip')).toBeNull();
    expect(screen.queryByText('Warning')).toBeNull();
    expect(container.querySelector('h2')).toBeNull();
    expect(screen.getByText('Body text.')).toBeTruthy();
  });
});

describe('PostMarkdown', () => {
  it('shows raw HTML as text instead of rendering it', () => {
    const { container } = render(
      <PostMarkdown markdown={'Hello <b>bold</b> <img src=x onerror="alert(1)">'} />,
    );
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<b>');
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
  });

  it('drops javascript: links and opens external links safely', () => {
    const { container } = render(
      <PostMarkdown markdown={'[bad](javascript:alert(1)) and [good](https://example.com)'} />,
    );
    const links = [...container.querySelectorAll('a')];
    const bad = links.find((a) => a.textContent === 'bad');
    const good = links.find((a) => a.textContent === 'good');
    expect(bad?.getAttribute('href') ?? '').not.toContain('javascript');
    expect(good?.getAttribute('href')).toBe('https://example.com');
    expect(good?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(good?.getAttribute('target')).toBe('_blank');
  });
});
