import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchesQuery } from '../lib/text-filter.ts';
import { CityCollectionPage, countLabel } from './city-collection-page.tsx';

const nouns = { singular: 'tour', plural: 'tours' };
const items = [
  { id: 1, title: 'Street food crawl', tags: ['tacos'] },
  { id: 2, title: 'Murals walk', tags: ['art'] },
];

function renderPage(cityId = 2) {
  render(
    <MemoryRouter>
      <CityCollectionPage
        cityId={cityId}
        city={{ name: 'Oaxaca', description: 'Mole and mezcal.' }}
        nouns={nouns}
        heading="Tours in Oaxaca"
        items={items}
        loading={false}
        error={null}
        emptyText="No tours match your search."
        matches={(item, query) => matchesQuery(query, item.title, item.tags)}
        itemKey={(item) => item.id}
        renderItem={(item) => <span>{item.title}</span>}
      />
    </MemoryRouter>,
  );
}

describe('CityCollectionPage', () => {
  it('counts in the singular and plural', () => {
    expect(countLabel(1, nouns)).toBe('1 tour');
    expect(countLabel(0, nouns)).toBe('0 tours');
    expect(countLabel(3, nouns)).toBe('3 tours');
  });

  it('filters by the search box and shows the empty text', () => {
    renderPage();
    expect(screen.getByText('2 tours')).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: 'Search tours' });
    fireEvent.change(search, { target: { value: '  TACOS ' } });
    expect(screen.getByText('1 tour')).toBeTruthy();
    expect(screen.getByText('Street food crawl')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'nothing like this' } });
    expect(screen.getByText('No tours match your search.')).toBeTruthy();
  });

  it('leads back to the city, or to /mexico for city 4', () => {
    renderPage(2);
    expect(screen.getByRole('link', { name: /Back to Oaxaca/ }).getAttribute('href')).toBe(
      '/cities/2',
    );
  });
});
