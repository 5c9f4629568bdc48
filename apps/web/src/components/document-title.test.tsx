import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DocumentTitle } from './document-title.tsx';

const titles = () => [...document.querySelectorAll('title')].map((title) => title.textContent);

describe('DocumentTitle', () => {
  it("puts the page's title, with the site's name, in the document's head", () => {
    const { rerender, unmount } = render(<DocumentTitle title="Oaxaca" />);
    expect(document.head.querySelector('title')?.textContent).toBe('Oaxaca · Sendero');
    expect(document.title).toBe('Oaxaca · Sendero');

    // A page whose data arrives updates its one title in place.
    rerender(<DocumentTitle title="Tours in Oaxaca" />);
    expect(titles()).toEqual(['Tours in Oaxaca · Sendero']);

    unmount();
    expect(titles()).toEqual([]);
  });

  it("gives the home page (an empty title) the site's own", () => {
    render(<DocumentTitle title="" />);
    expect(document.title).toBe('Sendero — Travel guide to México');
  });

  it('renders one escaped text on the server', () => {
    expect(renderToString(<DocumentTitle title={`Tacos <b>"&"</b>`} />)).toBe(
      '<title>Tacos &lt;b&gt;&quot;&amp;&quot;&lt;/b&gt; · Sendero</title>',
    );
  });
});
