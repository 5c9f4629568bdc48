import {
  defaultScheduler,
  notifyManager,
  QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchPage } from '@sendero/contract';
import { useSearchAsYouType } from './use-search-as-you-type.ts';

function pageFor(q: string): SearchPage {
  return {
    content: [
      {
        docType: 'city',
        docId: 2,
        cityId: 2,
        title: `Result for ${q}`,
        subtitle: null,
        highlightedTitle: `Result for <mark>${q}</mark>`,
        highlightedSubtitle: null,
        url: '/cities/2',
        eventDates: null,
      },
    ],
    page: 1,
    size: 8,
    totalElements: 1,
    totalPages: 1,
    totalIsLowerBound: false,
  };
}

/** A fetch whose answers the test releases by hand, recording each request and its signal. */
function controllableFetch() {
  const calls: { url: string; signal: AbortSignal; respond: (status?: number) => void }[] = [];
  const fetchMock = vi.fn((url: string, init: RequestInit) => {
    return new Promise<Response>((resolve, reject) => {
      const signal = init.signal!;
      signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      calls.push({
        url,
        signal,
        respond: (status = 200) => {
          const q = new URL(url, 'http://x').searchParams.get('q') ?? '';
          resolve(
            new Response(status === 200 ? JSON.stringify(pageFor(q)) : '{}', {
              status,
              headers: { 'content-type': 'application/json' },
            }),
          );
        },
      });
    });
  });
  return { calls, fetchMock };
}

/** A fresh cache per test; the query's notifications go out as microtasks, not (fake) timers. */
function withQueryClient() {
  const client = new QueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('useSearchAsYouType', () => {
  let fake: ReturnType<typeof controllableFetch>;
  beforeEach(() => {
    notifyManager.setScheduler(queueMicrotask);
    vi.useFakeTimers();
    fake = controllableFetch();
    vi.stubGlobal('fetch', fake.fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    notifyManager.setScheduler(defaultScheduler);
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('does nothing under two trimmed characters', async () => {
    const { result } = renderHook(({ q }) => useSearchAsYouType(q), {
      wrapper: withQueryClient(),
      initialProps: { q: ' o ' },
    });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fake.calls).toHaveLength(0);
    expect(result.current.status).toBe('idle');
  });

  it('waits 220 ms without typing, then sends the trimmed query with size 8', async () => {
    const { result, rerender } = renderHook(({ q }) => useSearchAsYouType(q), {
      wrapper: withQueryClient(),
      initialProps: { q: 'oa' },
    });
    expect(result.current.status).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(200));
    rerender({ q: 'oax ' });
    await act(() => vi.advanceTimersByTimeAsync(219));
    expect(fake.calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fake.calls.map((c) => c.url)).toEqual(['/api/search?q=oax&size=8']);
    await act(async () => fake.calls[0]!.respond());
    expect(result.current).toMatchObject({ status: 'success', resultsQuery: 'oax' });
    expect(result.current.results[0]!.title).toBe('Result for oax');
  });

  it('aborts the earlier request and ignores its answer', async () => {
    const { result, rerender } = renderHook(({ q }) => useSearchAsYouType(q), {
      wrapper: withQueryClient(),
      initialProps: { q: 'oax' },
    });
    await act(() => vi.advanceTimersByTimeAsync(220));
    rerender({ q: 'oaxaca' });
    expect(fake.calls[0]!.signal.aborted).toBe(true);
    await act(async () => fake.calls[0]!.respond());
    expect(result.current.status).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(220));
    await act(async () => fake.calls[1]!.respond());
    expect(result.current).toMatchObject({ status: 'success', resultsQuery: 'oaxaca' });
    expect(result.current.results[0]!.title).toBe('Result for oaxaca');
  });

  it('reports a failure, and clears when the query gets short again', async () => {
    const { result, rerender } = renderHook(({ q }) => useSearchAsYouType(q), {
      wrapper: withQueryClient(),
      initialProps: { q: 'oax' },
    });
    await act(() => vi.advanceTimersByTimeAsync(220));
    await act(async () => fake.calls[0]!.respond(500));
    expect(result.current.status).toBe('error');
    rerender({ q: 'o' });
    expect(result.current).toEqual({ status: 'idle', results: [], resultsQuery: '' });
  });
});
