/** The audit log's page and, for one thing's history, that thing, read from its URL. */
import { EDITOR_AUDIT_PAGE_PARAMS, pageQuery } from '@sendero/contract';

export interface AuditUrlState {
  /** From 1, as people count pages. */
  page: number;
  target: { targetType: string; targetId: string } | null;
}

/** The API's limits (auditQuery): pages up to 10,000 from 0, targets of up to 40 characters. */
const MAX_PAGE = 10_000;
const MAX_TARGET_LENGTH = 40;

const targetPart = (value: string | null) => {
  const trimmed = value?.trim() ?? '';
  return trimmed !== '' && trimmed.length <= MAX_TARGET_LENGTH ? trimmed : null;
};

export function readAuditUrl(params: URLSearchParams): AuditUrlState {
  const query = pageQuery('editorAudit', params);
  const page = Number(query.get(EDITOR_AUDIT_PAGE_PARAMS.page));
  const targetType = targetPart(query.get(EDITOR_AUDIT_PAGE_PARAMS.targetType));
  const targetId = targetPart(query.get(EDITOR_AUDIT_PAGE_PARAMS.targetId));
  return {
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE + 1) : 1,
    target: targetType && targetId ? { targetType, targetId } : null,
  };
}

export function writeAuditUrl(state: AuditUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.target) {
    params.set(EDITOR_AUDIT_PAGE_PARAMS.targetType, state.target.targetType);
    params.set(EDITOR_AUDIT_PAGE_PARAMS.targetId, state.target.targetId);
  }
  if (state.page > 1) params.set(EDITOR_AUDIT_PAGE_PARAMS.page, String(state.page));
  return params;
}
