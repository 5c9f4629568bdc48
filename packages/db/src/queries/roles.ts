/** Roles (issue 32): read on every editor call, so a role taken away stops working at once. */
import { eq, sql } from 'drizzle-orm';
import type { UserRole } from '@sendero/contract';
import type { Database } from '../open.ts';
import { users } from '../schema/index.ts';

export interface RoleHolder {
  userId: number;
  username: string;
  role: UserRole;
}

const holder = { userId: users.id, username: users.username, role: users.role };

export async function findRoleHolder(
  db: Database,
  { userId }: { userId: number },
): Promise<RoleHolder | null> {
  const [row] = await db.select(holder).from(users).where(eq(users.id, userId)).limit(1);
  return (row as RoleHolder | undefined) ?? null;
}

/** Gives the account with this address (any case) a role; null when no account has it. */
export async function setRoleByEmail(
  db: Database,
  { email, role }: { email: string; role: UserRole },
): Promise<{ before: RoleHolder; after: RoleHolder } | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(holder)
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .for('update')
      .limit(1);
    if (!before) return null;
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, before.userId));
    return { before: before as RoleHolder, after: { ...(before as RoleHolder), role } };
  });
}
