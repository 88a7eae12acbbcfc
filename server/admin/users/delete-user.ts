import { notFound } from '../../errors/app-error.js';
import type { AdminUserContext } from './context.js';
import { keepAnAdministrator } from './last-administrator.js';

/** An administrator deletes an account, unless it is the last activated administrator. */
export async function deleteUser(ctx: Pick<AdminUserContext, 'db' | 'users'>, login: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const user = await ctx.users.byLogin(login, trx);
    if (!user) throw notFound(`No user ${login}`);
    await keepAnAdministrator(ctx.users, trx, user, false, 'Deleting this account');
    await ctx.users.remove(trx, user.id);
  });
}
