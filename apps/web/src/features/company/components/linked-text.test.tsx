import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LinkedText } from './linked-text.tsx';

function links(text: string) {
  const { container } = render(
    <MemoryRouter>
      <p>
        <LinkedText text={text} />
      </p>
    </MemoryRouter>,
  );
  return {
    text: container.textContent,
    hrefs: [...container.querySelectorAll('a')].map((a) => a.getAttribute('href')),
  };
}

describe('LinkedText', () => {
  it('links e-mail addresses and page paths, and leaves the sentence as it was', () => {
    const sentence =
      'Use the submission page at /submit, or e-mail hello@sendero.travel. Read /terms.';
    expect(links(sentence)).toEqual({
      text: sentence,
      hrefs: ['/submit', 'mailto:hello@sendero.travel', '/terms'],
    });
  });

  it('leaves paths that are not pages, and words with a slash, as text', () => {
    expect(links('Open /nowhere and/or /submitted items').hrefs).toEqual([]);
  });
});
