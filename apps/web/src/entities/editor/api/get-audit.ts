import { auditPage } from '@sendero/contract';
import type { z } from 'zod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { authFetch } from '../../../lib/api-client.ts';
import { retryUnlessClientError } from '../../../lib/query-errors.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { auditKey } from './editor-keys.ts';

export type AuditPage = z.infer<typeof auditPage>;

/** The log's page (from 0) and, for one thing's history, that thing. */
export interface AuditFilter {
  page: number;
  target: { targetType: string; targetId: string } | null;
}

function auditSearch({ page, target }: AuditFilter): string {
  const query = new URLSearchParams();
  if (target) {
    query.set('targetType', target.targetType);
    query.set('targetId', target.targetId);
  }
  query.set('page', String(page));
  return query.toString();
}

/** GET /api/editor/audit (bearer): every editor action, newest first. */
export async function getAudit(filter: AuditFilter, signal?: AbortSignal): Promise<AuditPage> {
  return auditPage.parse(await authFetch(`/api/editor/audit?${auditSearch(filter)}`, { signal }));
}

export function auditQueryOptions(filter: AuditFilter) {
  return queryOptions({
    queryKey: [...auditKey(), filter] as const,
    queryFn: ({ signal }) => getAudit(filter, signal),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
}

export function useAudit(filter: AuditFilter, queryConfig?: QueryConfig<typeof auditQueryOptions>) {
  return useQuery({ ...auditQueryOptions(filter), ...queryConfig });
}
