import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DRAFT_MESSAGES } from '@sendero/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../../test/test-helpers.tsx';
import {
  describedBy,
  fakeDraftsApi,
  field,
  renderDrafts,
  spotData,
  testDraft,
} from './drafts-fixtures.tsx';

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

async function openEditor(path = '/editor/drafts/31') {
  const router = renderDrafts(path);
  await screen.findByRole('heading', { level: 2, name: 'Templo de Santo Domingo' });
  return router;
}

describe('the spot editor', () => {
  it('fills every field from the draft', async () => {
    fakeDraftsApi();
    await openEditor();
    expect(field('Name').value).toBe('Templo de Santo Domingo');
    expect(field('Slug').value).toBe('santo-domingo');
    expect(field('Latitude').value).toBe('17.0658');
    expect(field('Tags').value).toBe('architecture, baroque');
    expect(field('Opening hours').value).toBe('Mo-Su 07:00-20:00');
    expect(field('Checked on').value).toBe('2026-11-27');
    expect(field('Checked on').type).toBe('date');
    expect(field('Picture description (alt text)').value).toBe('The green-stone facade');
    // The hours say their syntax and give an example.
    expect(describedBy(field('Opening hours')).join(' ')).toContain('Mo-Sa 09:00-18:00; Su,PH off');
  });

  it('sets what the price is for from the closed list of units (issue 34)', async () => {
    const api = fakeDraftsApi();
    await openEditor();
    const unit = screen.getByLabelText('Price unit') as HTMLSelectElement;
    expect(unit.value).toBe('free');
    expect([...unit.options].map((option) => option.textContent)).toContain('Per boat per hour');
    fireEvent.change(field('Price (US$)'), { target: { value: '41' } });
    fireEvent.change(unit, { target: { value: 'per-boat-per-hour' } });
    fireEvent.click(button('Save draft'));
    await waitFor(() =>
      expect(api.lastSaved(31)).toMatchObject({ price: 41, priceUnit: 'per-boat-per-hour' }),
    );
  });

  it('after a save, shows each problem at its field and lists them at the top as links to the fields', async () => {
    const api = fakeDraftsApi();
    await openEditor();
    fireEvent.change(field('Name'), { target: { value: '  ' } });
    fireEvent.change(field('Opening hours'), { target: { value: 'mornings' } });
    fireEvent.change(field('Tags'), { target: { value: 'church,  baroque , ' } });
    fireEvent.click(button('Save draft'));

    const summary = await screen.findByRole('group', { name: '2 things to fix before publishing' });
    expect(api.lastSaved(31)).toMatchObject({
      name: '  ',
      openingHours: 'mornings',
      tags: ['church', 'baroque'],
      lat: 17.0658,
    });
    // The summary takes focus, so the editor hears what to fix.
    await waitFor(() => expect(document.activeElement).toBe(summary));

    const hours = field('Opening hours');
    expect(hours.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(hours)).toContain('Hours need a time range such as 09:00-18:00.');
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(field('Slug').getAttribute('aria-invalid')).toBeNull();

    const link = within(summary).getByRole('link', {
      name: 'Opening hours: Hours need a time range such as 09:00-18:00.',
    });
    fireEvent.click(link);
    expect(document.activeElement).toBe(hours);

    // Fixed and saved again: the field is valid, the summary gone.
    fireEvent.change(field('Name'), { target: { value: 'Santo Domingo' } });
    fireEvent.change(hours, { target: { value: 'Mo-Su 07:00-13:00' } });
    fireEvent.click(button('Save draft'));
    expect(await screen.findByText('Draft saved. It is ready to publish.')).toBeTruthy();
    expect(hours.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('group', { name: /to fix before publishing/ })).toBeNull();
  });

  it('shows a problem with the picture’s description at that field', async () => {
    fakeDraftsApi({
      drafts: [
        testDraft({
          data: spotData({ image: { file: 'spots/oaxaca/santo-domingo.svg', alt: '' } }),
        }),
      ],
    });
    await openEditor();
    const alt = field('Picture description (alt text)');
    expect(alt.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(alt)).toContain('must not be empty');
  });

  it('shows the server’s refusal to publish at the field it names, and takes the editor there', async () => {
    const api = fakeDraftsApi();
    await openEditor();
    api.fail('POST /api/editor/drafts/31/publish', 400, {
      error: 'BAD_REQUEST',
      message:
        'The draft is not ready to publish: see the fields marked. Tour “Centro”: Museo Textil is closed when the walk reaches it.',
      field: 'openingHours',
    });
    fireEvent.click(button('Publish'));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Tour “Centro”: Museo Textil is closed');
    const hours = field('Opening hours');
    await waitFor(() => expect(document.activeElement).toBe(hours));
    expect(hours.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(hours)).toContain(
      'Tour “Centro”: Museo Textil is closed when the walk reaches it.',
    );
    // Nothing was changed, so nothing was saved first.
    expect(api.changes()).toEqual(['POST /api/editor/drafts/31/publish']);

    // A slug another spot uses: at the slug.
    api.fail('POST /api/editor/drafts/31/publish', 409, {
      error: 'CONFLICT',
      message: DRAFT_MESSAGES.slugTaken,
      field: 'slug',
    });
    fireEvent.click(button('Publish'));
    await waitFor(() => expect(document.activeElement).toBe(field('Slug')));
    expect(describedBy(field('Slug'))).toContain(DRAFT_MESSAGES.slugTaken);
    expect(hours.getAttribute('aria-invalid')).toBeNull();
  });

  it('waits while sending: every button is disabled, and two clicks send one save', async () => {
    const api = fakeDraftsApi();
    await openEditor();
    fireEvent.change(field('Name'), { target: { value: 'Santo Domingo de Guzmán' } });
    const release = api.hold();
    fireEvent.click(button('Save draft'));
    fireEvent.click(button('Save draft'));
    await waitFor(() => expect(button('Save draft').disabled).toBe(true));
    for (const name of ['Preview', 'Publish', 'Discard']) expect(button(name).disabled).toBe(true);
    fireEvent.click(button('Publish'));
    release();
    expect(await screen.findByText('Draft saved. It is ready to publish.')).toBeTruthy();
    expect(button('Publish').disabled).toBe(false);
    expect(api.changes()).toEqual(['PUT /api/editor/drafts/31']);
  });

  it('publishes what the form says: saves it first, then links to the live spot and its history', async () => {
    const api = fakeDraftsApi();
    await openEditor();
    fireEvent.change(field('Description'), { target: { value: 'Baroque church, gilded inside.' } });
    fireEvent.click(button('Publish'));
    const status = await screen.findByText(
      'Published. Travellers see this version of the spot now.',
    );
    expect(api.changes()).toEqual([
      'PUT /api/editor/drafts/31',
      'POST /api/editor/drafts/31/publish',
    ]);
    expect(api.lastSaved(31)).toMatchObject({ description: 'Baroque church, gilded inside.' });
    const notice = status.closest('[role="status"]') as HTMLElement;
    expect(
      within(notice).getByRole('link', { name: 'See the live spot page' }).getAttribute('href'),
    ).toBe('/spots/40');
    expect(within(notice).getByRole('link', { name: 'See its history' }).getAttribute('href')).toBe(
      '/editor/spots/40/history',
    );
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('does not publish a draft the rules refuse: the problems are listed instead', async () => {
    const api = fakeDraftsApi();
    await openEditor();
    fireEvent.change(field('Address'), { target: { value: '' } });
    fireEvent.click(button('Publish'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The draft is not ready to publish: see the fields marked.',
    );
    expect(field('Address').getAttribute('aria-invalid')).toBe('true');
    expect(api.changes()).toEqual(['PUT /api/editor/drafts/31']);
  });

  it('previews the saved draft as travellers would see it, marked as not published', async () => {
    fakeDraftsApi();
    await openEditor();
    fireEvent.change(field('Name'), { target: { value: 'Santo Domingo de Guzmán' } });
    fireEvent.click(button('Preview'));
    const preview = await screen.findByRole('region', { name: 'Preview — not published' });
    expect(
      await within(preview).findByRole('heading', { level: 1, name: 'Santo Domingo de Guzmán' }),
    ).toBeTruthy();
    expect(within(preview).getByRole('heading', { name: 'Opening hours' })).toBeTruthy();
    expect(within(preview).getByText('Calle Macedonio Alcalá s/n, Centro')).toBeTruthy();
    expect(document.activeElement).toBe(preview);
  });

  it('names the field a preview needs when the draft is incomplete', async () => {
    const api = fakeDraftsApi();
    await openEditor();
    // Another editor's save left the draft without a category: the server refuses the preview.
    api.state.drafts[0]!.problems = [{ field: 'category', message: 'must not be empty' }];
    fireEvent.click(button('Preview'));
    const preview = await screen.findByRole('region', { name: 'Preview — not published' });
    expect((await within(preview).findByRole('alert')).textContent).toContain(
      'The preview needs every required field',
    );
    expect(field('Category').getAttribute('aria-invalid')).toBe('true');
  });

  it('chooses the picture from the shipped artwork, by searching', async () => {
    const api = fakeDraftsApi({
      drafts: [testDraft({ data: spotData({ image: { file: '', alt: '' } }) })],
    });
    await openEditor();
    expect(screen.getByText('No picture chosen yet.')).toBeTruthy();
    const group = await screen.findByRole('radiogroup', { name: 'Picture' });
    // The spot's city's pictures first.
    expect(
      (await within(group).findAllByRole('radio')).map((radio) => radio.getAttribute('value')),
    ).toEqual([
      'spots/oaxaca/santo-domingo.svg',
      'spots/oaxaca/mercado-20-de-noviembre.svg',
      'spots/merida/catedral.svg',
    ]);
    fireEvent.change(screen.getByLabelText('Find a picture'), {
      target: { value: 'oaxaca grills' },
    });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['spots/oaxaca/mercado-20-de-noviembre.svg']);
    fireEvent.click(
      within(group).getByRole('radio', { name: 'oaxaca/mercado-20-de-noviembre.svg' }),
    );
    expect(
      screen.getByText('oaxaca/mercado-20-de-noviembre.svg', { selector: 'span.font-semibold' }),
    ).toBeTruthy();
    // The artwork's description is a start for the alt text.
    expect(field('Picture description (alt text)').value).toBe(
      'Smoke over the grills of the meat hall',
    );
    fireEvent.click(button('Save draft'));
    await screen.findByText('Draft saved. It is ready to publish.');
    expect(api.lastSaved(31)?.['image']).toEqual({
      file: 'spots/oaxaca/mercado-20-de-noviembre.svg',
      alt: 'Smoke over the grills of the meat hall',
    });
  });

  it('asks before leaving with changes not saved, and lets the editor stay', async () => {
    fakeDraftsApi();
    const router = await openEditor();
    const inbox = within(screen.getByRole('navigation', { name: 'Editor’s desk' })).getByRole(
      'link',
      {
        name: 'Inbox',
      },
    );
    // Nothing changed: leaving asks nothing.
    fireEvent.change(field('Name'), { target: { value: 'Changed' } });
    fireEvent.click(inbox);
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(router.state.location.pathname).toBe('/editor/drafts/31');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(field('Name').value).toBe('Changed');

    fireEvent.click(inbox);
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Inbox stand-in' })).toBeTruthy();
  });

  it('leaves without a question once the changes are saved', async () => {
    fakeDraftsApi();
    await openEditor();
    fireEvent.change(field('Name'), { target: { value: 'Changed' } });
    fireEvent.click(button('Save draft'));
    await screen.findByText('Draft saved. It is ready to publish.');
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Editor’s desk' })).getByRole('link', {
        name: 'Inbox',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Inbox stand-in' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('discards after a confirmation, and goes back to the drafts', async () => {
    const api = fakeDraftsApi();
    const router = await openEditor();
    fireEvent.change(field('Name'), { target: { value: 'Changed' } });
    fireEvent.click(button('Discard'));
    expect(api.changes()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Discard the draft' }));
    expect(await screen.findByText('Draft discarded. What is live stays as it was.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/editor/drafts');
    expect(api.changes()).toEqual(['DELETE /api/editor/drafts/31']);
  });

  it('says when the draft is no longer one', async () => {
    fakeDraftsApi({ drafts: [testDraft({ state: 'published' })] });
    renderDrafts('/editor/drafts/31');
    expect(await screen.findByText(/This draft has been published/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('says when there is no such draft', async () => {
    fakeDraftsApi();
    renderDrafts('/editor/drafts/99');
    expect((await screen.findByRole('alert')).textContent).toBe('That draft does not exist.');
  });
});
