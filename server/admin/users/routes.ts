import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AccountKeys } from '../../accounts/keys.js';
import { emailInUse, loginInUse } from '../../accounts/problems.js';
import { requireAuthority } from '../../auth/guard.js';
import type { UserStore } from '../../users/store.js';
import type { User } from '../../users/types.js';
import { SORTABLE } from '../../users/rows.js';
import type { Db } from '../../db/connect.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { Mailer } from '../../mail/mailer.js';
import { paginationLink, parseListSort } from '../../http/pagination.js';
import { AppError, badRequestAlert, notFound, validationProblem } from '../../errors/app-error.js';
import { ID_PARAMS } from '../../http/params.js';
import * as schemas from './schemas.js';

export interface AdminUserDeps {
  db: Db;
  users: UserStore;
  keys: AccountKeys;
  mailer: Mailer;
  /** How long the mail that lets a new account choose its password stays valid. */
  creationKeyValidityHours: number;
}

const ENTITY = 'userManagement';
const HOUR_MS = 3_600_000;

/** A change that would leave no activated ROLE_ADMIN account. */
export const lastAdministrator = (detail: string) =>
  new AppError('bad-request', detail, { title: 'Last administrator', message: 'error.lastadmin', errorKey: 'error.lastadmin', params: ENTITY, extra: { errorKey: 'lastadmin' } });

/**
 * api/admin/users for ROLE_ADMIN (spec 000 §7.4): pages of accounts, one by login, create (the new
 * account is mailed a key to choose its password), update of profile, activation and authorities,
 * delete. No change may leave the portal without an activated administrator.
 */
export function registerAdminUserRoutes(app: FastifyInstance, deps: AdminUserDeps): void {
  const { db, users, keys, mailer } = deps;
  const onRequest = requireAuthority('ROLE_ADMIN');
  const keyValidityMs = deps.creationKeyValidityHours * HOUR_MS;

  async function checkAuthorities(trx: Db, wanted: string[]) {
    const known = await users.knownAuthorities(trx);
    const unknown = wanted.filter((a) => !known.has(a));
    if (unknown.length)
      throw validationProblem('user', [{ objectName: 'user', field: 'authorities', message: 'NotFound' }], `Unknown authorities: ${unknown.join(', ')}`);
  }

  /** Refuses the change when `user` is the last activated administrator and would stop being one. */
  async function keepAnAdministrator(trx: Db, user: User, staysAdministrator: boolean, what: string) {
    if (staysAdministrator) return;
    const administrators = await users.activatedAdministrators(trx);
    if (administrators.includes(user.id) && administrators.length === 1)
      throw lastAdministrator(`${what} would leave no activated administrator: ${user.login} is the last account with ROLE_ADMIN`);
  }

  app.get<{ Querystring: { page?: number; size?: number; sort?: string[] } }>(
    '/api/admin/users',
    { onRequest, schema: { querystring: schemas.listQuery } },
    async (request, reply) => {
      const { page = 0, size = 20, sort = [] } = request.query;
      const { total, rows } = await users.page(page, size, parseListSort(sort, Object.keys(SORTABLE), 'users'));
      reply.header('x-total-count', String(total)).header('link', paginationLink(request.url, page, size, total));
      return rows;
    },
  );

  app.get<{ Params: { login: string } }>('/api/admin/users/:login', { onRequest, schema: { params: schemas.loginParams } }, async (request) => {
    const user = await users.byLogin(request.params.login);
    if (!user) throw notFound(`No user ${request.params.login}`);
    return user;
  });

  app.post<{ Body: schemas.UserBody & { login: string } }>(
    '/api/admin/users',
    { onRequest, schema: { body: schemas.createBody }, config: { objectName: 'user' } },
    async (request, reply) => {
      const admin = (await request.currentUser())!;
      const body = request.body;
      const login = body.login.toLowerCase();
      const langKey = body.langKey ?? 'en';
      const authorities = body.authorities ?? ['ROLE_USER'];
      // Nobody knows this password: the account chooses its own through the mailed key.
      const password = randomBytes(32).toString('base64url');
      let created: User | undefined;
      try {
        created = await db.transaction().execute(async (trx) => {
          await checkAuthorities(trx, authorities);
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
              createdBy: admin.login,
            },
            trx,
          );
          const key = await keys.issue(trx, id, 'reset', keyValidityMs);
          await mailer.send(trx, {
            to: body.email,
            langKey,
            key: 'password-reset',
            params: { login, hours: deps.creationKeyValidityHours },
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
      reply
        .status(201)
        .header('location', `/api/admin/users/${encodeURIComponent(login)}`)
        .header('app-alert', 'portico.user.created')
        .header('app-params', login);
      return created;
    },
  );

  async function update(id: number, body: schemas.UserBody, by: string): Promise<User> {
    try {
      return await db.transaction().execute(async (trx) => {
        const current = await users.byId(id, trx);
        if (!current) throw notFound(`No user with id ${id}`);
        if (body.login !== undefined && body.login.toLowerCase() !== current.login)
          throw badRequestAlert('The login of an account cannot be changed', ENTITY, 'loginchange');
        const authorities = body.authorities ?? current.authorities;
        const activated = body.activated ?? current.activated;
        await checkAuthorities(trx, authorities);
        const owner = await users.idOfEmail(body.email, trx);
        if (owner !== undefined && owner !== id) throw emailInUse();
        const what = !activated ? 'Deactivating this account' : 'Removing ROLE_ADMIN';
        await keepAnAdministrator(trx, current, activated && authorities.includes('ROLE_ADMIN'), what);
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
      if (isUniqueViolation(error)) throw emailInUse();
      throw error;
    }
  }

  app.put<{ Body: schemas.UserBody }>(
    '/api/admin/users',
    { onRequest, schema: { body: schemas.updateBody }, config: { objectName: 'user' } },
    async (request, reply) => {
      if (request.body.id == null) throw badRequestAlert('Invalid id', ENTITY, 'idnull');
      const admin = (await request.currentUser())!;
      const user = await update(request.body.id, request.body, admin.login);
      reply.header('app-alert', 'portico.user.updated').header('app-params', user.login);
      return user;
    },
  );

  app.put<{ Params: { id: number }; Body: schemas.UserBody }>(
    '/api/admin/users/:id',
    { onRequest, schema: { params: ID_PARAMS, body: schemas.updateBody }, config: { objectName: 'user' } },
    async (request, reply) => {
      if (request.body.id != null && request.body.id !== request.params.id) throw badRequestAlert('Invalid ID', ENTITY, 'idinvalid');
      const admin = (await request.currentUser())!;
      const user = await update(request.params.id, request.body, admin.login);
      reply.header('app-alert', 'portico.user.updated').header('app-params', user.login);
      return user;
    },
  );

  app.delete<{ Params: { login: string } }>('/api/admin/users/:login', { onRequest, schema: { params: schemas.loginParams } }, async (request, reply) => {
    await db.transaction().execute(async (trx) => {
      const user = await users.byLogin(request.params.login, trx);
      if (!user) throw notFound(`No user ${request.params.login}`);
      await keepAnAdministrator(trx, user, false, 'Deleting this account');
      await users.remove(trx, user.id);
    });
    reply.status(204).header('app-alert', 'portico.user.deleted').header('app-params', request.params.login.toLowerCase());
  });
}
