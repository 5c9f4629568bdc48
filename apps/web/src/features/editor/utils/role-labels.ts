import type { UserRole } from '@sendero/contract';

/** How the desk names each role (travellers never see these). */
export const ROLE_LABELS: Record<UserRole, string> = {
  traveller: 'Traveller',
  editor: 'Editor',
  admin: 'Admin',
};
