import { roleAnswer, type RoleBody } from '@sendero/contract';
import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '../../../lib/api-client.ts';
import { auditKey } from './editor-keys.ts';

export type RoleAnswer = z.infer<typeof roleAnswer>;

/** PUT /api/editor/roles (bearer, admins only): gives the account with this address a role. */
export async function setRole(body: RoleBody): Promise<RoleAnswer> {
  return roleAnswer.parse(await authFetch('/api/editor/roles', { method: 'PUT', body }));
}

export function useSetRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRole,
    // The change is a line of the log.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auditKey() }),
  });
}
