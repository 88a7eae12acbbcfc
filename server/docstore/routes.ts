import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { badRequest } from '../http/problem.js';
import { registerAttachmentRoutes } from './attachment-routes.js';
import { registerEntityRoutes } from './entity-routes.js';
import { allowed, BASE, type Gateway } from './gateway.js';
import { FIELD_TYPE_CODES, nameIn } from './model.js';
import { findFamily, findList, parseQuery, QUERY_BODY_SCHEMA, type QueryBody } from './query.js';
import { describeField, language, listRows, toEntity, wireValue } from './wire.js';

const PAGING = {
  type: 'object',
  properties: { page: { type: 'integer', minimum: 0 }, size: { type: 'integer', minimum: 1, maximum: 10_000 }, lang: { type: 'string', maxLength: 10 } },
  additionalProperties: false,
} as const;

/**
 * The document gateway of the spec (`api/adiuto-gateway/...`) over a DocumentStore. Every call acts
 * for a store identity (access.ts): the signed-in account's, or the site's guest identity; without
 * one it answers 401 before looking at the request, and 403 when the identity lacks the right.
 */
export function registerDocumentRoutes(app: FastifyInstance, gateway: Gateway): void {
  const { store } = gateway;
  const lists = () => store.lists();
  const identified: onRequestAsyncHookHandler = async (request) => {
    await gateway.access.identity(request);
  };

  app.get(`${BASE}/check-user`, async (request) => {
    const identity = await gateway.access.identity(request);
    return { adiutoId: identity.id, login: identity.login, guest: identity.guest };
  });

  app.get(`${BASE}/adiuto-admin/families`, { onRequest: identified }, async (request) => {
    const lang = language(request);
    return store.families().map((family) => ({
      id: family.id,
      key: family.key,
      name: nameIn(family.names, lang),
      names: family.names,
      fields: family.fields.map((field) => describeField(field, lang)),
    }));
  });

  app.get(`${BASE}/adiuto-admin/lists`, { onRequest: identified }, async (request) => {
    const lang = language(request);
    return lists().map((list) => ({ id: list.id, key: list.key, name: nameIn(list.names, lang), names: list.names, entries: list.entries }));
  });

  app.post<{ Body: QueryBody; Querystring: { page?: number; size?: number; lang?: string } }>(
    `${BASE}/execute-query`,
    { onRequest: identified, schema: { body: QUERY_BODY_SCHEMA, querystring: PAGING }, config: { objectName: 'query' } },
    async (request, reply) => {
      const body = request.body;
      const lang = language(request);
      if (body.fam === undefined) {
        if (body.list === undefined) throw badRequest('A query names a family (fam) or a value list (list)');
        const { total, rows } = listRows(findList(lists(), body.list), body.max, request.query);
        reply.header('x-total-count', String(total));
        return {
          fields: [{ id: 1, key: 'label', name: 'label', type: FIELD_TYPE_CODES.text }],
          list: rows.map((e) => ({ fidd: e.id, fields: { 1: { val: e.label, lbl: 'label', type: FIELD_TYPE_CODES.text } } })),
          listData: rows.map((e) => ({ id: e.id, f: [e.label] })),
        };
      }
      const family = findFamily(store.families(), body.fam);
      await allowed(gateway, request, family, 'read');
      const { query, max } = parseQuery(body, family, lists(), request.query);
      const result = await store.query(query);
      reply.header('x-total-count', String(Math.min(result.total, max)));
      return {
        fields: family.fields.map((field) => describeField(field, lang)),
        list: result.documents.map((doc) => toEntity(doc, family, lists(), lang)),
        listData: result.documents.map((doc) => ({ id: doc.id, f: family.fields.map((field) => wireValue(field, doc.values[field.id], lists()).val) })),
      };
    },
  );

  registerEntityRoutes(app, gateway);
  registerAttachmentRoutes(app, gateway);
}
