/** Accounts at the editors' desk, and calls made from it. */
import type { FastifyInstance } from 'fastify';
import type { UserRole } from '@sendero/contract';
import { setRoleByEmail, type DatabaseHandle } from '@sendero/db';
import { bearer, registerAndLogin } from './accounts-helpers.ts';

export type Person = Awaited<ReturnType<typeof registerAndLogin>>;

/** A new account with `role`, set in the database as the command line would. */
export async function accountWithRole(
  ctx: { app: FastifyInstance; database: DatabaseHandle },
  role: UserRole,
): Promise<Person> {
  const person = await registerAndLogin(ctx.app);
  if (role !== 'traveller') await setRoleByEmail(ctx.database.db, { email: person.email, role });
  return person;
}

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A call as `person` (or signed out), with a JSON body when one is given. */
export function call(
  app: FastifyInstance,
  person: { token: string } | null,
  method: Method,
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: person ? bearer(person.token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
