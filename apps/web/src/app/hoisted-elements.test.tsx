import { renderToString } from 'react-dom/server';
import { preload } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { splitHoisted } from './hoisted-elements.ts';

function Page() {
  preload('/media/hero.svg', { as: 'image', fetchPriority: 'high' });
  return (
    <div>
      <title>Tulum · Sendero</title>
      <meta name="description" content="Ruins by the sea" />
      <p>A &lt;title&gt; in text</p>
    </div>
  );
}

describe('splitHoisted', () => {
  it('takes the elements React writes ahead of the app and leaves the markup', () => {
    const { hoisted, body } = splitHoisted(renderToString(<Page />));
    expect(hoisted).toEqual([
      '<link rel="preload" href="/media/hero.svg" as="image" fetchPriority="high"/>',
      '<title>Tulum · Sendero</title>',
      '<meta name="description" content="Ruins by the sea"/>',
    ]);
    expect(body.startsWith('<div>')).toBe(true);
    expect(body).toContain('A &lt;title&gt; in text');
  });

  it('leaves a render that hoists nothing as it is', () => {
    expect(splitHoisted('<div>Hola</div>')).toEqual({ hoisted: [], body: '<div>Hola</div>' });
  });
});
