import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerOf, requireAuthority } from '../auth/guard.js';
import type { TokenService } from '../auth/tokens.js';
import type { User } from '../users/types.js';
import { activateAccount } from './activate-account.js';
import { changeAdiutoPassword } from './change-adiuto-password.js';
import { changePassword } from './change-password.js';
import type { AccountContext } from './context.js';
import { finishAdiutoReset } from './finish-adiuto-reset.js';
import { finishPasswordReset } from './finish-password-reset.js';
import { registerAccount, type Registration } from './register-account.js';
import { requestAdiutoReset, type AdiutoResetRequest } from './request-adiuto-reset.js';
import { requestPasswordReset } from './request-password-reset.js';
import * as schemas from './schemas.js';
import { updateAccountSettings, type SettingsChange } from './update-account-settings.js';

export interface AccountDeps extends AccountContext {
  tokens: TokenService;
}

const ok = (reply: FastifyReply) => reply.status(200).send();

/** The account calls answer by their status alone: no body. */
const nothing = (status: 200 | 201, description: string) => ({ [status]: { type: 'null', description } }) as const;

/**
 * The account calls of spec 000 §7.3, each an operation of this folder. Every change and the mail
 * that tells of it are written in one transaction; the mail is delivered after the commit.
 */
export function registerAccountRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const renewSession = sessionRenewal(deps);

  app.post<{ Body: Registration }>(
    '/api/register',
    { schema: { body: schemas.registerBody, response: nothing(201, 'The account is made, inactive, and the activation mail sent') }, config: { objectName: 'managedUserVM', withoutSession: true } },
    async (request, reply) => {
      await registerAccount(deps, { ...request.body, address: request.ip });
      return reply.status(201).send();
    },
  );

  app.get<{ Querystring: { key: string } }>('/api/activate', { schema: { querystring: schemas.activateQuery, response: nothing(200, 'The account is activated') }, config: { withoutSession: true } }, async (request, reply) => {
    await activateAccount(deps, request.query.key);
    return ok(reply);
  });

  app.post<{ Body: SettingsChange }>(
    '/api/account',
    { onRequest: requireAuthority(), schema: { body: schemas.settingsBody, response: nothing(200, 'The settings are saved') }, config: { objectName: 'userDTO' } },
    async (request, reply) => {
      await updateAccountSettings(deps, (await request.currentUser())!, request.body);
      return ok(reply);
    },
  );

  app.post<{ Body: { currentPassword: string; newPassword: string } }>(
    '/api/account/change-password',
    { onRequest: requireAuthority(), schema: { body: schemas.changePasswordBody, response: nothing(200, 'The password is changed; the new token is in the Authorization header') }, config: { objectName: 'passwordChangeDTO' } },
    async (request, reply) => {
      const user = (await request.currentUser())!;
      await changePassword(deps, user, request.body);
      await renewSession(request, reply, user, user.login);
      return ok(reply);
    },
  );

  registerResetRoutes(app, deps, renewSession);
}

type SessionRenewal = (request: FastifyRequest, reply: FastifyReply, caller: User | undefined, login: string) => Promise<void>;

/**
 * A password change ends the account's sessions; the session that made it goes on with a new token
 * in the Authorization header (the client keeps it), expiring when its old one would have.
 */
const sessionRenewal =
  ({ tokens }: AccountDeps): SessionRenewal =>
  async (request, reply, caller, login) => {
    const bearer = bearerOf(request);
    const token = bearer && (await tokens.verify(bearer));
    if (!caller || caller.login !== login || !token) return;
    reply.header('Authorization', `Bearer ${await tokens.renew({ login: caller.login, authorities: caller.authorities }, token.expiresAt)}`);
  };

/** The password resets, by mail or with the adiuto password, and the adiuto password's change. */
function registerResetRoutes(app: FastifyInstance, deps: AccountDeps, renewSession: SessionRenewal): void {
  app.post<{ Body: string }>(
    '/api/account/reset-password/init',
    { schema: { body: schemas.resetInitBody, response: nothing(200, 'The reset mail is sent when an activated account has the address') }, config: { objectName: 'email', withoutSession: true } },
    async (request, reply) => {
      // 200 or 429 alike for every address: the answer never tells whether an account has it.
      await requestPasswordReset(deps, { email: request.body, address: request.ip });
      return ok(reply);
    },
  );

  app.post<{ Body: { key: string; newPassword: string } }>(
    '/api/account/reset-password/finish',
    { schema: { body: schemas.resetFinishBody, response: nothing(200, 'The new password is set') }, config: { objectName: 'keyAndPassword', withoutSession: true } },
    async (request, reply) => {
      await finishPasswordReset(deps, request.body);
      return ok(reply);
    },
  );

  app.post<{ Body: { username: string; currentPassword: string; newPassword: string; captcha?: string | null; hiddenCaptcha?: string | null } }>(
    '/api/account/change-adiuto-password',
    { schema: { body: schemas.changeAdiutoPasswordBody, response: nothing(200, 'The new password is set') }, config: { objectName: 'passwordChange' } },
    async (request, reply) => {
      // Read before the change ends the caller's session: a signed-in account changing its own password goes on.
      const caller = await request.currentUser();
      const login = await changeAdiutoPassword(deps, { ...request.body, address: request.ip });
      await renewSession(request, reply, caller, login);
      return ok(reply);
    },
  );

  app.post<{ Body: AdiutoResetRequest }>(
    '/api/account/reset-adiuto-password/init',
    { schema: { body: schemas.resetAdiutoInitBody, response: nothing(200, 'The reset mail is sent when login and email match') }, config: { objectName: 'passwordReset', withoutSession: true } },
    async (request, reply) => {
      // 200 or 429 alike once the captcha is right: the answer never tells whether login and email match.
      await requestAdiutoReset(deps, { ...request.body, address: request.ip });
      return ok(reply);
    },
  );

  app.post<{ Body: { key: string } }>(
    '/api/account/reset-adiuto-password/finish',
    { schema: { body: schemas.resetAdiutoFinishBody, response: nothing(200, 'A temporary password is set and mailed') }, config: { objectName: 'key', withoutSession: true } },
    async (request, reply) => {
      await finishAdiutoReset(deps, request.body.key);
      return ok(reply);
    },
  );
}
