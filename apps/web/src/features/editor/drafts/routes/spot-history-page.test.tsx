import type { HistoryEntry } from '@sendero/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../../test/test-helpers.tsx';
import { fakeDraftsApi, renderDrafts } from '../components/drafts-fixtures.tsx';

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Newest first, as the API gives them: the dataset's version, an edit, a restore of the first. */
const HISTORY: HistoryEntry[] = [
  {
    revisionId: 12,
    publishedAt: '2026-11-27T12:00:00.000Z',
    publishedBy: 'luis',
    origin: 'restore:3',
    current: true,
    changes: [{ field: 'openingHours', before: 'Mo-Su 07:00-21:00', after: 'Mo-Su 07:00-20:00' }],
  },
  {
    revisionId: 7,
    publishedAt: '2026-11-26T12:00:00.000Z',
    publishedBy: 'maria',
    origin: null,
    current: false,
    changes: [{ field: 'openingHours', before: 'Mo-Su 07:00-20:00', after: 'Mo-Su 07:00-21:00' }],
  },
  {
    revisionId: 3,
    publishedAt: '2026-11-01T12:00:00.000Z',
    publishedBy: null,
    origin: 'dataset',
    current: false,
    changes: [
      { field: 'name', before: null, after: 'Templo de Santo Domingo' },
      { field: 'openingHours', before: null, after: 'Mo-Su 07:00-20:00' },
    ],
  },
];

const version = (number: number) => screen.getByRole('article', { name: `Version ${number}` });

describe('a spot’s history', () => {
  it('shows every version, newest first, with who published it, where it came from and what it changed', async () => {
    fakeDraftsApi({ history: HISTORY });
    renderDrafts('/editor/spots/40/history');
    await screen.findByRole('article', { name: 'Version 3' });
    expect(
      screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby')),
    ).toEqual(['version-12', 'version-7', 'version-3']);
    expect(version(3).textContent).toContain('by luis · Restored from version 1');
    expect(within(version(3)).getByText('Live now')).toBeTruthy();
    expect(version(1).textContent).toContain('Dataset version');
    expect(within(version(2)).getByText('Mo-Su 07:00-21:00').closest('ins')).toBeTruthy();
    expect(within(version(2)).getByText('Mo-Su 07:00-20:00').closest('del')).toBeTruthy();
    // The dataset's version is the whole spot: folded away.
    expect(within(version(1)).getByText('What the dataset said, field by field')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Templo de Santo Domingo' })).toBeTruthy();
  });

  it('restores any version but the live one, after asking', async () => {
    const api = fakeDraftsApi({ history: HISTORY });
    renderDrafts('/editor/spots/40/history');
    await screen.findByRole('article', { name: 'Version 3' });
    expect(within(version(3)).queryByRole('button', { name: /Restore/ })).toBeNull();

    const restore = within(version(2)).getByRole('button', {
      name: 'Restore this version (version 2)',
    });
    fireEvent.click(restore);
    const confirm = within(version(2)).getByRole('button', { name: 'Yes, restore version 2' });
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    expect(api.changes()).toEqual([]);

    // Cancel sends nothing and gives focus back.
    fireEvent.click(within(version(2)).getByRole('button', { name: 'Cancel' }));
    const again = within(version(2)).getByRole('button', {
      name: 'Restore this version (version 2)',
    });
    await waitFor(() => expect(document.activeElement).toBe(again));
    expect(api.changes()).toEqual([]);

    fireEvent.click(again);
    fireEvent.click(within(version(2)).getByRole('button', { name: 'Yes, restore version 2' }));
    expect(await screen.findByText('Version 2 is live again, as the newest version.')).toBeTruthy();
    expect(api.changes()).toEqual(['POST /api/editor/revisions/7/restore']);
    // The history is read again: the restore is version 4, live now.
    const newest = await screen.findByRole('article', { name: 'Version 4' });
    expect(newest.textContent).toContain('Restored from version 2');
    expect(within(newest).getByText('Live now')).toBeTruthy();
    expect(within(version(3)).queryByText('Live now')).toBeNull();
  });

  it('shows why a restore was refused at that version', async () => {
    const api = fakeDraftsApi({ history: HISTORY });
    renderDrafts('/editor/spots/40/history');
    await screen.findByRole('article', { name: 'Version 1' });
    api.fail('POST /api/editor/revisions/3/restore', 400, {
      error: 'BAD_REQUEST',
      message:
        'The draft is not ready to publish: see the fields marked. Tour “Centro”: Templo de Santo Domingo is closed when the walk reaches it.',
      field: 'openingHours',
    });
    fireEvent.click(within(version(1)).getByRole('button', { name: /Restore this version/ }));
    fireEvent.click(within(version(1)).getByRole('button', { name: 'Yes, restore version 1' }));
    expect((await within(version(1)).findByRole('alert')).textContent).toContain(
      'Tour “Centro”: Templo de Santo Domingo is closed',
    );
  });

  it('says when no version has been published at the desk yet', async () => {
    fakeDraftsApi({ history: [] });
    renderDrafts('/editor/spots/40/history');
    expect(
      await screen.findByText(/No version of this spot has been published at the desk yet/),
    ).toBeTruthy();
  });

  it('shows the server’s words when the history cannot load', async () => {
    const api = fakeDraftsApi({ history: HISTORY });
    // A server error is asked again once before the page gives up.
    api.fail(
      'GET /api/editor/content/spot/40/history',
      500,
      {
        error: 'INTERNAL',
        message: 'The database is not answering.',
      },
      2,
    );
    renderDrafts('/editor/spots/40/history');
    expect((await screen.findByRole('alert')).textContent).toBe('The database is not answering.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Version 3' })).toBeTruthy();
  });
});

describe('a tour’s history', () => {
  it('shows its versions with the stops’ order changed, and restores one', async () => {
    const api = fakeDraftsApi({
      history: [
        {
          revisionId: 21,
          publishedAt: '2026-11-28T08:00:00.000Z',
          publishedBy: 'maria',
          origin: null,
          current: true,
          changes: [
            {
              field: 'stops',
              before: ['zocalo', 'santo-domingo', 'mercado-20-de-noviembre'],
              after: ['santo-domingo', 'zocalo', 'mercado-20-de-noviembre'],
            },
          ],
        },
        {
          revisionId: 20,
          publishedAt: '2026-11-01T12:00:00.000Z',
          publishedBy: null,
          origin: 'dataset',
          current: false,
          changes: [{ field: 'title', before: null, after: 'Centro Walk' }],
        },
      ],
    });
    renderDrafts('/editor/tours/7/history');
    expect(await screen.findByRole('heading', { level: 2, name: 'Centro Walk' })).toBeTruthy();
    await screen.findByRole('article', { name: 'Version 2' });
    const latest = within(version(2));
    expect(latest.getByText('Stops')).toBeTruthy();
    expect(latest.getByText('santo-domingo, zocalo, mercado-20-de-noviembre')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'The live tour page' }).getAttribute('href')).toBe(
      '/tours/7',
    );

    fireEvent.click(
      within(version(1)).getByRole('button', { name: 'Restore this version (version 1)' }),
    );
    fireEvent.click(screen.getByRole('button', { name: /^Yes, restore version 1$/ }));
    await screen.findByText('Version 1 is live again, as the newest version.');
    expect(api.changes()).toEqual(['POST /api/editor/revisions/20/restore']);
  });

  it('shows an event’s versions with its dates changed, by the names travellers read', async () => {
    fakeDraftsApi({
      history: [
        {
          revisionId: 31,
          publishedAt: '2026-11-28T08:00:00.000Z',
          publishedBy: 'maria',
          origin: null,
          current: true,
          changes: [
            { field: 'endsOn', before: '2027-07-26', after: '2027-07-27' },
            { field: 'recursYearly', before: true, after: false },
          ],
        },
        {
          revisionId: 30,
          publishedAt: '2026-11-01T12:00:00.000Z',
          publishedBy: null,
          origin: 'dataset',
          current: false,
          changes: [{ field: 'title', before: null, after: 'Guelaguetza' }],
        },
      ],
    });
    renderDrafts('/editor/events/9/history');
    expect(await screen.findByRole('heading', { level: 1, name: 'Event history' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Guelaguetza' })).toBeTruthy();
    await screen.findByRole('article', { name: 'Version 2' });
    const latest = within(version(2));
    expect(latest.getByText('Ends on')).toBeTruthy();
    expect(latest.getByText('Recurs every year')).toBeTruthy();
    expect(latest.getByText('No')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'The live events page' }).getAttribute('href')).toBe(
      '/events',
    );
    expect(screen.getByRole('button', { name: 'Edit this event' })).toBeTruthy();
  });

  it('shows a guide’s versions with its text and cover changed, each as its own row', async () => {
    fakeDraftsApi({
      history: [
        {
          revisionId: 41,
          publishedAt: '2026-11-28T08:00:00.000Z',
          publishedBy: 'maria',
          origin: null,
          current: true,
          changes: [
            {
              field: 'body',
              before: 'Most visitors need a passport.\n',
              after: 'Bring a passport.\n',
            },
            {
              field: 'cover',
              before: { file: 'posts/a.svg', alt: 'A passport' },
              after: { file: 'posts/a.svg', alt: 'A passport on a map' },
            },
          ],
        },
        {
          revisionId: 40,
          publishedAt: '2026-11-01T12:00:00.000Z',
          publishedBy: null,
          origin: 'dataset',
          current: false,
          changes: [{ field: 'title', before: null, after: 'Visa Requirements' }],
        },
      ],
    });
    renderDrafts('/editor/posts/12/history');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post history' })).toBeTruthy();
    await screen.findByRole('article', { name: 'Version 2' });
    const latest = within(version(2));
    expect(latest.getByText('Text (Markdown)')).toBeTruthy();
    expect(latest.getByText('Cover description (alt text)')).toBeTruthy();
    expect(latest.queryByText('Cover picture')).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit this post' })).toBeTruthy();
  });
});
