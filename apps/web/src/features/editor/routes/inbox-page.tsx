import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EditorDesk } from '../components/editor-desk.tsx';
import { InboxDetail } from '../components/inbox-detail.tsx';
import { InboxFilters, type InboxFilterChange } from '../components/inbox-filters.tsx';
import { InboxList } from '../components/inbox-list.tsx';
import { itemParam, readInboxUrl, writeInboxUrl, type InboxUrlState } from '../utils/inbox-url.ts';

/**
 * /editor: the inbox of community submissions and contact messages (issue 32). Its filters, page
 * and open message live in the URL. Not rendered with data on the server: it loads after
 * hydration, like the trips pages.
 */
export function InboxPage() {
  return <EditorDesk title="Inbox">{() => <Inbox />}</EditorDesk>;
}

/** The element of `elements` that comes first in the page. */
function firstInPage(elements: HTMLElement[]): HTMLElement | undefined {
  return elements.reduce<HTMLElement | undefined>(
    (first, element) =>
      first && first.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING
        ? element
        : (first ?? element),
    undefined,
  );
}

function Inbox() {
  const [params, setParams] = useSearchParams();
  const state = readInboxUrl(params);
  // The opened message's heading takes focus once it has loaded.
  const [focusDetail, setFocusDetail] = useState(false);
  // The row of the message just closed, which takes focus back.
  const focusRow = useRef<string | null>(null);
  const rows = useRef(new Map<string, HTMLAnchorElement>());

  const go = (next: Partial<InboxUrlState>) => setParams(writeInboxUrl({ ...state, ...next }));

  const linkRef = useCallback((key: string, element: HTMLAnchorElement | null) => {
    if (!element) {
      rows.current.delete(key);
      return;
    }
    rows.current.set(key, element);
    // A row drawn after its message was closed (the list was still loading).
    if (focusRow.current === key) {
      focusRow.current = null;
      element.focus();
    }
  }, []);

  // Once the closing has reached the URL: the row, or the first row when the list no longer
  // shows the message (it left the filtered state).
  useEffect(() => {
    const key = focusRow.current;
    if (key === null) return;
    const row = rows.current.get(key) ?? firstInPage([...rows.current.values()]);
    if (!row) return;
    focusRow.current = null;
    row.focus();
  }, [params]);

  const onFocused = useCallback(() => setFocusDetail(false), []);

  const close = () => {
    if (state.item) focusRow.current = itemParam(state.item);
    go({ item: null });
  };

  return (
    <>
      <InboxFilters
        state={state}
        onChange={(change: InboxFilterChange) => go({ ...change, page: 1 })}
      />
      <div
        className={`mt-6 grid gap-6 ${state.item ? 'lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]' : ''}`}
      >
        <InboxList
          state={state}
          onPage={(page) => go({ page })}
          onOpen={() => setFocusDetail(true)}
          linkRef={linkRef}
        />
        {state.item && (
          <InboxDetail
            key={itemParam(state.item)}
            open={state.item}
            focusOnLoad={focusDetail}
            onFocused={onFocused}
            onClose={close}
          />
        )}
      </div>
    </>
  );
}
