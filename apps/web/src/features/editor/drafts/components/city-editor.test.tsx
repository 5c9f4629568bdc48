import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../../test/test-helpers.tsx';
import { fakeDraftsApi, renderDrafts, testCityDraft } from './drafts-fixtures.tsx';

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

function cityApi() {
  return fakeDraftsApi({ drafts: [testCityDraft()] });
}

async function openCityEditor() {
  renderDrafts('/editor/drafts/55');
  await screen.findByRole('form', { name: 'City' });
}

describe('the city editor', () => {
  it('fills every field of the basics from the draft, the tips a line each', async () => {
    cityApi();
    await openCityEditor();
    expect(input('Name').value).toBe('Oaxaca');
    expect(input('State or region').value).toBe('Oaxaca');
    expect(input('Time zone').value).toBe('America/Mexico_City');
    expect(input('Latitude of the centre').value).toBe('17.0606');
    expect(input('Section 1 title').value).toBe('Getting there');
    expect(input('Section 1, topic 1 title').value).toBe('By bus');
    expect(input('Section 1, topic 1 tips').value).toBe(
      'Book ahead in July.\nPlatino seats recline.',
    );
    expect(screen.getByRole('group', { name: 'Section 1: Getting there' })).toBeTruthy();
  });

  it('adds a section with a topic and its tips, and saves them in city.yaml’s shape', async () => {
    const api = cityApi();
    await openCityEditor();
    fireEvent.click(button('Add a section'));
    fireEvent.change(input('Section 2 title'), { target: { value: 'Día de Muertos' } });
    fireEvent.click(button('Add a topic to section 2'));
    fireEvent.change(input('Section 2, topic 1 title'), { target: { value: 'Where to go' } });
    fireEvent.change(input('Section 2, topic 1 tips'), {
      target: { value: 'Visit the Panteón General.\n\n  Book rooms early. ' },
    });
    fireEvent.change(input('Section 1, topic 1 tips'), {
      target: { value: 'Book ahead in July.' },
    });
    fireEvent.click(button('Save draft'));
    await screen.findByText('Draft saved. It is ready to publish.');
    const saved = api.lastSaved(55)!;
    expect(saved).toMatchObject({ id: 2, slug: 'oaxaca', lat: 17.0606, rank: 2 });
    expect(saved['info']).toEqual([
      {
        key: 'getting-there',
        title: 'Getting there',
        description: 'Fly or take the bus.',
        topics: [
          {
            key: 'by-bus',
            title: 'By bus',
            description: 'ADO runs from Mexico City.',
            tips: ['Book ahead in July.'],
          },
        ],
      },
      {
        // A new part's key is made from its title.
        key: 'dia-de-muertos',
        title: 'Día de Muertos',
        description: '',
        topics: [
          {
            key: 'where-to-go',
            title: 'Where to go',
            description: '',
            tips: ['Visit the Panteón General.', 'Book rooms early.'],
          },
        ],
      },
    ]);
  });

  it('says where in the information a problem is, and keeps the keyboard in the group after a removal', async () => {
    cityApi();
    await openCityEditor();
    fireEvent.change(input('Section 1, topic 1 title'), { target: { value: ' ' } });
    fireEvent.click(button('Save draft'));
    const summary = await screen.findByRole('group', { name: '1 thing to fix before publishing' });
    const link = within(summary).getByRole('link');
    expect(link.textContent).toBe(
      'Practical information: Section 1, topic 1, title: must not be empty',
    );
    expect(link.getAttribute('href')).toBe('#city-info');

    fireEvent.click(button('Remove topic 1 of section 1'));
    expect(screen.queryByLabelText('Section 1, topic 1 title')).toBeNull();
    expect(document.activeElement?.id).toBe('city-info');
    fireEvent.click(button('Remove section 1'));
    expect(screen.getByText(/No sections yet/)).toBeTruthy();
    expect(document.activeElement?.id).toBe('city-info');
  });

  it('previews the top of the city page and its Basics, and publishes the city', async () => {
    cityApi();
    await openCityEditor();
    fireEvent.change(input('Name'), { target: { value: 'Oaxaca de Juárez' } });
    fireEvent.click(button('Preview'));
    const preview = await screen.findByRole('region', { name: 'Preview — not published' });
    expect(
      await within(preview).findByRole('heading', { level: 1, name: 'Oaxaca de Juárez' }),
    ).toBeTruthy();
    expect(within(preview).getByRole('tab', { name: 'Getting there' })).toBeTruthy();

    fireEvent.click(button('Publish'));
    await screen.findByText('Published. Travellers see this version of the city now.');
    expect(screen.getByRole('link', { name: 'See the live city page' }).getAttribute('href')).toBe(
      '/cities/2',
    );
    expect(screen.getByRole('link', { name: 'See its history' }).getAttribute('href')).toBe(
      '/editor/cities/2/history',
    );
  });
});
