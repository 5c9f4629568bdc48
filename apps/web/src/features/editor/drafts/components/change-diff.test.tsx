import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChangeList } from './change-diff.tsx';

const description = {
  field: 'description',
  before:
    'Oaxaca’s most famous church closes the northern end of the Andador with a broad stone atrium and a facade of grey-green cantera.',
  after:
    'Oaxaca’s most famous church closes the northern end of the Andador with a broad atrium and a facade of green cantera, gilded inside.',
};

describe('ChangeList', () => {
  it('shows a description’s words removed and added in place, marked by more than colour', () => {
    render(<ChangeList changes={[description]} />);
    const value = screen.getByText('Description').nextElementSibling as HTMLElement;
    const removed = [...value.querySelectorAll('del')].map((del) => del.textContent);
    const added = [...value.querySelectorAll('ins')].map((ins) => ins.textContent);
    expect(removed).toEqual(['[removed: stone ]', '[removed: grey-green cantera.]']);
    expect(added).toEqual(['[added: green cantera, gilded inside.]']);
    // Struck through and underlined, and named for screen readers (the brackets are sr-only).
    expect(value.querySelector('del')!.className).toContain('line-through');
    expect(value.querySelector('ins')!.className).toContain('underline');
    expect(value.querySelector('del .sr-only')!.textContent).toBe('[removed: ');
    expect(value.textContent).toContain('with a broad ');
  });

  it('shows a short field as old → new, one row per part of the picture, in the form’s order', () => {
    render(
      <ChangeList
        changes={[
          { field: 'openingHours', before: 'Mo-Su 07:00-20:00', after: 'Mo-Su 07:00-21:00' },
          {
            field: 'image',
            before: { file: 'spots/a.svg', alt: 'Front' },
            after: { file: 'spots/a.svg', alt: 'The front', credit: 'Ana' },
          },
          { field: 'name', before: 'Santo Domingo', after: 'Templo de Santo Domingo' },
          { field: 'priceNote', before: null, after: 'Free' },
          { field: 'tags', before: ['church'], after: ['church', 'baroque'] },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual([
      'Name',
      'Tags',
      'Price note',
      'Opening hours',
      'Picture description (alt text)',
      'Picture credit',
    ]);
    const hours = screen.getByText('Opening hours').nextElementSibling as HTMLElement;
    expect(within(hours).getByText('Mo-Su 07:00-20:00').closest('del')).toBeTruthy();
    expect(within(hours).getByText('Mo-Su 07:00-21:00').closest('ins')).toBeTruthy();
    expect(hours.textContent).toContain('changed to');
    const note = screen.getByText('Price note').nextElementSibling as HTMLElement;
    expect(note.querySelector('del')).toBeNull();
    expect(note.textContent).toContain('(none)');
    expect(screen.getByText('Tags').nextElementSibling!.textContent).toContain('church, baroque');
  });

  it('says when a version changed nothing', () => {
    render(<ChangeList changes={[]} />);
    expect(screen.getByText('No field changed.')).toBeTruthy();
  });
  it('shows a city’s practical information as lines of words, not as data', () => {
    const section = (tips: string[]) => [
      {
        key: 'getting-there',
        title: 'Getting there',
        description: 'Fly or take the bus.',
        topics: [{ key: 'by-bus', title: 'By bus', description: 'ADO.', tips }],
      },
    ];
    render(
      <ChangeList
        kind="city"
        changes={[
          { field: 'info', before: section(['Book ahead.']), after: section(['Book early.']) },
        ]}
      />,
    );
    const value = screen.getByText('Practical information').nextElementSibling as HTMLElement;
    expect(value.textContent).not.toContain('{');
    expect(value.textContent).toContain('Getting there: Fly or take the bus.');
    expect([...value.querySelectorAll('ins')].map((ins) => ins.textContent)).toEqual([
      '[added: early.]',
    ]);
  });
});
