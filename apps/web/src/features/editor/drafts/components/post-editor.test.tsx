import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../../test/test-helpers.tsx';
import { fakeDraftsApi, renderDrafts, testPostDraft } from './drafts-fixtures.tsx';

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const body = () => screen.getByLabelText('Text (Markdown)') as HTMLTextAreaElement;

async function openPostEditor() {
  renderDrafts('/editor/drafts/44');
  await screen.findByRole('form', { name: 'Guide' });
}

describe('the guide post editor', () => {
  it('fills the front matter and the body from the draft', async () => {
    fakeDraftsApi({ drafts: [testPostDraft()] });
    await openPostEditor();
    expect(input('Title').value).toBe('Visa Requirements');
    expect(input('Subtitle').value).toBe('Entry rules in brief');
    expect(input('Type').value).toBe('Guide');
    expect(input('Author').value).toBe('Sendero Editorial Team');
    expect(input('Read time (minutes)').value).toBe('1');
    expect(input('Published: listed among the city’s guides').checked).toBe(true);
    expect(input('Tags').value).toBe('visa, entry');
    expect(body().value).toContain('## Keep your FMM [warning]');
    expect(screen.getByRole('link', { name: 'The live post page' }).getAttribute('href')).toBe(
      '/cities/4/post/visa-requirements',
    );
  });

  it('saves the body as typed, with the front matter in the dataset’s shape', async () => {
    const api = fakeDraftsApi({ drafts: [testPostDraft()] });
    await openPostEditor();
    const text =
      'A passport is enough.\n\n## Ask for enough days [tip]\n\nAsk for your whole trip.\n';
    fireEvent.change(body(), { target: { value: text } });
    fireEvent.change(input('Read time (minutes)'), { target: { value: '2' } });
    fireEvent.click(input('Published: listed among the city’s guides'));
    fireEvent.click(button('Save draft'));
    await screen.findByText('Draft saved. It is ready to publish.');
    expect(api.lastSaved(44)).toMatchObject({
      slug: 'visa-requirements',
      body: text,
      readTime: 2,
      published: false,
      rank: 1,
      cover: { file: 'posts/visa-requirements.svg', alt: 'A passport on a map' },
    });
  });

  it('shows raw HTML in the body at the text, linked from the summary', async () => {
    fakeDraftsApi({ drafts: [testPostDraft()] });
    await openPostEditor();
    fireEvent.change(body(), { target: { value: 'Click <b>here</b>.\n' } });
    fireEvent.click(button('Save draft'));
    const summary = await screen.findByRole('group', { name: '1 thing to fix before publishing' });
    const link = within(summary).getByRole('link');
    expect(link.textContent).toBe('Text (Markdown): contains raw HTML <b>');
    expect(link.getAttribute('href')).toBe('#post-body');
    expect(body().getAttribute('aria-invalid')).toBe('true');
  });

  it('previews the post as its page draws it, sections and all, and publishes it', async () => {
    fakeDraftsApi({ drafts: [testPostDraft()] });
    await openPostEditor();
    fireEvent.change(body(), {
      target: {
        value:
          'A passport is enough.\n\n## Ask for enough days [tip]\n\nAsk for **your whole** trip.\n',
      },
    });
    fireEvent.click(button('Save draft'));
    await screen.findByText('Draft saved. It is ready to publish.');
    fireEvent.click(button('Preview'));
    const preview = await screen.findByRole('region', { name: 'Preview — not published' });
    const article = await within(preview).findByRole('article');
    expect(within(article).getByRole('heading', { level: 1 }).textContent).toBe(
      'Visa Requirements',
    );
    expect(within(article).getByRole('heading', { level: 2 }).textContent).toBe(
      'Ask for enough days',
    );
    // The Markdown is rendered, not shown as typed; the tip carries its label.
    expect(within(article).getByText('your whole').tagName).toBe('STRONG');
    expect(article.querySelector('[data-kind="tip"]')).not.toBeNull();
    expect(within(article).getByText('1 min read')).toBeTruthy();

    fireEvent.click(button('Publish'));
    await screen.findByText('Published. Travellers see this version of the post now.');
    expect(screen.getByRole('link', { name: 'See the live post page' }).getAttribute('href')).toBe(
      '/cities/4/post/visa-requirements',
    );
    expect(screen.getByRole('link', { name: 'See its history' }).getAttribute('href')).toBe(
      '/editor/posts/12/history',
    );
  });
});
