import { useQueryClient } from '@tanstack/react-query';
import { auditKey } from '../../../../entities/editor/api/editor-keys.ts';

/** Every change at the desk is a line of its audit log: the log is read again after one. */
export function useRefreshLog(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: auditKey() });
}
