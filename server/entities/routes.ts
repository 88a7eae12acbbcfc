import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { updateSchemaOf, type EntityModel } from '../../src/shared/entities/model.js';
import { requireAuthority } from '../auth/guard.js';
import { badRequest } from '../errors/app-error.js';
import { paginationLink } from '../http/pagination.js';
import { guestListOf, listPageFor, type ListQueryString } from './list-entities.js';
import { createEntity, patchEntity, replaceEntity } from './entity-writes.js';
import type { EntityRepository } from './repository.js';
import type { Entity } from './entity-rows.js';
import { withIntegerBounds } from '../validation/integer-bounds.js';
import { type EntityValidator } from './entity-validator.js';
import { ID_PARAMS } from '../validation/params.js';
import { entityAnswerSchemaOf, entityListAnswerSchemaOf } from '../../src/shared/entities/answer-schema.js';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 10_000;

type Query = ListQueryString;

/** Pages of `page` (zero-based) and `size`, validated by hand because they sit among free-form criteria. */
function pageOf(query: Query): { page: number; size: number } {
  const read = (name: string, fallback: number, min: number, max: number) => {
    const raw = query[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(Array.isArray(raw) ? raw[0] : raw);
    if (!Number.isInteger(n) || n < min || n > max) throw badRequest(`${name} must be a whole number from ${min} to ${max}`);
    return n;
  };
  return { page: read('page', 0, 0, 1_000_000), size: read('size', DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE) };
}

const isEager = (query: Query) => query.eager === 'true';

/** The login of the account a write is made for (the routes let only signed-in accounts write). */
export const actingLogin = async (request: FastifyRequest): Promise<string> => (await request.currentUser())?.login ?? 'anonymous';

/** The body schemas of an entity's create (POST), update (PUT) and partial update (PATCH), as fastify compiles them. */
export function entityBodySchemas(model: EntityModel) {
  // Without $id: one entity's body and partial body share it.
  const { $id: _id, ...create } = withIntegerBounds(model.schema);
  const { $id: _uid, ...update } = withIntegerBounds(updateSchemaOf(model));
  return { create, update, partial: { ...update, required: [] } };
}

/** The `app-alert` and `app-params` headers by which the client tells what a write did. */
export const entityAlert = (reply: FastifyReply, model: EntityModel, action: 'created' | 'updated' | 'deleted', id: number) =>
  reply.header('app-alert', `portico.${model.name}.${action}`).header('app-params', String(id));

/**
 * The REST endpoints of one schema-defined entity: list, get, create, replace, patch, delete.
 * `readOne: false` leaves `GET {base}/{id}` to a route of the entity's own (tags: `api/tags/{id}`, which also takes a type).
 */
export function registerEntityRoutes(
  app: FastifyInstance,
  model: EntityModel,
  repository: EntityRepository,
  validator: EntityValidator,
  { readOne = true }: { readOne?: boolean } = {},
): void {
  const base = `/api/${model.api}`;
  const config = { objectName: model.name };
  // Checked on request, before the body is parsed and validated: those who may not write learn nothing from it.
  const onRequest = requireAuthority(...model.authorities);
  const alert = (reply: FastifyReply, action: 'created' | 'updated' | 'deleted', id: number) => entityAlert(reply, model, action, id);
  const { create: bodySchema, update: updateSchema, partial: partialSchema } = entityBodySchemas(model);
  const guestList = guestListOf(model);
  const row = entityAnswerSchemaOf(model);

  // With a guest list, the list lets everyone in and answers each according to their roles.
  app.get<{ Querystring: Query }>(base, { onRequest: guestList ? undefined : onRequest, config, schema: { response: { 200: entityListAnswerSchemaOf(model) } } }, async (request, reply) => {
    const { page, size } = pageOf(request.query);
    const caller = { holdsRoles: await holdsAny(request, model.authorities) };
    const { json, total } = await listPageFor(repository, model, caller, request.query, { page, size }, () => request.dataVersion());
    reply.header('x-total-count', String(total)).header('link', paginationLink(request.url, page, size, total));
    return reply.type('application/json; charset=utf-8').send(json);
  });

  if (readOne)
    app.get<{ Params: { id: number }; Querystring: Query }>(
      `${base}/:id`,
      { onRequest, config, schema: { params: ID_PARAMS, response: { 200: row } } },
      async (request) => repository.get(model, request.params.id, isEager(request.query)),
    );

  app.post<{ Body: Partial<Entity> }>(base, { onRequest, config, schema: { body: bodySchema, response: { 201: row } } }, async (request, reply) => {
    const created = await createEntity(repository, model, request.body, await actingLogin(request));
    alert(reply, 'created', created.id).header('location', `${base}/${created.id}`).status(201);
    return created;
  });

  app.put<{ Params: { id: number }; Body: Partial<Entity> }>(
    `${base}/:id`,
    { onRequest, config, schema: { params: ID_PARAMS, body: updateSchema, response: { 200: row } } },
    async (request, reply) => {
      const updated = await replaceEntity(repository, model, request.params.id, request.body, await actingLogin(request));
      alert(reply, 'updated', updated.id);
      return updated;
    },
  );

  app.patch<{ Params: { id: number }; Body: Partial<Entity> }>(
    `${base}/:id`,
    { onRequest, config, schema: { params: ID_PARAMS, body: partialSchema, response: { 200: row } } },
    async (request, reply) => {
      const updated = await patchEntity(repository, validator, model, request.params.id, request.body, await actingLogin(request));
      alert(reply, 'updated', updated.id);
      return updated;
    },
  );

  app.delete<{ Params: { id: number } }>(
    `${base}/:id`,
    { onRequest, config, schema: { params: ID_PARAMS, response: { 204: { type: 'null', description: 'Deleted' } } } },
    async (request, reply) => {
      await repository.delete(model, request.params.id);
      alert(reply, 'deleted', request.params.id).status(204);
    },
  );
}

async function holdsAny(request: FastifyRequest, authorities: string[]): Promise<boolean> {
  const user = await request.currentUser();
  return !!user && authorities.some((a) => user.authorities.includes(a));
}
