import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuthority } from '../auth/guard.js';
import { badRequest, HttpProblem, notFound, unauthorized } from '../http/problem.js';
import { answerQuery } from './answers.js';
import { registerExportRoutes } from './export-routes.js';
import { BASE, PAGING } from './gateway.js';
import { registerListValueRoutes } from './list-value-routes.js';
import { nameIn } from './model.js';
import { missingRequired, parseWrite, WRITE_BODY_SCHEMA, type WriteBody } from './payload.js';
import { findFamily, QUERY_BODY_SCHEMA, type QueryBody } from './query.js';
import type { DocumentStore } from './store.js';
import { registerTokenQueryRoutes, type QueryTokenOptions } from './token-query-routes.js';
import { contentDisposition, describeField, language } from './wire.js';

const ID_PARAMS = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] } as const;

export interface GatewayOptions {
  queryTokens: QueryTokenOptions;
  /** The most rows one xlsx download holds. */
  exportMaxRows: number;
}

/**
 * The document gateway of the spec (`api/adiuto-gateway/...`) over a DocumentStore. For now every
 * signed-in account may use it; permissions by aliases and permission entities come later.
 */
export function registerDocumentRoutes(app: FastifyInstance, store: DocumentStore, options: GatewayOptions): void {
  const signedIn = requireAuthority();
  const lists = () => store.lists();
  const login = async (request: FastifyRequest) => {
    const user = await request.currentUser();
    if (!user) throw unauthorized();
    return user.login;
  };

  app.get(`${BASE}/adiuto-admin/families`, { onRequest: signedIn }, async (request) => {
    const lang = language(request);
    return store.families().map((family) => ({
      id: family.id,
      key: family.key,
      name: nameIn(family.names, lang),
      names: family.names,
      fields: family.fields.map((field) => describeField(field, lang)),
    }));
  });

  app.get(`${BASE}/adiuto-admin/lists`, { onRequest: signedIn }, async (request) => {
    const lang = language(request);
    return lists().map((list) => ({ id: list.id, key: list.key, name: nameIn(list.names, lang), names: list.names, entries: list.entries }));
  });

  app.post<{ Body: QueryBody; Querystring: { page?: number; size?: number; lang?: string } }>(
    `${BASE}/execute-query`,
    { onRequest: signedIn, schema: { body: QUERY_BODY_SCHEMA, querystring: PAGING }, config: { objectName: 'query' } },
    async (request, reply) => {
      const { total, answer } = await answerQuery(store, request.body, request.query, language(request));
      reply.header('x-total-count', String(total));
      return answer;
    },
  );

  app.post<{ Body: WriteBody }>(
    `${BASE}/entities`,
    { onRequest: signedIn, schema: { body: WRITE_BODY_SCHEMA }, config: { objectName: 'entity' } },
    async (request, reply) => {
      const fam = request.body.fidf ?? request.body.fam;
      if (fam === undefined) throw badRequest('A new document names its family (fidf or fam)');
      const family = findFamily(store.families(), fam);
      const { values, file } = parseWrite(request.body, family, lists());
      const missing = missingRequired(family, values);
      if (missing.length) throw badRequest(`Family ${family.key} requires the fields ${missing.join(', ')}`);
      const id = await store.create({ familyId: family.id, values, file }, await login(request));
      reply.status(201);
      return id;
    },
  );

  app.put<{ Body: WriteBody; Params: { id: number } }>(
    `${BASE}/entities/:id`,
    { onRequest: signedIn, schema: { body: WRITE_BODY_SCHEMA, params: ID_PARAMS }, config: { objectName: 'entity' } },
    async (request) => {
      const existing = await store.get(request.params.id);
      if (!existing) throw notFound(`There is no document ${request.params.id}`);
      const family = store.families().find((f) => f.id === existing.familyId)!;
      const fam = request.body.fidf ?? request.body.fam;
      if (fam !== undefined && findFamily(store.families(), fam).id !== family.id)
        throw badRequest(`Document ${existing.id} belongs to the family ${family.key}`);
      const { values, file } = parseWrite(request.body, family, lists());
      const missing = missingRequired(family, { ...existing.values, ...values });
      if (missing.length) throw badRequest(`Family ${family.key} requires the fields ${missing.join(', ')}`);
      const result = await store.update(existing.id, { values, file }, await login(request));
      if (result.status === 'not-found') throw notFound(`There is no document ${request.params.id}`);
      if (result.status === 'superseded')
        throw new HttpProblem({
          status: 409,
          title: 'Conflict',
          message: 'error.http.409',
          detail: `Document ${request.params.id} is an older version; the current one is ${result.currentId}`,
          headers: { 'x-new-doc-id': String(result.currentId) },
        });
      return result.id;
    },
  );

  app.delete<{ Params: { id: number } }>(`${BASE}/entities/:id`, { onRequest: signedIn, schema: { params: ID_PARAMS } }, async (request, reply) => {
    if (!(await store.delete(request.params.id, await login(request)))) throw notFound(`There is no document ${request.params.id}`);
    reply.status(204).send();
  });

  app.get<{ Params: { id: number }; Querystring: { forSign?: boolean } }>(
    `${BASE}/entities/:id/getFile`,
    {
      onRequest: signedIn,
      schema: { params: ID_PARAMS, querystring: { type: 'object', properties: { forSign: { type: 'boolean' } }, additionalProperties: false } },
    },
    async (request, reply) => {
      const doc = await store.get(request.params.id);
      const file = doc && (await store.file(doc.id));
      if (!doc || !file) throw notFound(`Document ${request.params.id} has no file`);
      if (doc.currentId !== doc.id) reply.header('x-new-doc-id', String(doc.currentId));
      reply
        .type(file.contentType)
        .header('content-length', String(file.content.length))
        .header('content-disposition', contentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-cache');
      return reply.send(file.content);
    },
  );
  registerListValueRoutes(app, store);
  registerTokenQueryRoutes(app, store, options.queryTokens);
  registerExportRoutes(app, store, options.exportMaxRows);
}
