import { notFound } from '../../errors/app-error.js';
import type { User } from '../../users/types.js';
import type { AdminUserContext } from './context.js';

/** An administrator reads an account by its login. */
export async function readUser(ctx: Pick<AdminUserContext, 'users'>, login: string): Promise<User> {
  const user = await ctx.users.byLogin(login);
  if (!user) throw notFound(`No user ${login}`);
  return user;
}
