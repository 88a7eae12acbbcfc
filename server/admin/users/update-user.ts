import { emailInUse } from '../../accounts/problems.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { badRequestAlert, notFound } from '../../errors/app-error.js';
import type { User } from '../../users/types.js';
import { checkAuthorities } from './check-authorities.js';
import { ENTITY, type AdminUserContext } from './context.js';
import { keepAnAdministrator } from './last-administrator.js';
import type { UserBody } from './schemas.js';

/**
 * An administrator changes an account's profile, activation and authorities; members left out stay
 * as they are. The login never changes, and the last activated administrator stays one.
 */
export async function updateUser(ctx: Pick<AdminUserContext, 'db' | 'users'>, id: number, body: UserBody, by: string): Promise<User> {
  const { db, users } = ctx;
  try {
    return await db.transaction().execute(async (trx) => {
      const current = await users.byId(id, trx);
      if (!current) throw notFound(`No user with id ${id}`);
      if (body.login !== undefined && body.login.toLowerCase() !== current.login)
        throw badRequestAlert('The login of an account cannot be changed', ENTITY, 'loginchange');
      const authorities = body.authorities ?? current.authorities;
      const activated = body.activated ?? current.activated;
      await checkAuthorities(users, trx, authorities);
      const owner = await users.idOfEmail(body.email, trx);
      if (owner !== undefined && owner !== id) throw emailInUse();
      const what = !activated ? 'Deactivating this account' : 'Removing ROLE_ADMIN';
      await keepAnAdministrator(users, trx, current, activated && authorities.includes('ROLE_ADMIN'), what);
      await users.update(
        trx,
        id,
        {
          firstName: body.firstName === undefined ? current.firstName : body.firstName,
          lastName: body.lastName === undefined ? current.lastName : body.lastName,
          email: body.email,
          activated,
          langKey: body.langKey ?? current.langKey,
          authorities,
        },
        by,
      );
      return (await users.byId(id, trx))!;
    });
  } catch (error) {
    // Another account took the email meanwhile.
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
}

/**
 * A change as `PUT api/admin/users` and `PUT api/admin/users/{id}` send it: the account the path
 * names, which a body's id must match, or without a path the body's id, which it must give.
 */
export function changeUser(ctx: Pick<AdminUserContext, 'db' | 'users'>, change: { pathId?: number; body: UserBody; by: string }): Promise<User> {
  const { pathId, body, by } = change;
  if (pathId === undefined && body.id == null) throw badRequestAlert('Invalid id', ENTITY, 'idnull');
  if (pathId !== undefined && body.id != null && body.id !== pathId) throw badRequestAlert('Invalid ID', ENTITY, 'idinvalid');
  return updateUser(ctx, pathId ?? body.id!, body, by);
}
