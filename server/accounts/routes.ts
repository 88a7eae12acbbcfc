import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CaptchaService } from '../captcha/captcha.js';
import type { Db } from '../db/connect.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { bearerOf, requireAuthority } from '../auth/guard.js';
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords.js';
import type { SignInLimiter } from '../auth/sign-in-limiter.js';
import type { TokenService } from '../auth/tokens.js';
import type { User, UserStore } from '../auth/users.js';
import type { Mailer } from '../mail/mailer.js';
import type { AccountKeys } from './keys.js';
import { emailInUse, incorrectPassword, invalidKey, loginInUse, samePassword } from './problems.js';
import * as schemas from './schemas.js';
import { temporaryPassword } from './temporary-password.js';

export interface AccountDeps {
  db: Db;
  users: UserStore;
  keys: AccountKeys;
  mailer: Mailer;
  captchas: CaptchaService;
  limiter: SignInLimiter;
  tokens: TokenService;
  activationKeyValidityHours: number;
  resetKeyValidityHours: number;
}

const HOUR_MS = 3_600_000;
const ok = (reply: FastifyReply) => reply.status(200).send();

/**
 * The account calls of spec 000 §7.3. Every change and the mail that tells of it are written in one
 * transaction; the mail is delivered after the commit.
 */
export function registerAccountRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const { db, users, keys, mailer, captchas, limiter, tokens } = deps;
  const activationMs = deps.activationKeyValidityHours * HOUR_MS;
  const resetMs = deps.resetKeyValidityHours * HOUR_MS;

  /**
   * A password change ends the account's sessions; the session that made it goes on with a new token
   * in the Authorization header (the client keeps it), expiring when its old one would have.
   */
  const renewSession = async (request: FastifyRequest, reply: FastifyReply, caller: User | undefined, login: string) => {
    const bearer = bearerOf(request);
    const token = bearer && (await tokens.verify(bearer));
    if (!caller || caller.login !== login || !token) return;
    reply.header('Authorization', `Bearer ${await tokens.renew({ login: caller.login, authorities: caller.authorities }, token.expiresAt)}`);
  };

  /** Issues a reset key and mails its link, in one transaction, then starts the delivery. */
  const mailResetLink = async (
    owner: { id: number; login: string; email: string | null; langKey: string },
    kind: 'reset' | 'adiuto-reset',
    mailKey: 'password-reset' | 'adiuto-password-reset',
    pathOf: (key: string) => string,
  ) => {
    await db.transaction().execute(async (trx) => {
      const key = await keys.issue(trx, owner.id, kind, resetMs);
      await mailer.send(trx, {
        to: owner.email!,
        langKey: owner.langKey,
        key: mailKey,
        params: { login: owner.login, hours: deps.resetKeyValidityHours },
        path: pathOf(key),
      });
    });
    mailer.flush();
  };

  app.post<{ Body: { login: string; email: string; password: string; langKey?: string; firstName?: string | null; lastName?: string | null } }>(
    '/api/register',
    { schema: { body: schemas.registerBody }, config: { objectName: 'managedUserVM', withoutSession: true } },
    async (request, reply) => {
      const { login, email, password, firstName, lastName } = request.body;
      const langKey = request.body.langKey ?? 'en';
      // Hashed whatever happens next, so a taken email answers in the same time as a new registration.
      const passwordHash = await hashPassword(password);
      const attempt = () =>
        db.transaction().execute(async (trx) => {
          const byLogin = await users.credentials('login', login, trx);
          if (byLogin) {
            // A registration that was never activated gives its login back once its key has expired.
            if (byLogin.activated || (await keys.hasLive(trx, byLogin.id, 'activation'))) throw loginInUse();
            await users.remove(trx, byLogin.id);
          }
          const byEmail = await users.credentials('email', email, trx);
          if (byEmail && !byEmail.activated && !(await keys.hasLive(trx, byEmail.id, 'activation'))) {
            await users.remove(trx, byEmail.id);
          } else if (byEmail) {
            // The same answer as a new registration; only the owner of the address learns of it.
            await mailer.send(trx, {
              to: byEmail.email!,
              langKey: byEmail.langKey,
              key: 'registration-duplicate',
              params: { login: byEmail.login },
              path: '/account/reset/request',
            });
            return;
          }
          const id = await users.create(
            { login, password, passwordHash, email, firstName: firstName ?? undefined, lastName: lastName ?? undefined, langKey, activated: false, authorities: ['ROLE_USER'], createdBy: 'anonymousUser' },
            trx,
          );
          const key = await keys.issue(trx, id, 'activation', activationMs);
          await mailer.send(trx, {
            to: email,
            langKey,
            key: 'activation',
            params: { login: login.toLowerCase(), days: deps.activationKeyValidityHours / 24 },
            path: `/account/activate?key=${encodeURIComponent(key)}`,
          });
        });
      try {
        await attempt();
      } catch (error) {
        // Two registrations of one login or email at once: the second sees the first on a new try.
        if (!isUniqueViolation(error)) throw error;
        await attempt();
      }
      mailer.flush();
      return reply.status(201).send();
    },
  );

  app.get<{ Querystring: { key: string } }>('/api/activate', { schema: { querystring: schemas.activateQuery }, config: { withoutSession: true } }, async (request, reply) => {
    await db.transaction().execute(async (trx) => {
      const userId = await keys.consume(trx, 'activation', request.query.key);
      if (userId === undefined) throw invalidKey('activation');
      await users.activate(trx, userId);
    });
    return ok(reply);
  });

  app.post<{ Body: { firstName?: string | null; lastName?: string | null; email: string; langKey: string } }>(
    '/api/account',
    { onRequest: requireAuthority(), schema: { body: schemas.settingsBody }, config: { objectName: 'userDTO' } },
    async (request, reply) => {
      const user = (await request.currentUser())!;
      const { firstName = user.firstName, lastName = user.lastName, email, langKey } = request.body;
      try {
        await db.transaction().execute(async (trx) => {
          const owner = await users.credentials('email', email, trx);
          if (owner && owner.id !== user.id) throw emailInUse();
          await users.updateSettings(trx, user.id, { firstName, lastName, email, langKey }, user.login);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailInUse();
        throw error;
      }
      return ok(reply);
    },
  );

  app.post<{ Body: { currentPassword: string; newPassword: string } }>(
    '/api/account/change-password',
    { onRequest: requireAuthority(), schema: { body: schemas.changePasswordBody }, config: { objectName: 'passwordChangeDTO' } },
    async (request, reply) => {
      const user = (await request.currentUser())!;
      const credentials = (await users.credentials('login', user.login))!;
      if (!(await verifyPassword(credentials.passwordHash, request.body.currentPassword))) throw incorrectPassword();
      await users.setPassword(db, user.id, await hashPassword(request.body.newPassword), false, user.login);
      await renewSession(request, reply, user, user.login);
      return ok(reply);
    },
  );

  app.post<{ Body: string }>(
    '/api/account/reset-password/init',
    { schema: { body: schemas.resetInitBody }, config: { objectName: 'email', withoutSession: true } },
    async (request, reply) => {
      // Always 200: the answer never tells whether an account has this address.
      const owner = await users.credentials('email', request.body.trim());
      if (owner?.activated && owner.email) {
        await mailResetLink(owner, 'reset', 'password-reset', (key) => `/account/reset/finish?key=${encodeURIComponent(key)}`);
      }
      return ok(reply);
    },
  );

  app.post<{ Body: { key: string; newPassword: string } }>(
    '/api/account/reset-password/finish',
    { schema: { body: schemas.resetFinishBody }, config: { objectName: 'keyAndPassword', withoutSession: true } },
    async (request, reply) => {
      const passwordHash = await hashPassword(request.body.newPassword);
      await db.transaction().execute(async (trx) => {
        const userId = await keys.consume(trx, 'reset', request.body.key);
        if (userId === undefined) throw invalidKey('reset');
        await users.setPassword(trx, userId, passwordHash, false, 'anonymousUser');
      });
      return ok(reply);
    },
  );

  app.post<{ Body: { username: string; currentPassword: string; newPassword: string; captcha?: string | null; hiddenCaptcha?: string | null } }>(
    '/api/account/change-adiuto-password',
    { schema: { body: schemas.changeAdiutoPasswordBody }, config: { objectName: 'passwordChange' } },
    async (request, reply) => {
      const { username, currentPassword, newPassword, captcha, hiddenCaptcha } = request.body;
      // Read before the change ends the caller's session: a signed-in account changing its own password goes on.
      const caller = await request.currentUser();
      // It checks a password like sign-in does, so it shares sign-in's limits.
      await limiter.check(username, request.ip);
      await captchas.requireCaptcha(captcha, hiddenCaptcha);
      const credentials = await users.credentials('login', username);
      const valid = await verifyPassword(credentials?.passwordHash ?? (await decoyHash()), currentPassword);
      if (!credentials || !valid || !credentials.activated) {
        await limiter.recordFailure(username, request.ip);
        throw incorrectPassword('Bad credentials');
      }
      await limiter.clear(username);
      if (newPassword === currentPassword) throw samePassword();
      await users.setPassword(db, credentials.id, await hashPassword(newPassword), false, credentials.login);
      await renewSession(request, reply, caller, credentials.login);
      return ok(reply);
    },
  );

  app.post<{ Body: { username: string; email: string; captcha?: string | null; hiddenCaptcha?: string | null } }>(
    '/api/account/reset-adiuto-password/init',
    { schema: { body: schemas.resetAdiutoInitBody }, config: { objectName: 'passwordReset', withoutSession: true } },
    async (request, reply) => {
      const { username, email, captcha, hiddenCaptcha } = request.body;
      await captchas.requireCaptcha(captcha, hiddenCaptcha);
      // Always 200 once the captcha is right: the answer never tells whether login and email match.
      const owner = await users.credentials('login', username);
      if (owner?.activated && owner.email && owner.email === email.trim().toLowerCase()) {
        await mailResetLink(owner, 'adiuto-reset', 'adiuto-password-reset', (key) => `/account/reset/adiuto/finish/${encodeURIComponent(key)}`);
      }
      return ok(reply);
    },
  );

  app.post<{ Body: { key: string } }>(
    '/api/account/reset-adiuto-password/finish',
    { schema: { body: schemas.resetAdiutoFinishBody }, config: { objectName: 'key', withoutSession: true } },
    async (request, reply) => {
      const password = temporaryPassword();
      const passwordHash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        const userId = await keys.consume(trx, 'adiuto-reset', request.body.key);
        if (userId === undefined) throw invalidKey('reset');
        const owner = await users.credentials('id', userId, trx);
        if (!owner?.email) throw invalidKey('reset');
        // Expired at once: the next sign-in answers 403 and the client asks for a new password.
        await users.setPassword(trx, userId, passwordHash, true, 'anonymousUser');
        await mailer.send(trx, { to: owner.email, langKey: owner.langKey, key: 'adiuto-temporary-password', params: { login: owner.login, password }, path: '/login' });
      });
      mailer.flush();
      return ok(reply);
    },
  );
}
