import { randomBytes } from 'node:crypto';
import { HOUR_MS } from '../../accounts/keys.js';
import { emailInUse, loginInUse } from '../../accounts/problems.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { User } from '../../users/types.js';
import { checkAuthorities } from './check-authorities.js';
import type { AdminUserContext } from './context.js';
import type { UserBody } from './schemas.js';

/**
 * An administrator creates an account (ROLE_USER unless told otherwise, activated unless told
 * otherwise), and the account is mailed a key to choose its password, in one transaction.
 */
export async function createUser(ctx: AdminUserContext, body: UserBody & { login: string }, by: string): Promise<User> {
  const { db, users, keys, mailer } = ctx;
  const login = body.login.toLowerCase();
  const langKey = body.langKey ?? 'en';
  const authorities = body.authorities ?? ['ROLE_USER'];
  // Nobody knows this password: the account chooses its own through the mailed key.
  const password = randomBytes(32).toString('base64url');
  let created: User | undefined;
  try {
    created = await db.transaction().execute(async (trx) => {
      await checkAuthorities(users, trx, authorities);
      if (await users.credentials('login', login, trx)) throw loginInUse();
      if ((await users.idOfEmail(body.email, trx)) !== undefined) throw emailInUse();
      const id = await users.create(
        {
          login,
          password,
          firstName: body.firstName ?? undefined,
          lastName: body.lastName ?? undefined,
          email: body.email,
          activated: body.activated ?? true,
          langKey,
          authorities,
          createdBy: by,
        },
        trx,
      );
      const key = await keys.issue(trx, id, 'reset', ctx.creationKeyValidityHours * HOUR_MS);
      await mailer.send(trx, {
        to: body.email,
        langKey,
        key: 'password-reset',
        params: { login, hours: ctx.creationKeyValidityHours },
        path: `/account/reset/finish?key=${encodeURIComponent(key)}`,
      });
      return users.byId(id, trx);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another request took the login or the email meanwhile.
    throw (await users.credentials('login', login)) ? loginInUse() : emailInUse();
  }
  mailer.flush();
  return created!;
}
