import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen } from '@testing-library/react';

import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearPendingSaves, queueTripEdit } from '../../../lib/offline/pending-saves.ts';
import { saveTripNotice } from '../../../lib/offline/trip-notices.ts';
import { signIn } from '../../../test/test-helpers.tsx';
import { noticeLines, TRIP_SYNC_TEXT, TripSyncStatus, waitingText } from './trip-sync-status.tsx';

afterEach(async () => {
  vi.restoreAllMocks();
  localStorage.clear();
  await clearPendingSaves();
});

describe('where a trip stands with the server', () => {
  it('says offline that the kept copy shows and how many changes wait', async () => {
    signIn('7');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<TripSyncStatus tripId={5} />);
    expect(screen.getByText(TRIP_SYNC_TEXT.offline, { exact: false })).toBeTruthy();
    await act(() =>
      queueTripEdit({
        tripId: 5,
        basedOn: '2026-11-28T10:00:00.000Z',
        change: { kind: 'remove', itemId: 10, editedAt: '2026-11-28T10:01:00.000Z' },
      }),
    );
    expect(await screen.findByText(waitingText(1), { exact: false })).toBeTruthy();
  });

  it('shows what another device changed until dismissed', async () => {
    signIn('7');
    render(<TripSyncStatus tripId={5} />);
    act(() =>
      saveTripNotice('7', 5, {
        changedElsewhere: true,
        superseded: ['Museo Textil', 'Zócalo'],
        gone: ['Mercado'],
      }),
    );
    expect(screen.getByText(TRIP_SYNC_TEXT.changedElsewhere)).toBeTruthy();
    expect(
      screen.getByText(
        'Not changed as you asked: Museo Textil and Zócalo, changed later on the other device.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Taken off the trip on the other device: Mercado.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: TRIP_SYNC_TEXT.dismiss }));
    expect(screen.queryByText(TRIP_SYNC_TEXT.changedElsewhere)).toBeNull();
  });

  it('does not show another account’s notice', () => {
    signIn('8');
    saveTripNotice('7', 5, { changedElsewhere: true, superseded: [], gone: [] });
    render(<TripSyncStatus tripId={5} />);
    expect(screen.queryByText(TRIP_SYNC_TEXT.changedElsewhere)).toBeNull();
  });

  it('says the changes were merged when none clashed', () => {
    expect(noticeLines({ changedElsewhere: true, superseded: [], gone: [] })).toEqual([
      TRIP_SYNC_TEXT.merged,
    ]);
    expect(waitingText(3)).toBe('3 changes made offline wait to be sent.');
  });
});
