/**
 * The inbox keeps its filters, its page and the open message in the URL, so a link or a reload
 * shows the same desk: `/editor?status=new&kind=submission&city=2&page=2&item=submission-12`.
 */
import {
  EDITOR_PAGE_PARAMS,
  INBOX_KINDS,
  INBOX_STATUSES,
  pageQuery,
  parseEntityId,
  type InboxKind,
  type InboxStatus,
} from '@sendero/contract';

export interface OpenItem {
  kind: InboxKind;
  id: number;
}

export interface InboxUrlState {
  status: InboxStatus | null;
  kind: InboxKind | null;
  cityId: number | null;
  /** From 1, as people count pages. */
  page: number;
  item: OpenItem | null;
}

/** The API's limit on pages (inboxQuery's `page`, from 0). */
const MAX_PAGE = 10_000;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** "submission-12" → the submission 12; null for anything else. */
export function parseItemParam(value: string | null): OpenItem | null {
  const match = /^([a-z]+)-(\d+)$/.exec(value ?? '');
  const kind = oneOf(INBOX_KINDS, match?.[1] ?? null);
  const id = parseEntityId(match?.[2]);
  return kind && id !== null ? { kind, id } : null;
}

export const itemParam = ({ kind, id }: OpenItem) => `${kind}-${id}`;

export function readInboxUrl(params: URLSearchParams): InboxUrlState {
  const query = pageQuery('editor', params);
  const page = Number(query.get(EDITOR_PAGE_PARAMS.page));
  return {
    status: oneOf(INBOX_STATUSES, query.get(EDITOR_PAGE_PARAMS.status)),
    kind: oneOf(INBOX_KINDS, query.get(EDITOR_PAGE_PARAMS.kind)),
    cityId: parseEntityId(query.get(EDITOR_PAGE_PARAMS.city)),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE + 1) : 1,
    item: parseItemParam(query.get(EDITOR_PAGE_PARAMS.item)),
  };
}

export function writeInboxUrl(state: InboxUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status) params.set(EDITOR_PAGE_PARAMS.status, state.status);
  if (state.kind) params.set(EDITOR_PAGE_PARAMS.kind, state.kind);
  if (state.cityId !== null) params.set(EDITOR_PAGE_PARAMS.city, String(state.cityId));
  if (state.page > 1) params.set(EDITOR_PAGE_PARAMS.page, String(state.page));
  if (state.item) params.set(EDITOR_PAGE_PARAMS.item, itemParam(state.item));
  return params;
}

/** The URL's query for `state` (with its leading `?`, or '' for the bare inbox). */
export function inboxSearch(state: InboxUrlState): string {
  const search = writeInboxUrl(state).toString();
  return search ? `?${search}` : '';
}
