import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MEDIA_UPLOAD_MESSAGES } from '@sendero/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../../test/test-helpers.tsx';
import { describedBy, fakeDraftsApi, field, renderDrafts } from './drafts-fixtures.tsx';

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openEditor() {
  renderDrafts('/editor/drafts/31');
  await screen.findByRole('heading', { level: 2, name: 'Templo de Santo Domingo' });
  await screen.findByRole('radiogroup', { name: 'Picture' });
}

function pickFile(name = 'courtyard.jpg', type = 'image/jpeg') {
  const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type });
  fireEvent.change(field('Upload a picture'), { target: { files: [file] } });
  return file;
}

describe('uploading a picture in the chooser', () => {
  it('sends the file with its alt text and kind, shows progress, then chooses the upload', async () => {
    const api = fakeDraftsApi();
    await openEditor();
    const input = field('Upload a picture');
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/jpeg,image/png,image/webp,image/svg+xml');
    expect(describedBy(input).join(' ')).toContain('JPEG, PNG, WebP or SVG');

    const file = pickFile();
    fireEvent.change(field('Description of the upload (alt text)'), {
      target: { value: 'Morning light in the cloister' },
    });
    const open = api.hold();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));

    const progress = await screen.findByRole('progressbar', { name: 'Uploading the picture…' });
    expect(progress).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    open();

    expect((await screen.findByText('Uploaded and chosen as the picture.')).textContent).toBe(
      'Uploaded and chosen as the picture.',
    );
    const sent = api.calls.find(
      (call) => call.method === 'POST' && call.path === '/api/editor/media',
    );
    const form = sent?.body as FormData;
    expect(form.get('kind')).toBe('spot');
    expect(form.get('alt')).toBe('Morning light in the cloister');
    expect(form.get('file')).toBe(file);

    // Chosen, named by its description, with that description as the draft's alt text.
    expect(
      screen.getByText('Uploaded: Morning light in the cloister', {
        selector: 'span.font-semibold',
      }),
    ).toBeTruthy();
    // First in the list, however long it is.
    const group = screen.getByRole('radiogroup', { name: 'Picture' });
    expect(within(group).getAllByRole('radio')[0]!.getAttribute('value')).toBe(
      `uploads/${'a'.repeat(63)}1.webp`,
    );
    expect(
      (
        within(group).getByRole('radio', {
          name: 'Uploaded: Morning light in the cloister',
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
    expect(field('Picture description (alt text)').value).toBe('Morning light in the cloister');
    expect(field('Description of the upload (alt text)').value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved. It is ready to publish.');
    expect(api.lastSaved(31)?.['image']).toEqual({
      file: `uploads/${'a'.repeat(63)}1.webp`,
      alt: 'Morning light in the cloister',
    });
  });

  it('asks for the file and the alt text before sending anything', async () => {
    const api = fakeDraftsApi();
    await openEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const input = field('Upload a picture');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toContain(MEDIA_UPLOAD_MESSAGES.fileRequired);
    expect(document.activeElement).toBe(input);

    pickFile();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const alt = field('Description of the upload (alt text)');
    expect(describedBy(alt)).toContain(MEDIA_UPLOAD_MESSAGES.altRequired);
    expect(document.activeElement).toBe(alt);
    expect(api.changes()).toEqual([]);
  });

  it('shows the server’s refusal at the file, and keeps the picture chosen before', async () => {
    const api = fakeDraftsApi();
    await openEditor();
    const message =
      'The SVG has a DOCTYPE: entity declarations and external references are refused.';
    api.fail('POST /api/editor/media', 400, { error: 'VALIDATION_ERROR', message, field: 'file' });
    pickFile('drawing.svg', 'image/svg+xml');
    fireEvent.change(field('Description of the upload (alt text)'), {
      target: { value: 'A drawing' },
    });
    // Enter in the description uploads, and does not save the draft.
    fireEvent.keyDown(field('Description of the upload (alt text)'), { key: 'Enter' });

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    const input = field('Upload a picture');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toContain(message);
    expect(api.changes()).toEqual(['POST /api/editor/media']);
    expect(
      screen.getByText('oaxaca/santo-domingo.svg', { selector: 'span.font-semibold' }),
    ).toBeTruthy();
  });

  it('says a failure that is about no field under the button', async () => {
    const api = fakeDraftsApi();
    await openEditor();
    api.fail('POST /api/editor/media', 503, {
      error: 'SERVICE_UNAVAILABLE',
      message: 'The picture store is not answering. Please try again in a moment.',
    });
    pickFile();
    fireEvent.change(field('Description of the upload (alt text)'), {
      target: { value: 'A courtyard' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The picture store is not answering. Please try again in a moment.',
      ),
    );
    expect(field('Upload a picture').getAttribute('aria-invalid')).toBeNull();
  });
});
