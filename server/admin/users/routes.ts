import type { FastifyInstance } from 'fastify';
import { requireAuthority } from '../../auth/guard.js';
import { paginationLink } from '../../http/pagination.js';
import { parseListSort } from '../../lists/list-sort.js';
import { ID_PARAMS } from '../../validation/params.js';
import { SORTABLE } from '../../users/rows.js';
import type { AdminUserContext } from './context.js';
import { createUser } from './create-user.js';
import { deleteUser } from './delete-user.js';
import { readUser } from './read-user.js';
import * as schemas from './schemas.js';
import { userSchema } from '../../../src/shared/user.js';
import { changeUser } from './update-user.js';

/**
 * api/admin/users for ROLE_ADMIN (spec 000 §7.4): pages of accounts, one by login, create (the new
 * account is mailed a key to choose its password), update of profile, activation and authorities,
 * delete. No change may leave the portal without an activated administrator (last-administrator.ts).
 */
export function registerAdminUserRoutes(app: FastifyInstance, deps: AdminUserContext): void {
  const { users } = deps;
  const onRequest = requireAuthority('ROLE_ADMIN');

  app.get<{ Querystring: { page?: number; size?: number; sort?: string[] } }>(
    '/api/admin/users',
    { onRequest, schema: { querystring: schemas.listQuery, response: { 200: { type: 'array', items: userSchema } } } },
    async (request, reply) => {
      const { page = 0, size = 20, sort = [] } = request.query;
      const { total, rows } = await users.page(page, size, parseListSort(sort, Object.keys(SORTABLE), 'users'));
      reply.header('x-total-count', String(total)).header('link', paginationLink(request.url, page, size, total));
      return rows;
    },
  );

  app.get<{ Params: { login: string } }>('/api/admin/users/:login', { onRequest, schema: { params: schemas.loginParams, response: { 200: userSchema } } }, async (request) =>
    readUser(deps, request.params.login),
  );

  app.post<{ Body: schemas.UserBody & { login: string } }>(
    '/api/admin/users',
    { onRequest, schema: { body: schemas.createBody, response: { 201: userSchema } }, config: { objectName: 'user' } },
    async (request, reply) => {
      const admin = (await request.currentUser())!;
      const created = await createUser(deps, request.body, admin.login);
      reply
        .status(201)
        .header('location', `/api/admin/users/${encodeURIComponent(created.login)}`)
        .header('app-alert', 'portico.user.created')
        .header('app-params', created.login);
      return created;
    },
  );

  app.put<{ Body: schemas.UserBody }>(
    '/api/admin/users',
    { onRequest, schema: { body: schemas.updateBody, response: { 200: userSchema } }, config: { objectName: 'user' } },
    async (request, reply) => {
      const admin = (await request.currentUser())!;
      const user = await changeUser(deps, { body: request.body, by: admin.login });
      reply.header('app-alert', 'portico.user.updated').header('app-params', user.login);
      return user;
    },
  );

  app.put<{ Params: { id: number }; Body: schemas.UserBody }>(
    '/api/admin/users/:id',
    { onRequest, schema: { params: ID_PARAMS, body: schemas.updateBody, response: { 200: userSchema } }, config: { objectName: 'user' } },
    async (request, reply) => {
      const admin = (await request.currentUser())!;
      const user = await changeUser(deps, { pathId: request.params.id, body: request.body, by: admin.login });
      reply.header('app-alert', 'portico.user.updated').header('app-params', user.login);
      return user;
    },
  );

  app.delete<{ Params: { login: string } }>('/api/admin/users/:login', { onRequest, schema: { params: schemas.loginParams, response: { 204: { type: 'null', description: 'Deleted' } } } }, async (request, reply) => {
    await deleteUser(deps, request.params.login);
    reply.status(204).header('app-alert', 'portico.user.deleted').header('app-params', request.params.login.toLowerCase());
  });
}
