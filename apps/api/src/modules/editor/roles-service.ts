/** Giving roles (issue 32): from an admin at the desk, or from the command line for the first one. */
import { EDITOR_MESSAGES, type UserRole } from '@sendero/contract';
import { recordAudit, setRoleByEmail, type Database } from '@sendero/db';
import { forbidden, notFound } from '../../lib/http-errors.ts';

/** Who acts: an account, or the command line (no account: the first admin has none to act). */
export interface Actor {
  userId: number | null;
  username: string;
}

export const COMMAND_LINE: Actor = { userId: null, username: 'command line' };

/** Sets the role of the account with this address, and records who did it, in one transaction. */
export async function grantRole(
  db: Database,
  { email, role, actor, at }: { email: string; role: UserRole; actor: Actor; at: Date },
) {
  return db.transaction(async (tx) => {
    const change = await setRoleByEmail(tx, { email, role });
    if (!change) throw notFound(EDITOR_MESSAGES.userNotFound);
    // An admin who demoted themselves could leave no one to give roles back.
    if (change.before.userId === actor.userId) throw forbidden(EDITOR_MESSAGES.ownRole);
    await recordAudit(tx, {
      actor,
      action: 'role.grant',
      targetType: 'user',
      targetId: change.after.userId,
      before: { role: change.before.role },
      after: { role: change.after.role },
      at,
    });
    return change.after;
  });
}
